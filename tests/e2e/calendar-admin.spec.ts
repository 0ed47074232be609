import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { firstApartmentTypeId } from "./checkout-support";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * Operators set prices and close days in an apartment type's availability calendar (decision 0107):
 * a bulk edit is previewed, then saved; the month table and the guest's apartment page show it.
 * Each run takes days of its own far ahead (open ones, read from the table) and a price or minimum
 * stay of its own, so a repeated run has changes to preview too.
 */

// Each journey signs in, searches and saves twice: slow on a loaded machine, never waiting on time.
test.slow();

const calendarPath = (lng: "en" | "de", id: string, month: string) =>
  `/${lng}/admin/apartments/${id}/calendar?month=${month}`;

async function openCalendar(page: Page, lng: "en" | "de", id: string, month: string, javaScript: boolean) {
  await openAsAdmin(page, tenantUrl("admin.alpenstay", calendarPath(lng, id, month)), "admin-alpenstay", {
    javaScriptEnabled: javaScript,
  });
}

/** A day 100 to 339 days ahead, other each run. */
const someDayAhead = (spare = 0) => 100 + Math.floor(Math.random() * (240 - spare));
/** A minimum stay of 2 to 26 nights, other each run within half a minute. */
const someMinStay = () => 2 + (Math.floor(Date.now() / 1000) % 25);

/** The amounts of a text such as "Flexible rate: €333.00 Saver: €299.70", in major units. */
const amountsIn = (text: string) =>
  [...text.matchAll(/(\d[\d,]*\.\d{2})/g)].map((m) => Number(m[1]!.replace(/,/g, "")));

/**
 * The first of `length` days in a row the month table shows open with a unit left (the seed closes
 * some days, other runs and journeys close or book some), as the table's cells tell.
 */
