import { expect, type Page, test } from "@playwright/test";
import { bookByForms } from "./checkout-support";
import { hydrated } from "./support";

/**
 * After booking by bank transfer: the bank details, the calendar file and the printable receipt, with
 * and without JavaScript. Booked through the checkout's forms, on dates of its own.
 */
const bookByBankTransfer = (page: Page, fromToday: number) =>
  bookByForms(page, { lng: "en", fromToday, email: `ada.files.${fromToday}@example.com` });

test("bank details, calendar file and printable receipt after a bank-transfer booking", async ({ page }) => {
  const reference = await bookByBankTransfer(page, 101);
  expect(reference).toMatch(/^Q-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const bank = page.getByTestId("bank-transfer");
  await expect(bank.getByTestId("bank-iban")).toHaveText(/^[A-Z]{2}\d{2}( [A-Z0-9]{4})+( [A-Z0-9]{1,4})?$/);
  await expect(bank.getByTestId("bank-reference")).toHaveText(reference);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("calendar-link").click()]);
  expect(download.suggestedFilename()).toBe(`${reference}.ics`);

  await page.getByTestId("receipt-link").click();
  await expect(page.getByTestId("receipt-reference")).toHaveText(reference);
  await hydrated(page);
  await expect(page.getByTestId("print-receipt")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("body > div > header").first()).toBeHidden();
  await expect(page.getByTestId("print-receipt")).toBeHidden();
  await expect(page.getByTestId("receipt-total")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the receipt is a plain link and page, with no print button", async ({ page }) => {
    const reference = await bookByBankTransfer(page, 105);
    await page.getByTestId("receipt-link").click();
    await expect(page.getByTestId("receipt-reference")).toHaveText(reference);
    await expect(page.getByTestId("receipt-payment")).toHaveText("Bank transfer");
    await expect(page.getByTestId("print-receipt")).toHaveCount(0);
  });
});
