import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
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

const htmlcsSource = readFileSync(createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js"), "utf8");

/**
 * HTML_CodeSniffer's WCAG 2 AA errors on the page as it is now (notices and warnings left out), as the
 * outside checker (pa11y) reports them: `code: selector (text)`. It sees contrast that axe leaves as
 * "incomplete", such as text over images. Evaluated through the browser's debugging protocol, so the
 * page's CSP stays as it is.
 */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  const loaded = await page.evaluate("typeof window.HTMLCS !== 'undefined'");
  if (!loaded) await page.evaluate(`${htmlcsSource};\nwindow.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        type Message = { type: number; code: string; msg: string; element: Element };
        const htmlcs = (window as unknown as { HTMLCS: Record<string, unknown> }).HTMLCS as {
          ERROR: number;
          process: (standard: string, content: Document, callback: () => void) => void;
          getMessages: () => Message[];
        };
        const nameOf = (element: Element) => {
          const id = element.id ? `#${element.id}` : "";
          const classes = typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 3) : [];
          const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
          return `${element.tagName.toLowerCase()}${id}${classes.map((c) => `.${c}`).join("")} (${text})`;
        };
        htmlcs.process("WCAG2AA", document, () => {
          resolve(
            htmlcs
              .getMessages()
              .filter((m) => m.type === htmlcs.ERROR)
              .map((m) => `${m.code.split(".").slice(-2).join(".")}: ${nameOf(m.element)}`),
          );
        });
      }),
  );
}