async function openDaysInTable(page: Page, length: number): Promise<string> {
  const days = await page
    .getByTestId("calendar-table")
    .locator('[data-testid^="calendar-day-"]')
    .evaluateAll((cells) =>
      cells.map((cell) => ({
        date: (cell.getAttribute("data-testid") ?? "").slice("calendar-day-".length),
        open:
          cell.getAttribute("data-closed") === "false" &&
          !/^0 of/.test(cell.querySelector('[data-testid="units"]')?.textContent ?? ""),
      })),
    );
  const start = days.findIndex((_, i) => days.slice(i, i + length).filter((day) => day.open).length === length);
  expect(start, `${length} open days in a row`).toBeGreaterThanOrEqual(0);
  return days[start]!.date;
}

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test("an operator closes three days and sets a price; the month table and the apartment page show them", async ({
  page,
}) => {
  const id = await firstApartmentTypeId(page, "alpenstay");
  // A month about four to nine months ahead, other each run.
  const month = isoDateFromToday(someDayAhead(60)).slice(0, 7);
  await openCalendar(page, "en", id, month, true);
  await expect(page.getByTestId("apartment-tab-calendar")).toHaveAttribute("aria-current", "page");
  expect(await accessibilityErrors(page)).toEqual([]);
  const first = await openDaysInTable(page, 10);
  const [third, priced, stayEnd] = [plusDays(first, 2), plusDays(first, 3), plusDays(first, 10)];

  const form = page.getByTestId("calendar-edit-form");
  await form.getByLabel("From").fill(first);
  await form.getByLabel("To (included)").fill(third);
  await form.getByLabel("Closed", { exact: true }).selectOption({ label: "Yes" });
  await form.getByRole("button", { name: "Preview changes" }).click();
  await expect(page.getByTestId("calendar-preview-summary")).toHaveText("3 of the 3 chosen days change.");
  await expect(page.getByTestId("calendar-preview-row")).toHaveCount(3);
  await form.getByRole("button", { name: "Save 3 days" }).click();
  await expect(page.getByTestId("calendar-saved")).toHaveText("Saved: 3 days changed.");
  const table = page.getByTestId("calendar-table");
  await expect(table.getByTestId(`calendar-day-${first}`)).toContainText("Closed");
  await expect(table.getByTestId(`calendar-day-${first}`).getByTestId("units")).toHaveText(/^0 of \d+ left/);

  // A week at one price a night (before each rate plan's factor).
  const price = 300 + (Math.floor(Date.now() / 1000) % 97);
  await form.getByLabel("From").fill(priced);
  await form.getByLabel("To (included)").fill(plusDays(first, 9));
  await form.getByLabel("Nightly price").fill(String(price));
  await form.getByRole("button", { name: "Preview changes" }).click();
  const rows = page.getByTestId("calendar-preview-row");
  await expect(rows).toHaveCount(7);
  // Only the price changes: the form came back empty after the first save.
  await expect(rows.first().getByRole("cell")).toHaveText(`Price: rate card → €${price}.00`);
  await form.getByRole("button", { name: "Save 7 days" }).click();
  await expect(page.getByTestId("calendar-saved")).toBeVisible();
  const day = table.getByTestId(`calendar-day-${priced}`);
  await expect(day).toContainText(`€${price}.00`);
  const cheapest = Math.min(...amountsIn((await day.getByTestId("plan-price").allTextContents()).join(" ")));

  // The guest's apartment page prices the week at the operator's price, the cheapest plan first.
  await page.goto(tenantUrl("alpenstay", `/en/apartments/${id}?from=${priced}&to=${stayEnd}&guests=1`));
  await hydrated(page);
  const week = new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(cheapest * 7);
  await expect(page.getByTestId("price-breakdown")).toContainText(week);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ein Betreiber setzt für Wochenenden einen Mindestaufenthalt, mit Vorschau vor dem Speichern @phone", async ({
    page,
  }) => {
    const id = await firstApartmentTypeId(page, "alpenstay");
    const ahead = someDayAhead(14);
    const [from, to] = [isoDateFromToday(ahead), isoDateFromToday(ahead + 13)];
    // This month: the edit starts today, and a past day is refused with the field's message.
    const today = isoDateFromToday(0);
    await openCalendar(page, "de", id, today.slice(0, 7), false);
    const form = page.getByTestId("calendar-edit-form");
    await expect(form.getByLabel("Von")).toHaveValue(today);
    await form.getByLabel("Von").fill(isoDateFromToday(-1));
    await form.getByLabel("Geschlossen", { exact: true }).selectOption({ label: "Ja" });
    await form.getByRole("button", { name: "Änderungen ansehen" }).click();
    await expect(form.getByText("Vergangene Tage lassen sich nicht ändern")).toBeVisible();
    await expect(page.getByTestId("calendar-preview")).toHaveCount(0);

    await page.goto(tenantUrl("admin.alpenstay", calendarPath("de", id, from.slice(0, 7))));
    await expect(page.getByTestId("calendar-list")).toBeVisible();
    await form.getByLabel("Von").fill(from);
    await form.getByLabel("Bis (einschließlich)").fill(to);
    // Nothing to set: explained, the range kept.
    await form.getByRole("button", { name: "Änderungen ansehen" }).click();
    await expect(page.getByText("Setzen Sie mindestens etwas")).toBeVisible();
    await expect(form.getByLabel("Von")).toHaveValue(from);

    for (const day of ["mon", "tue", "wed", "thu", "fri"]) await form.getByTestId(`weekday-${day}`).uncheck();
    const minStay = someMinStay();
    await form.getByLabel("Mindestaufenthalt (Nächte)").fill(String(minStay));
    await form.getByRole("button", { name: "Änderungen ansehen" }).click();
    await expect(page.getByTestId("calendar-preview-summary")).toHaveText("4 der 4 gewählten Tage ändern sich.");
    await expect(form.getByTestId("weekday-mon")).not.toBeChecked();
    await form.getByRole("button", { name: "4 Tage speichern" }).click();
    await expect(page.getByTestId("calendar-saved")).toHaveText("Gespeichert: 4 Tage geändert.");

    const weekend = [0, 1, 2, 3, 4, 5, 6]
      .map((d) => isoDateFromToday(ahead + d))
      .find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6)!;
    await page.goto(tenantUrl("admin.alpenstay", calendarPath("de", id, weekend.slice(0, 7))));
    await expect(page.getByTestId("calendar-list").getByTestId(`calendar-day-${weekend}`)).toContainText(
      `Mind. ${minStay} Nächte`,
    );
  });
});
