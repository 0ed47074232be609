import { expect, type Locator, type Page, test } from "@playwright/test";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";

// A Leipzig apartment: the seed closes every Sunday to arrival there (seed-restrictions.ts); its stays
// last at least three nights.
const OFFER = "a-leipzig-0001-1";

/** The first Sunday at least `days` days from today. */
function sundayFrom(days: number): string {
  for (let d = days; ; d++) {
    const date = isoDateFromToday(d);
    if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) return date;
  }
}

const nextDay = (date: string, days = 1) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day after `after` the calendar lets the guest choose. */
function firstChoosable(calendar: Locator, after: string): Promise<string | undefined> {
  return calendar.locator("button[data-date]").evaluateAll(
    (buttons, day) =>
      buttons
        .map((b) => b as HTMLButtonElement)
        .filter((b) => !b.disabled && b.getAttribute("aria-disabled") !== "true" && (b.dataset.date ?? "") > day)
        .map((b) => b.dataset.date)[0],
    after,
  );
}

async function chooseStayInCalendar(page: Page, lng: "en" | "de") {
  const text = {
    en: {
      checkIn: "Check-in",
      noArrival: /no arrival/,
      perNight: /per night/,
      short: /below minimum stay/,
      status: "Choose your check-in date",
    },
    de: {
      checkIn: "Anreise",
      noArrival: /keine Anreise/,
      perNight: /pro Nacht/,
      short: /unter Mindestaufenthalt/,
      status: "Anreisedatum wählen",
    },
  }[lng];
  await page
    .getByTestId("stay-box")
    .getByRole("button", { name: new RegExp(text.checkIn) })
    .click();
  const calendar = page.getByRole("dialog");
  // Prices arrive with the visible months.
  await expect(calendar.getByRole("button", { name: text.perNight }).first()).toBeVisible();

  const sunday = sundayFrom(2);
  const closed = calendar.locator(`button[data-date="${sunday}"]`);
  await expect(closed).toHaveAttribute("aria-disabled", "true");
  await expect(closed).toHaveAccessibleName(text.noArrival);
  // Chosen by keyboard as by pointer, it is not taken (aria-disabled keeps it reachable for arrow keys).
  await closed.focus();
  await page.keyboard.press("Enter");
  await expect(calendar.getByTestId("calendar-status")).toHaveText(text.status);

  const arrival = await firstChoosable(calendar, sunday);
  expect(arrival).toBeDefined();
  await calendar.locator(`button[data-date="${arrival}"]`).click();
  const tooShort = calendar.locator(`button[data-date="${nextDay(arrival ?? "")}"]`);
  await expect(tooShort).toHaveAttribute("aria-disabled", "true");
  await expect(tooShort).toHaveAccessibleName(text.short);
  const departure = await firstChoosable(calendar, arrival ?? "");
  expect(departure).toBeDefined();
  await calendar.locator(`button[data-date="${departure}"]`).click();
  return { arrival: arrival ?? "", departure: departure ?? "" };
}

test("the offer page's calendar shows nightly prices, refuses a day closed to arrival and prices the chosen stay (English)", async ({
  page,
}) => {
  await page.goto(tenantUrl("quartier", `/en/apartments/${OFFER}`));
  await hydrated(page);
  const { arrival, departure } = await chooseStayInCalendar(page, "en");
  await expect(page).toHaveURL(new RegExp(`from=${arrival}&to=${departure}`));
  await expect(page.getByTestId("stay-summary")).toBeVisible();
  await expect(page.getByTestId("price-breakdown").getByRole("definition").last()).toContainText("€");
  expect(await accessibilityErrors(page)).toEqual([]);
});

test("@phone the calendar on a phone: prices per day and a stay chosen in the dialog (German)", async ({ page }) => {
  await page.goto(tenantUrl("quartier", `/de/apartments/${OFFER}`));
  await hydrated(page);
  const { arrival, departure } = await chooseStayInCalendar(page, "de");
  await expect(page).toHaveURL(new RegExp(`from=${arrival}&to=${departure}`));
  await expect(page.getByTestId("stay-summary")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the month table: a closed day says why, an arrival then a departure are chosen by links (German)", async ({
    page,
  }) => {
    const sunday = sundayFrom(40);
    await page.goto(tenantUrl("quartier", `/de/apartments/${OFFER}?cal=${sunday.slice(0, 7)}`));
    const table = page.getByTestId("month-table");
    const closed = table.locator(`td[data-date="${sunday}"]`);
    await expect(closed).toContainText("keine Anreise");
    await expect(closed.getByRole("link")).toHaveCount(0);

    const arrival = table.locator('a[data-choice="arrival"]').first();
    await expect(arrival).toHaveAccessibleName(/pro Nacht/);
    await arrival.click();
    await expect(page).toHaveURL(/arrive=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId("month-table-status")).toContainText("Wählen Sie jetzt Ihren Abreisetag");
    const chosen = new URL(page.url()).searchParams.get("arrive") ?? "";
    await expect(table.locator(`td[data-date="${nextDay(chosen)}"]`)).toContainText("unter Mindestaufenthalt");

    await table.locator('a[data-choice="departure"]').first().click();
    await expect(page).toHaveURL(new RegExp(`from=${chosen}&to=`));
    await expect(page.getByTestId("stay-summary")).toBeVisible();
    await expect(page.getByTestId("price-breakdown").getByRole("definition").last()).toContainText("€");
  });
});

test.describe("the month table below the fold", () => {
  // Tall enough for the stay box, too short to reach the month table (HydrateWhenSeen: 200 px ahead).
  test.use({ viewport: { width: 1280, height: 600 } });

  test("loads its code only when it comes near, then its links work in the page (English)", async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/offer-month-table-[^/]*\.js$/.test(new URL(request.url()).pathname)) loaded.push(request.url());
    });
    await page.goto(tenantUrl("quartier", `/en/apartments/${OFFER}`));
    await hydrated(page);
    // Everything the page loads by itself (the router's route discovery included) has come by now.
    await page.waitForLoadState("networkidle");
    expect(loaded).toEqual([]);

    const table = page.getByTestId("month-table");
    const code = page.waitForRequest((request) => /\/assets\/offer-month-table-/.test(request.url()));
    await page.mouse.wheel(0, 800);
    await code;
    await table.locator('a[data-choice="arrival"]').first().click();
    await expect(page).toHaveURL(/arrive=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId("month-table-status")).toContainText("choose your departure", { ignoreCase: true });
  });
});
