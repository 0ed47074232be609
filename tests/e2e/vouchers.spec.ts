import { expect, type Page, test } from "@playwright/test";
import { book, bookableResultHref, continueToSummary, fillGuest, type Lng, searchUrl, TEXT } from "./checkout-support";
import { accessibilityErrors, hydrated } from "./support";

/**
 * Vouchers (decisions 0129, 0136): a guest types a promotion code into the search form; a bad one says
 * which above the results and the public prices stay; WELCOME10 shows the discount beside the public
 * price on the results, their links carry it to the apartment page, and the guest books it through
 * the checkout by bank transfer: the confirmation names the code with the discounted total.
 */

const T = {
  en: {
    change: "Change search",
    toggle: "Have a promotion code?",
    field: "Promotion code",
    search: "Search",
    bad: "OLDPROMO",
    badSays: "The promotion code OLDPROMO has expired. The public price applies.",
    valid: "Promotion code WELCOME10",
  },
  de: {
    change: "Suche ändern",
    toggle: "Haben Sie einen Aktionscode?",
    field: "Aktionscode",
    search: "Suchen",
    bad: "GIBTESNICHT",
    badSays: "Den Aktionscode GIBTESNICHT kennen wir nicht. Es gilt der reguläre Preis.",
    valid: "Aktionscode WELCOME10",
  },
} as const;

/** Days ahead no other journey books: 200 to 259, drawn at random so repeated runs meet free nights. */
const freeDaysAhead = () => 200 + Math.floor(Math.random() * 60);

/** Types a code into the results page's folded search form and searches again. */
async function searchWithCode(page: Page, lng: Lng, code: string, javaScriptEnabled: boolean) {
  const t = T[lng];
  await page.getByText(t.change).click();
  // With JavaScript the folded form's code loads on opening: wait for it before typing.
  if (javaScriptEnabled) await expect(page.getByLabel(/Where to\?|Wohin/)).toHaveAttribute("aria-autocomplete", "list");
  const toggle = page.getByText(t.toggle, { exact: true });
  if (!(await page.getByLabel(t.field, { exact: true }).isVisible())) await toggle.click();
  await page.getByLabel(t.field, { exact: true }).fill(code.toLowerCase());
  await page.getByRole("button", { name: t.search, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]voucher=${code}(&|$)`));
  await hydrated(page, javaScriptEnabled);
}

async function bookWithVoucher(page: Page, lng: Lng, javaScriptEnabled: boolean) {
  // Three searches, the apartment page and four steps: longer than one page.
  test.setTimeout(120_000);
  const t = T[lng];
  await page.goto(searchUrl("quartier", lng, freeDaysAhead(), { nights: 3 }));
  await hydrated(page, javaScriptEnabled);

  // A bad code says which above the results; the public prices stay, the code stays in its field.
  await searchWithCode(page, lng, t.bad, javaScriptEnabled);
  await expect(page.getByTestId("voucher-problem")).toHaveText(t.badSays);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await expect(page.getByTestId("listing-voucher")).toHaveCount(0);

  await searchWithCode(page, lng, "WELCOME10", javaScriptEnabled);
  await expect(page.getByTestId("voucher-valid")).toContainText("WELCOME10");
  const card = page.getByTestId("listing-card").first();
  await expect(card.getByTestId("listing-voucher")).toContainText("WELCOME10");
  await expect(card.getByTestId("listing-voucher-public").locator("s")).toBeVisible();
  // axe runs in the page's JavaScript: checked on the journey that has it.
  if (javaScriptEnabled) expect(await accessibilityErrors(page)).toEqual([]);

  // A result's link carries the code to its apartment page, which judges it again for its stay.
  const offer = await bookableResultHref(page, lng, null);
  expect(offer).toContain("voucher=WELCOME10");
  await page.locator(`[data-testid="listing-card"] a[href="${offer}"]`).click();
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByTestId("voucher-valid")).toContainText("WELCOME10");
  await expect(page.getByTestId("price-breakdown-voucher")).toBeVisible();
  const publicTotal = (await page.getByTestId("price-breakdown-public-total").textContent())?.trim() ?? "";
  const total = (await page.getByTestId("price-breakdown-total").textContent())?.trim() ?? "";
  expect(total).not.toBe(publicTotal);

  await page.getByTestId("book-form").getByRole("button", { name: TEXT[lng].book }).click();
  await expect(page.getByRole("heading", { name: TEXT[lng].details })).toBeVisible();
  await expect(page.getByTestId("checkout-price-voucher")).toBeVisible();
  await fillGuest(page, lng, `voucher.${lng}.${Date.now()}@example.com`);
  await page.getByLabel(TEXT[lng].bankTransfer).check();
  await continueToSummary(page, lng);
  await book(page, lng);
  await expect(page.getByTestId("confirmation-price")).toContainText(t.valid);
  await expect(page.getByTestId("stay-voucher")).toHaveText(/^−/);
  await expect(page.getByTestId("stay-total")).toHaveText(total);
}

test("a guest types a promotion code in the search, sees the discount on the results and books it; an expired code keeps the public prices (English)", async ({
  page,
}) => {
  await bookWithVoucher(page, "en", true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("ein Gast gibt einen Aktionscode in der Suche ein, sieht den Rabatt in den Ergebnissen und bucht; ein unbekannter Code lässt die regulären Preise (Deutsch, ohne JavaScript)", async ({
    page,
  }) => {
    await bookWithVoucher(page, "de", false);
  });
});
