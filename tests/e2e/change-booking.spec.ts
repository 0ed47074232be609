import { expect, type Page, test } from "@playwright/test";
import { bookByForms, type Lng } from "./checkout-support";
import { tenantUrl } from "./support";

/**
 * Changing a booking's dates on the manage page (docs/decisions/0140): a bank-transfer booking made
 * through the checkout's forms, one night more, the quote, the confirmation, the new dates and amount
 * due, and the mail in the outbox. English and German, and once without JavaScript.
 */
const TEXT = {
  en: { more: /You pay .+ more\./, changed: "Your booking is changed", subject: "is changed" },
  de: { more: /Sie zahlen .+ mehr\./, changed: "Ihre Buchung ist geändert", subject: "ist geändert" },
} as const;

const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function changeByOneNight(page: Page, lng: Lng, fromToday: number) {
  const reference = await bookByForms(page, {
    lng,
    fromToday,
    email: `ada.change.${lng}.${fromToday}@example.com`,
    freeCancellation: true,
  });
  await page.getByTestId("manage-link").click();
  await page.getByTestId("change-booking-link").click();
  const to = page.getByTestId("change-to");
  const departure = dayAfter(await to.inputValue());
  await to.fill(departure);
  await page.getByTestId("change-quote-submit").click();
  await expect(page.getByTestId("quote-difference")).toHaveText(TEXT[lng].more);
  const newPrice = (await page.getByTestId("quote-new-price").textContent()) ?? "";
  await page.getByTestId("change-confirm").click();

  await expect(page.getByText(TEXT[lng].changed, { exact: true })).toBeVisible();
  await expect(page.getByTestId("stay-total")).toHaveText(newPrice);
  await expect(page.getByTestId("bank-transfer")).toContainText(newPrice);
  await page.goto(tenantUrl("quartier", `/${lng}/dev/outbox`));
  await expect(
    page.getByTestId("outbox-item").filter({ hasText: reference }).filter({ hasText: TEXT[lng].subject }),
  ).toHaveCount(1);
}

test("en: one night more on the manage page, quoted, confirmed and mailed", async ({ page }) => {
  await changeByOneNight(page, "en", 141);
});

test("de: eine Nacht mehr auf der Buchungsseite, mit Angebot, Bestätigung und E-Mail", async ({ page }) => {
  await changeByOneNight(page, "de", 146);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the change is two plain forms", async ({ page }) => {
    await changeByOneNight(page, "en", 151);
  });
});
