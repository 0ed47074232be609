import { expect, type Page, test } from "@playwright/test";
import { openAsAdmin } from "./admin-session";
import { createApartmentType, createHouse, type Lng, type NewHouse } from "./house-forms";
import { tenantUrl } from "./support";

/**
 * Operators add their houses and apartment types in the back office (issue 34): a house with its
 * position from the address, an apartment type under it, a refused edit that keeps what was typed.
 */

async function openHouses(page: Page, lng: Lng, javaScript: boolean) {
  await openAsAdmin(page, tenantUrl("admin.alpenstay", `/${lng}/admin/houses`), "admin-alpenstay", {
    javaScriptEnabled: javaScript,
  });
}

/** A name no other run has used, so the list and the search show this run's house. */
const unique = (name: string) => `${name} ${Date.now().toString(36)}`;

const inBerlin = (name: string, position?: { lat: string; long: string }): NewHouse => ({
  name,
  street: "Torstraße",
  number: "12",
  postcode: "10119",
  city: "Berlin",
  country: "DE",
  ...(position ? { position } : {}),
  contact: { name: "Frieda Nielsen", email: "frieda@example.com" },
});

const createType = (page: Page, lng: Lng, names: { en: string; de: string }) =>
  createApartmentType(page, lng, { names, size: { min: 38, max: 42 }, units: 2, price: 95 });

test("an operator creates a house (position from its address) and an apartment type, and sees them listed", async ({
  page,
}) => {
  await openHouses(page, "en", true);
  const name = unique("Torhaus");
  await createHouse(page, "en", inBerlin(name));
  // The position came from the address's city (Berlin), the house joined Berlin.
  const form = page.getByTestId("edit-house-form");
  await expect(form.getByLabel("Latitude", { exact: true })).toHaveValue(/^52\.5/);
  const map = page.getByTestId("house-position-map");
  await expect(map.locator('[data-map-ready="true"]')).toBeVisible();
  // The pin drags: where it is dropped is the house's position.
  const longitude = form.getByLabel("Longitude", { exact: true });
  const before = Number(await longitude.inputValue());
  await map.scrollIntoViewIfNeeded();
  const pin = (await map.getByRole("button", { name: "The house's position" }).boundingBox())!;
  await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
  await page.mouse.down();
  await page.mouse.move(pin.x + pin.width / 2 + 40, pin.y + pin.height / 2, { steps: 5 });
  await page.mouse.move(pin.x + pin.width / 2 + 80, pin.y + pin.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => Number(await longitude.inputValue())).toBeGreaterThan(before);
  await expect(form.getByLabel("Latitude", { exact: true })).toHaveValue(/^52\.5/);

  await createType(page, "en", { en: "Courtyard studio", de: "Hofstudio" });
  await expect(page.getByRole("heading", { level: 1, name: "Courtyard studio" })).toBeVisible();
  await page.getByRole("link", { name }).click();
  await expect(page.getByTestId("apartment-type-list")).toContainText("Courtyard studio");
  await expect(page.getByTestId("change-history")).toContainText("Alpenstay");

  await page.getByTestId("admin-nav").getByTestId("admin-nav-houses").click();
  await page.getByLabel("Name or city").fill(name);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("house-row")).toHaveCount(1);
  await expect(page.getByTestId("house-row")).toContainText(name);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("eine Betreiberin ändert einen Apartmenttyp: falsche Angaben bleiben stehen, mit Meldung", async ({ page }) => {
    await openHouses(page, "de", false);
    const name = unique("Hofhaus");
    await createHouse(page, "de", inBerlin(name, { lat: "52,5301", long: "13.4012" }));
    await createType(page, "de", { en: "Garden loft", de: "Gartenloft" });

    const form = page.getByTestId("edit-apartment-type-form");
    await form.getByLabel("Größe bis (m²)", { exact: true }).fill("30");
    await form.getByLabel("Name (Deutsch)", { exact: true }).fill("Gartenloft mit Terrasse");
    await form.getByTestId("apartment-type-save").click();
    await expect(form.getByText("Die größte Größe darf nicht unter der kleinsten liegen.")).toBeVisible();
    await expect(form.getByLabel("Größe bis (m²)", { exact: true })).toHaveValue("30");
    await expect(form.getByLabel("Name (Deutsch)", { exact: true })).toHaveValue("Gartenloft mit Terrasse");

    await form.getByLabel("Größe bis (m²)", { exact: true }).fill("48");
    await form.getByTestId("apartment-type-save").click();
    await expect(page.getByTestId("apartment-done")).toHaveText("Gespeichert. Die nächste Suche zeigt die Änderung.");
    await expect(page.getByRole("heading", { level: 1, name: "Gartenloft mit Terrasse" })).toBeVisible();

    await page.getByTestId("apartment-tab-history").click();
    const changed = page.getByTestId("change-entry").filter({ hasText: "hat geändert" });
    await expect(changed).toContainText("Größe bis");
    await expect(changed).toContainText("42");
    await expect(changed).toContainText("48");
  });
});

test("@phone an operator adds a house on a phone", async ({ page }) => {
  await openHouses(page, "en", true);
  await page.getByTestId("admin-nav-menu").locator("summary").click();
  await page.getByTestId("admin-nav-menu").getByTestId("admin-nav-houses").click();
  await expect(page.getByRole("heading", { level: 1, name: "Houses" })).toBeVisible();
  const name = unique("Pocket house");
  await createHouse(page, "en", inBerlin(name, { lat: "52.5301", long: "13.4012" }));
  const width = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(width).toBeLessThanOrEqual(0);
});
