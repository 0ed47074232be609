import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { book, bookableOffer, fillGuest, type Lng, TEXT } from "./checkout-support";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * Company codes (docs/guides/features.md "Company codes"): a code typed on the apartment page shows the company's
 * negotiated rate beside the public ones, and booking it prefills the company and pays by invoice at
 * the price the inventory computed; an unknown code says so and keeps the input; operators create codes.
 */

const T = {
  en: {
    codeField: "Company code (optional)",
    update: "Update price",
    invoice: "Invoice to your company",
    company: "Company",
  },
  de: {
    codeField: "Firmencode (optional)",
    update: "Preis aktualisieren",
    invoice: "Rechnung an Ihr Unternehmen",
    company: "Firma",
  },
} as const;

async function bookAtCompanyRate(page: Page, lng: Lng, fromToday: number, javaScriptEnabled: boolean) {
  const t = T[lng];
  // A search, an apartment page with two accessibility checks and five steps: longer than one page.
  test.setTimeout(120_000);
  await page.goto(tenantUrl("quartier", await bookableOffer(page, lng, fromToday)));
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel(t.codeField).fill("acme");
  await page.getByRole("button", { name: t.update }).click();
  await expect(page).toHaveURL(/companyCode=acme/i);
  await expect(page.getByTestId("company-code-valid")).toContainText("Acme Consulting GmbH");
  // axe runs in the page's JavaScript: checked on the journey that has it.
  if (javaScriptEnabled) expect(await accessibilityErrors(page)).toEqual([]);
  const rate = page.getByTestId("rate-choice").locator("label").filter({ hasText: "Acme Consulting GmbH" });
  await expect(rate.getByTestId("company-rate-badge")).toBeVisible();
  const shownTotal = (await rate.locator(".tabular-nums").textContent())?.trim() ?? "";
  expect(shownTotal).not.toBe("");
  await rate.getByRole("radio").check();
  await page.getByTestId("book-form").getByRole("button", { name: TEXT[lng].book }).click();
  await expect(page.getByRole("heading", { name: TEXT[lng].details })).toBeVisible();
  // The company's billing details are filled in and invoice is chosen.
  await expect(page.getByLabel(t.company, { exact: true })).toHaveValue("Acme Consulting GmbH");
  await expect(page.locator('input[name="paymentMethod"][value="invoice"]')).toBeChecked();
  await fillGuest(page, lng, `acme.${lng}@example.com`);
  await page.getByTestId("step-next").click();
  await expect(page).toHaveURL(/\/checkout\/(extra-services|summary)\?id=/);
  if (page.url().includes("/extra-services")) await page.getByTestId("step-next").click();
  await expect(page.getByRole("heading", { name: TEXT[lng].summary })).toBeVisible();
  await expect(page.getByTestId("summary-payment")).toContainText(t.invoice);
  await expect(page.locator("body")).toContainText(shownTotal);
  await book(page, lng);
}

test("a company code shows the company's rate, which books by invoice at that price (English)", async ({ page }) => {
  await bookAtCompanyRate(page, "en", 131, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("ein Firmencode zeigt den Firmentarif, der auf Rechnung zu diesem Preis bucht (Deutsch, ohne JavaScript)", async ({
    page,
  }) => {
    await bookAtCompanyRate(page, "de", 137, false);
  });
});

test("@phone an unknown company code says so, keeps the input and shows the public rates", async ({ page }) => {
  const offer = await bookableOffer(page, "en", 143);
  await page.goto(tenantUrl("quartier", `${offer}&companyCode=nope-123`));
  await expect(page.getByTestId("company-code-problem")).toHaveAttribute("data-status", "unknown");
  await expect(page.getByTestId("company-code-problem")).toContainText("NOPE-123");
  await expect(page.getByLabel(T.en.codeField)).toHaveValue("NOPE-123");
  await expect(page.getByTestId("company-rate-badge")).toHaveCount(0);
  expect(await accessibilityErrors(page)).toEqual([]);
});

test("an operator creates a company code in the admin area", async ({ page }) => {
  await openAsAdmin(page, tenantUrl("admin.harbourlofts", "/en/admin/company-codes"), "admin-harbourlofts");
  await expect(page.getByRole("heading", { name: "Company codes", level: 1 })).toBeVisible();
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByTestId("new-company-code-form");
  await form.getByLabel("Code", { exact: true }).fill(code);
  await form.getByLabel("Company name").fill("Initech Ltd");
  await form.getByLabel("Valid from (arrival)").fill(isoDateFromToday(0));
  await form.getByLabel("Valid until (arrival)").fill(isoDateFromToday(90));
  await form.getByLabel("Percent, or the nightly rate").fill("8");
  await form.getByLabel("Invoice allowed").check();
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByTestId("company-code-done")).toContainText(code);
  const row = page.locator(`[data-testid="company-code-row"][data-code="${code}"]`);
  await expect(row.getByTestId("company-code-status")).toHaveText("Valid");
  await expect(row).toContainText("8% off");
  expect(await accessibilityErrors(page)).toEqual([]);
});
