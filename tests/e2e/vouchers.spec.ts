import { expect, type Page, test } from "@playwright/test";
import { book, bookableOffer, continueToSummary, fillGuest, type Lng, TEXT } from "./checkout-support";
import { hydrated, tenantUrl } from "./support";

/**
 * Vouchers (decision 0129): a guest who arrives with a promotion code in a deep link sees the discount
 * beside the public price, books it through the checkout by bank transfer, and the confirmation names
 * the code with the discounted total; an expired code says so and the public price stays.
 */

const T = {
  en: {
    valid: "Promotion code WELCOME10",
    expired: "The promotion code OLDPROMO has expired. The public price applies.",
  },
  de: {
    valid: "Aktionscode WELCOME10",
    expired: "Der Aktionscode OLDPROMO ist abgelaufen. Es gilt der reguläre Preis.",
  },
} as const;

/** Days ahead no other journey books: 200 to 259, drawn at random so repeated runs meet free nights. */
const freeDaysAhead = () => 200 + Math.floor(Math.random() * 60);

async function bookWithVoucher(page: Page, lng: Lng, javaScriptEnabled: boolean) {
  // A search, the apartment page twice and four steps: longer than one page.
  test.setTimeout(120_000);
  const offer = await bookableOffer(page, lng, freeDaysAhead());

  await page.goto(tenantUrl("quartier", `${offer}&voucher=OLDPROMO`));
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByTestId("voucher-problem")).toHaveText(T[lng].expired);
  await expect(page.getByTestId("price-breakdown-voucher")).toHaveCount(0);
  const publicTotal = (await page.getByTestId("price-breakdown-total").textContent())?.trim() ?? "";

  await page.goto(tenantUrl("quartier", `${offer}&voucher=WELCOME10`));
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByTestId("voucher-valid")).toContainText("WELCOME10");
  await expect(page.getByTestId("price-breakdown-voucher")).toBeVisible();
  // The public price, struck through beside the discounted one, is the price without the code.
  await expect(page.getByTestId("price-breakdown-public-total")).toHaveText(publicTotal);
  const total = (await page.getByTestId("price-breakdown-total").textContent())?.trim() ?? "";
  expect(total).not.toBe(publicTotal);

  await page.getByTestId("book-form").getByRole("button", { name: TEXT[lng].book }).click();
  await expect(page.getByRole("heading", { name: TEXT[lng].details })).toBeVisible();
  await expect(page.getByTestId("checkout-price-voucher")).toBeVisible();
  await fillGuest(page, lng, `voucher.${lng}.${Date.now()}@example.com`);
  await page.getByLabel(TEXT[lng].bankTransfer).check();
  await continueToSummary(page, lng);
  await book(page, lng);
  await expect(page.getByTestId("confirmation-price")).toContainText(T[lng].valid);
  await expect(page.getByTestId("stay-voucher")).toHaveText(/^−/);
  await expect(page.getByTestId("stay-total")).toHaveText(total);
}

test("a guest arrives with a promotion code, sees the discount and books it; an expired code keeps the public price (English)", async ({
  page,
}) => {
  await bookWithVoucher(page, "en", true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("ein Gast kommt mit Aktionscode, sieht den Rabatt und bucht; ein abgelaufener Code lässt den regulären Preis (Deutsch, ohne JavaScript)", async ({
    page,
  }) => {
    await bookWithVoucher(page, "de", false);
  });
});
