import { expect, type Page, test } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * After booking by bank transfer: the bank details, the calendar file and the printable receipt, with
 * and without JavaScript. Booked through the checkout like a guest, on dates of its own.
 */
async function bookByBankTransfer(page: Page, fromToday: number, javaScriptEnabled: boolean) {
  const from = isoDateFromToday(fromToday);
  const to = isoDateFromToday(fromToday + 4);
  const searchUrl = tenantUrl(
    "quartier",
    `/en/search/Berlin?lat=52.52437&long=13.41053&inDate=${from}&outDate=${to}&guests=2&radius=10`,
  );
  await page.goto(searchUrl);
  const count = await page.getByTestId("listing-card").count();
  let started = false;
  for (let index = 0; index < count && !started; index += 1) {
    if (index > 0) await page.goto(searchUrl);
    await hydrated(page, javaScriptEnabled);
    await page.getByTestId("listing-card").nth(index).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/apartments\//);
    const book = page.getByTestId("book-form").getByRole("button", { name: "Book", exact: true });
    if ((await book.count()) === 0) continue;
    await hydrated(page, javaScriptEnabled);
    await book.click();
    started = true;
  }
  expect(started, "a bookable offer").toBe(true);
  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill(`ada.files.${fromToday}@example.com`);
  await page.getByLabel("Phone").fill("+44 20 7946 0958");
  await page.getByLabel("Country of residence").selectOption({ label: "United Kingdom" });
  await page.getByLabel("Bank transfer").check();
  await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/checkout\/(extra-services|summary)\?id=/);
  if (page.url().includes("/extra-services")) await page.getByTestId("step-next").click();
  await page.getByLabel("I accept the terms and conditions").check();
  await page.getByTestId("book").click();
  await expect(page.getByTestId("booking-reference")).toHaveText(/^Q-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  return (await page.getByTestId("booking-reference").textContent()) ?? "";
}

test("bank details, calendar file and printable receipt after a bank-transfer booking", async ({ page }) => {
  const reference = await bookByBankTransfer(page, 71, true);
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
    const reference = await bookByBankTransfer(page, 75, false);
    await page.getByTestId("receipt-link").click();
    await expect(page.getByTestId("receipt-reference")).toHaveText(reference);
    await expect(page.getByTestId("receipt-payment")).toHaveText("Bank transfer");
    await expect(page.getByTestId("print-receipt")).toHaveCount(0);
  });
});
