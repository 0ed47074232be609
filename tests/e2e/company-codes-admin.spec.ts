import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { firstApartmentTypeId } from "./checkout-support";
import { accessibilityErrors, isoDateFromToday, tenantUrl } from "./support";

/**
 * Operators give a company code several rate plans (decision 0038): rows are added and removed in the
 * form, a bad row says what is wrong and keeps the input, and the list shows every plan.
 */

async function openAdmin(page: Page, lng: "en" | "de", javaScript: boolean) {
  await openAsAdmin(page, tenantUrl("admin.alpenstay", `/${lng}/admin/company-codes`), "admin-alpenstay", {
    javaScriptEnabled: javaScript,
  });
}

const newCode = (prefix: string) => `${prefix}-${Date.now().toString(36).toUpperCase()}`;

test("an operator creates a company code with two rate plans; a bad row is explained", async ({ page }) => {
  const typeId = await firstApartmentTypeId(page, "alpenstay");
  await openAdmin(page, "en", true);
  const code = newCode("TWO");
  const form = page.getByTestId("new-company-code-form");
  await form.getByLabel("Code", { exact: true }).fill(code);
  await form.getByLabel("Company name").fill("Initech Ltd");
  await form.getByLabel("Valid from (arrival)").fill(isoDateFromToday(0));
  await form.getByLabel("Valid until (arrival)").fill(isoDateFromToday(90));
  const first = form.getByRole("group", { name: "Rate plan 1" });
  await first.getByLabel("Percent, or the nightly rate").fill("8");
  await form.getByRole("button", { name: "Add another plan" }).click();
  const second = form.getByRole("group", { name: "Rate plan 2" });
  await second.getByLabel("Applies to").selectOption({ label: "One apartment type" });
  await second.getByLabel("Property or apartment type id").fill(typeId);
  await second.getByLabel("Kind of rate").selectOption({ label: "Fixed nightly rate (in the property's currency)" });
  await second.getByLabel("Percent, or the nightly rate").fill("ninety");
  await form.getByRole("button", { name: "Create code" }).click();

  await expect(second.getByText("Enter a percent from 1 to 90, or a nightly rate above 0.")).toBeVisible();
  await expect(second.getByLabel("Percent, or the nightly rate")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Code", { exact: true })).toHaveValue(code);
  await expect(first.getByLabel("Percent, or the nightly rate")).toHaveValue("8");
  expect(await accessibilityErrors(page)).toEqual([]);

  await second.getByLabel("Percent, or the nightly rate").fill("95.50");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(page.getByTestId("company-code-done")).toContainText(code);
  const plans = page.locator(`[data-testid="company-code-row"][data-code="${code}"]`).getByTestId("company-code-plans");
  await expect(plans.getByRole("listitem")).toHaveText([
    "8% off · every apartment",
    `95.50 per night · apartment type ${typeId}`,
  ]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ein Betreiber fügt einem Code einen Plan hinzu und entfernt ihn wieder @phone", async ({ page }) => {
    const typeId = await firstApartmentTypeId(page, "alpenstay");
    await openAdmin(page, "de", false);
    const code = newCode("ZWEI");
    const form = page.getByTestId("new-company-code-form");
    await form.getByLabel("Code", { exact: true }).fill(code);
    await form.getByLabel("Name des Unternehmens").fill("Beispiel GmbH");
    await form.getByLabel("Gültig ab (Anreise)").fill(isoDateFromToday(0));
    await form.getByLabel("Gültig bis (Anreise)").fill(isoDateFromToday(60));
    await form.getByRole("group", { name: "Ratenplan 1" }).getByLabel("Prozent oder Preis pro Nacht").fill("5");
    await form.getByRole("button", { name: "Code anlegen" }).click();
    await expect(page.getByTestId("company-code-done")).toContainText(code);

    const row = page.locator(`[data-testid="company-code-row"][data-code="${code}"]`);
    await row.getByText("Bearbeiten").click();
    const edit = row.getByRole("form", { name: `Bearbeiten ${code}` });
    await edit.getByRole("button", { name: "Weiteren Plan hinzufügen" }).click();
    // The server answers with the form again, one row more, the code's edit form open.
    const second = row.getByRole("group", { name: "Ratenplan 2" });
    await second.getByLabel("Gilt für").selectOption({ label: "Einen Apartmenttyp" });
    await second.getByLabel("ID des Hauses oder Apartmenttyps").fill(typeId);
    await second.getByLabel("Prozent oder Preis pro Nacht").fill("12");
    await row.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("company-code-done")).toContainText(`Der Code ${code} wurde gespeichert.`);
    const plans = row.getByTestId("company-code-plans").getByRole("listitem");
    await expect(plans).toHaveText(["5 % Rabatt · alle Apartments", `12 % Rabatt · Apartmenttyp ${typeId}`]);

    await row.getByText("Bearbeiten").click();
    await row.getByRole("button", { name: "Plan 1 entfernen" }).click();
    await expect(row.getByRole("group", { name: "Ratenplan 2" })).toHaveCount(0);
    await row.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByTestId("company-code-done")).toContainText(code);
    await expect(plans).toHaveText([`12 % Rabatt · Apartmenttyp ${typeId}`]);
  });
});
