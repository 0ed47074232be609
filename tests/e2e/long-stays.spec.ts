import { expect, type Page, test } from "@playwright/test";
import { book, continueToSummary, fillGuest, type Lng, searchUrl, TEXT } from "./checkout-support";
import { accessibilityErrors, hydrated } from "./support";

/** 62 nights hold two whole calendar months from any arrival (two months have at most 62 nights). */
const NIGHTS = 62;
const PER_MONTH = { en: / per month$/, de: / pro Monat$/ } as const;
const MONTHS = { en: /^2 months at .+ per month$/, de: /^2 Monate zu .+ pro Monat$/ } as const;

/** The search for two months, then the first bookable apartment's page (not a request or an ad). */
async function searchTwoMonthsAndOpenApartment(page: Page, lng: Lng, fromToday: number, javaScriptEnabled: boolean) {
  await page.goto(searchUrl("quartier", lng, fromToday, { nights: NIGHTS }));
  await hydrated(page, javaScriptEnabled);
  const card = page.getByTestId("listing-card").first();
  await expect(card.getByTestId("listing-price-per-month")).toHaveText(PER_MONTH[lng]);
  const search = page.url();
  const hrefs = await page
    .getByTestId("listing-card")
    .locator("a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const href of new Set(hrefs)) {
    await page.goto(new URL(href, search).toString());
    await hydrated(page, javaScriptEnabled);
    if (await page.getByRole("button", { name: TEXT[lng].book, exact: true }).isVisible()) return;
  }
  throw new Error("no bookable apartment for two months");
}

async function journey(page: Page, lng: Lng, fromToday: number, javaScriptEnabled = true) {
  // Search, apartment, three checkout steps and the confirmation: longer than one page's journey.
  test.slow();
  await searchTwoMonthsAndOpenApartment(page, lng, fromToday, javaScriptEnabled);
  await expect(page.getByTestId("monthly-price")).toHaveText(PER_MONTH[lng]);
  await expect(page.getByTestId("price-breakdown").getByText(MONTHS[lng])).toBeVisible();
  // axe and HTML_CodeSniffer run as page scripts: only with JavaScript.
  if (javaScriptEnabled) expect(await accessibilityErrors(page)).toEqual([]);

  await page.getByRole("button", { name: TEXT[lng].book, exact: true }).click();
  await expect(page.getByRole("heading", { name: TEXT[lng].details })).toBeVisible();
  await hydrated(page, javaScriptEnabled);
  await fillGuest(page, lng, `long-stay-${lng}-${fromToday}@example.com`);
  await page.getByLabel(TEXT[lng].bankTransfer).check();
  await continueToSummary(page, lng);
  const summary = page.getByTestId("checkout-price");
  await expect(summary.getByText(MONTHS[lng])).toBeVisible();
  const perMonth = (await summary.getByTestId("checkout-price-per-month").innerText()).trim();
  const total = (await summary.getByTestId("checkout-price-total").innerText()).trim();

  await book(page, lng);
  await expect(page.getByTestId("stay-per-month")).toHaveText(
    new RegExp(`^${escapeRegExp(perMonth)}${PER_MONTH[lng].source}`),
  );
  await expect(page.getByTestId("stay-total")).toHaveText(total);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("a two-month stay is priced per month from the search to the confirmation", async ({ page }) => {
  await journey(page, "en", 150);
});

test("a two-month stay on a phone @phone", async ({ page }) => {
  await journey(page, "en", 310);
});

// German runs without JavaScript below, so the suite keeps one desktop journey with scripts.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a two-month stay is booked per month by the forms alone", async ({ page }) => {
    await journey(page, "de", 390, false);
  });
});
