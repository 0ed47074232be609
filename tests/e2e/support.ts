import { expect, type Page } from "@playwright/test";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);

/** The local address of a tenant's booking engine. */
export function tenantUrl(brand: string, path = "/"): string {
  return `http://${brand}.localhost:${E2E_PORT}${path}`;
}

/** Waits until React has hydrated (the root sets html[data-hydrated]); nothing to wait for without JavaScript. */
export async function hydrated(page: Page, javaScriptEnabled = true): Promise<void> {
  if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** A calendar date `days` from today as YYYY-MM-DD. */
export function isoDateFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Chooses a stay as a visitor would: with JavaScript through the calendar, by keyboard from today
 * (the calendar opens on today), without it by typing into the date fields.
 */
export async function chooseStay(
  page: Page,
  {
    fromToday,
    nights,
    javaScriptEnabled = true,
    lng = "en",
  }: { fromToday: number; nights: number; javaScriptEnabled?: boolean; lng?: "de" | "en" },
): Promise<{ inDate: string; outDate: string }> {
  const inDate = isoDateFromToday(fromToday);
  const outDate = isoDateFromToday(fromToday + nights);
  const checkIn = lng === "de" ? "Anreise" : "Check-in";
  const checkOut = lng === "de" ? "Abreise" : "Check-out";
  if (!javaScriptEnabled) {
    await page.getByLabel(checkIn).fill(inDate);
    await page.getByLabel(checkOut).fill(outDate);
    return { inDate, outDate };
  }
  await page
    .getByRole("button", { name: new RegExp(checkIn) })
    .first()
    .click();
  // The calendar's code loads on demand: wait until its day grid has focus before typing.
  await expect(page.locator('button[data-date][tabindex="0"]').first()).toBeFocused();
  const press = async (key: string, times: number) => {
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
  };
  await press("ArrowDown", Math.floor(fromToday / 7));
  await press("ArrowRight", fromToday % 7);
  await page.keyboard.press("Enter");
  await press("ArrowRight", nights);
  await page.keyboard.press("Enter");
  await expect(page.locator('input[name="inDate"]').first()).toHaveValue(inDate);
  await expect(page.locator('input[name="outDate"]').first()).toHaveValue(outDate);
  // Confirm and close the calendar when it stays open after the second date.
  const done = page.getByRole("button", { name: lng === "de" ? "Fertig" : "Done" });
  if (await done.isVisible()) await done.click();
  await expect(done).toBeHidden();
  return { inDate, outDate };
}
