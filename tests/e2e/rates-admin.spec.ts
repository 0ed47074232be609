import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { searchUrl } from "./checkout-support";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * Operators set an apartment type's rates (decision 0109): its nightly price, a rate plan of its own
 * and an extra service; the guest's apartment page shows the price and the plan's terms. The journey
 * takes a type the other journeys do not book or price (the search's third result), gives it a price
 * of its own each run and removes what it added, so runs do not pile plans up.
 */

// Signs in, saves four times and opens the apartment page: slow on a loaded machine, never waiting on time.
test.slow();

const ratesPath = (lng: "en" | "de", id: string) => `/${lng}/admin/apartments/${id}/rates`;

/** The third apartment of a search for the brand (the first is the checkout and calendar journeys'). */
async function thirdApartmentTypeId(page: Page): Promise<string> {
  await page.goto(searchUrl("alpenstay", "en", 60));
  const href = await page
    .getByTestId("listing-card")
    .nth(2)
    .locator('a[href*="/apartments/"]')
    .first()
    .getAttribute("href");
  const id = /\/apartments\/(a-[a-z0-9-]+)/.exec(href ?? "")?.[1];
  expect(id, "a third apartment on the search page").toBeTruthy();
  return id ?? "";
}

async function openRates(page: Page, lng: "en" | "de", id: string, javaScript: boolean) {
  await openAsAdmin(page, tenantUrl("admin.alpenstay", ratesPath(lng, id)), "admin-alpenstay", {
    javaScriptEnabled: javaScript,
  });
}

test("an operator sets the nightly price, adds a rate plan and an extra service; the apartment page shows them", async ({
  page,
}) => {
  const id = await thirdApartmentTypeId(page);
  await openRates(page, "en", id, true);
  await expect(page.getByTestId("apartment-tab-rates")).toHaveAttribute("aria-current", "page");
  expect(await accessibilityErrors(page)).toEqual([]);

  // A price of its own each run (within a quarter of an hour).
  const price = 150 + (Math.floor(Date.now() / 1000 / 10) % 90);
  const prices = page.getByTestId("rates-prices");
  await prices.getByLabel("Nightly price (EUR)").fill(String(price));
  await prices.getByLabel(/^Weekend price/).fill(String(price + 20));
  await prices.getByRole("button", { name: "Save prices" }).click();
  await expect(page.getByTestId("rates-saved")).toHaveText("Prices saved.");
  await expect(prices.getByLabel("Nightly price (EUR)")).toHaveValue(String(price));

  const code = `RUN${Date.now() % 100_000}`;
  const plan = page.getByTestId("new-plan");
  await plan.getByLabel("Code").fill(code);
  await plan.getByLabel("Name (English)").fill(`Early bird ${code}`);
  await plan.getByLabel("Name (German)").fill(`Frühbucher ${code}`);
  await plan.getByLabel("Price in % of the prices above").fill("85");
  await plan.getByLabel(/^Free until/).fill("21");
  await plan.getByLabel("Fee in % of the stay").fill("40");
  await plan.getByRole("button", { name: "Add rate plan" }).click();
  await expect(page.getByTestId("rates-saved")).toHaveText("Rate plan saved.");

  const service = page.getByTestId("rates-service");
  await service.getByLabel("Service").selectOption({ label: "Breakfast" });
  await service.getByLabel("Priced").selectOption({ label: "per person and night" });
  await service.getByLabel("Price (EUR)").fill("14.50");
  await service.getByRole("button", { name: "Save extra service" }).click();
  await expect(page.getByTestId("rates-saved")).toHaveText("Extra service saved.");
  await expect(page.getByTestId("extra-service").filter({ hasText: "Breakfast" })).toContainText(
    "€14.50 · per person and night",
  );

  // The guest's apartment page: the new price; for a stay (the search's days), the plan's terms.
  await page.goto(tenantUrl("alpenstay", `/en/apartments/${id}`));
  await hydrated(page);
  await expect(page.getByText(`From €${price}.00 per night`)).toBeVisible();
  await page.goto(
    tenantUrl("alpenstay", `/en/apartments/${id}?from=${isoDateFromToday(60)}&to=${isoDateFromToday(62)}&guests=1`),
  );
  await hydrated(page);
  await expect(page.getByTestId("rate-policies")).toContainText(`Early bird ${code}`);

  // What the run added goes again.
  await page.goto(tenantUrl("admin.alpenstay", ratesPath("en", id)));
  await hydrated(page);
  const added = page.getByTestId("rate-plan").filter({ has: page.locator(`input[value="${code}"]`) });
  await added.getByRole("button", { name: "Remove rate plan" }).click();
  await expect(page.getByTestId("rates-saved")).toHaveText("Rate plan removed.");
  await page.getByRole("button", { name: "Remove Breakfast" }).click();
  await expect(page.getByTestId("rates-saved")).toHaveText("Extra service removed.");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("ein Betreiber ändert die Endreinigung; eine falsche Eingabe bleibt mit Hinweis stehen @phone", async ({
    page,
  }) => {
    const id = await thirdApartmentTypeId(page);
    await openRates(page, "de", id, false);
    const prices = page.getByTestId("rates-prices");
    await prices.getByLabel("Endreinigung pro Aufenthalt (EUR)").fill("zwölf");
    await prices.getByRole("button", { name: "Preise speichern" }).click();
    await expect(prices.getByLabel("Endreinigung pro Aufenthalt (EUR)")).toHaveValue("zwölf");
    await expect(prices).toContainText("Geben Sie einen Betrag wie 120 oder 120,50 ein.");

    const fee = String(40 + (Math.floor(Date.now() / 1000) % 30));
    await prices.getByLabel("Endreinigung pro Aufenthalt (EUR)").fill(`${fee},50`);
    await prices.getByRole("button", { name: "Preise speichern" }).click();
    await expect(page.getByTestId("rates-saved")).toHaveText("Preise gespeichert.");
    await expect(prices.getByLabel("Endreinigung pro Aufenthalt (EUR)")).toHaveValue(`${fee}.50`);
  });
});
