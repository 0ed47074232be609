import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { chooseStay, hydrated, isoDateFromToday, tenantUrl } from "./support";

/** The first number in the results heading: all results, or the filtered ones ("12 of 79"). */
const resultsCount = async (page: Page) =>
  Number((await page.getByTestId("results-count").textContent())?.match(/\d+/)?.[0] ?? 0);

test("search from the home page, filter by price and a service, switch views, page, open a result (English, JavaScript)", async ({
  page,
}) => {
  await page.goto(tenantUrl("quartier", "/en"));
  await hydrated(page);
  await page.getByLabel("Where to?").fill("Berlin");
  await chooseStay(page, { fromToday: 30, nights: 10 });
  await page.getByLabel("Guests").fill("2");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/en\/search\/Berlin\?/);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  const total = await resultsCount(page);
  expect(total).toBeGreaterThan(10);

  // Filters apply in the browser with the same rules: no request for data from here on.
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });

  // A service filter applies at once on the client; the URL follows.
  const filters = page.getByTestId("filters");
  await filters.getByTestId("filter-group-popular").getByRole("checkbox").first().check();
  await expect(page).toHaveURL(/popular=/);
  await expect(page.getByTestId("results-count")).toContainText(" of ");
  const afterService = await resultsCount(page);
  expect(afterService).toBeLessThan(total);

  // A maximum nightly price, applied with Enter.
  await filters.getByLabel("Maximum per night").fill("120");
  await filters.getByLabel("Maximum per night").press("Enter");
  await expect(page).toHaveURL(/price=0-120/);
  const cards = page.getByTestId("listing-card");
  await expect(cards.first()).toBeVisible();
  for (const text of await page.getByTestId("listing-price").allInnerTexts()) {
    const nightly = Number(text.match(/€([\d,.]+) per night/)?.[1]?.replace(/,/g, "") ?? Number.NaN);
    expect(nightly).toBeLessThanOrEqual(120);
  }
  expect(dataRequests).toEqual([]);

  // Views: tiles, then the map, which draws its canvas.
  await page.getByTestId("view-switch").getByRole("link", { name: "Tiles" }).click();
  await expect(page).toHaveURL(/view=tile/);
  await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "tile");
  await page.getByTestId("view-switch").getByRole("link", { name: "Map" }).click();
  await expect(page.locator("[data-map-ready=true]")).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("canvas.maplibregl-canvas")).toBeVisible();

  // Back to the list without filters, page forward, open a result.
  await page.getByRole("link", { name: "Reset filters" }).click();
  await page.getByTestId("view-switch").getByRole("link", { name: "List" }).click();
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  const first = page.getByTestId("listing-card").first().getByRole("link");
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/en\/apartments\/[^?]+\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&guests=2&radius=10$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
});

/** Alpenstay's home page without JavaScript: Vienna for a week, three weeks ahead. */
async function searchViennaInGermanWithoutJavaScript(page: Page) {
  await page.goto(tenantUrl("alpenstay", "/de"));
  await page.getByLabel("Wohin?").fill("Wien");
  await page.getByLabel("Anreise").fill(isoDateFromToday(21));
  await page.getByLabel("Abreise").fill(isoDateFromToday(28));
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/de\/search\/Wien\?placeId=\d+/);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("German: search, filter by a service and a price", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
    const page = await context.newPage();
    await searchViennaInGermanWithoutJavaScript(page);
    const total = await resultsCount(page);
    expect(total).toBeGreaterThan(5);

    const filters = page.getByTestId("filters");
    await filters.getByTestId("filter-group-popular").getByRole("checkbox").first().check();
    await filters.getByLabel("Höchstens pro Nacht").fill("150");
    await filters.getByRole("button", { name: "Ergebnisse anzeigen" }).click();
    await expect(page).toHaveURL(/price=0-150/);
    await expect(page).toHaveURL(/popular=/);
    await expect(page.getByTestId("results-count")).toContainText(" von ");
    expect(await resultsCount(page)).toBeLessThan(total);
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    await expect(page.getByText("pro Nacht").first()).toBeVisible();
    await context.close();
  });

  test("English: next page is a real link", async ({ page }) => {
    await page.goto(tenantUrl("quartier", "/en"));
    await page.getByLabel("Where to?").fill("London");
    await page.getByLabel("Check-in").fill(isoDateFromToday(50));
    await page.getByLabel("Check-out").fill(isoDateFromToday(80));
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    await expect(page.getByText("per month").first()).toBeVisible();
  });
});

test("change the search from a results page: the form opens from its summary line and keeps the view (English, JavaScript)", async ({
  page,
}) => {
  const stay = `inDate=${isoDateFromToday(20)}&outDate=${isoDateFromToday(27)}&guests=2&radius=10`;
  await page.goto(
    tenantUrl("quartier", `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&${stay}&view=tile`),
  );
  await hydrated(page);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  // Folded: the results come first, the search is one line.
  await expect(page.getByLabel("Where to?")).toBeHidden();
  await page.getByText("Change search").click();
  await expect(page.getByLabel("Where to?")).toHaveValue("Berlin");
  await page.getByLabel("Where to?").fill("Hamburg");
  await page
    .getByRole("option", { name: /^Hamburg/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/en\/search\/Hamburg\?placeId=\d+&.*view=tile/);
  await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "tile");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hamburg");
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  // A new search folds the form again.
  await expect(page.getByLabel("Where to?")).toBeHidden();
});

test("the results page has no accessibility violations, with the search folded and open", async ({ page }) => {
  const stay = `inDate=${isoDateFromToday(20)}&outDate=${isoDateFromToday(27)}&guests=2&radius=10`;
  await page.goto(tenantUrl("quartier", `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&${stay}`));
  await hydrated(page);
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`,
    );
  expect(await violations()).toEqual([]);
  await page.getByText("Change search").click();
  await expect(page.getByLabel("Where to?")).toBeVisible();
  expect(await violations()).toEqual([]);
});

test.describe("changing the search without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("German: the summary line opens the form, the new search keeps the view", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
    const page = await context.newPage();
    await searchViennaInGermanWithoutJavaScript(page);
    await page.getByTestId("view-switch").getByRole("link", { name: "Raster" }).click();
    await expect(page).toHaveURL(/view=grid/);
    await expect(page.getByLabel("Wohin?")).toBeHidden();
    await page.getByText("Suche ändern").click();
    await page.getByLabel("Wohin?").fill("Graz");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/\/de\/search\/Graz\?placeId=\d+&.*view=grid/);
    await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "grid");
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    await context.close();
  });
});

test("an invalid search URL shows the invalid state with a 400", async ({ page }) => {
  const response = await page.goto(tenantUrl("quartier", "/en/search/Berlin?lat=abc&long=13.4&guests=2"));
  expect(response?.status()).toBe(400);
  // The first thing to change, above the results and by its field.
  await expect(page.getByTestId("search-problem")).toHaveText("Choose your arrival and departure dates.");
  await expect(page.locator("#search-form-inDate-error")).toHaveText("Choose your arrival and departure dates.");
  // Spec: the invalid state clears after a second; the message stays.
  await expect(page.locator("#search-form")).not.toHaveAttribute("data-invalid", "true");
  await expect(page.locator("#search-form-inDate-error")).toBeVisible();
});

test("phone: results with the search and the filters folded away @phone", async ({ page }) => {
  await page.goto(
    tenantUrl(
      "citynest",
      `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(30)}&outDate=${isoDateFromToday(37)}&guests=1&radius=10`,
    ),
  );
  await hydrated(page);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await expect(page.getByTestId("filters")).toBeHidden();
  await page.getByText("Filters", { exact: true }).click();
  await expect(page.getByTestId("filters")).toBeVisible();
  // CityNest has no map: the view switch offers no map.
  await expect(page.getByTestId("view-switch").getByRole("link", { name: "Map" })).toHaveCount(0);
  // The search opens from its line above the results, with the calendar as a full-screen dialog.
  await expect(page.getByLabel("Where to?")).toBeHidden();
  await page.getByText("Change search").click();
  await expect(page.getByLabel("Where to?")).toHaveValue("Berlin");
  await page.getByRole("button", { name: /Check-in/ }).click();
  await expect(page.getByRole("dialog", { name: "Choose your dates" })).toBeVisible();
});

test("with consent the browser remembers the last search and the chosen view, without it nothing", async ({ page }) => {
  await page.goto(tenantUrl("harbourlofts", "/en"));
  await hydrated(page);
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Accept all" }).click();
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
  await page.getByLabel("Where to?").fill("Dublin");
  await chooseStay(page, { fromToday: 15, nights: 4 });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await page.getByTestId("view-switch").getByRole("link", { name: "Tiles" }).click();
  await expect(page).toHaveURL(/view=tile/);
  await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "tile");
  // The choice is stored after the render; leave only once it is.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("quartier.search") ?? ""))
    .toContain('"view":"tile"');
  await page.goto(tenantUrl("harbourlofts", "/en"));
  await hydrated(page);
  const last = page.getByTestId("last-search");
  await expect(last).toContainText("Continue your search: Dublin");
  await last.click();
  await expect(page).toHaveURL(/\/en\/search\/Dublin\?.*view=tile/);
  await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "tile");

  // Taking consent back drops what was stored.
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Only necessary" }).click();
  await page.goto(tenantUrl("harbourlofts", "/en"));
  await hydrated(page);
  await expect(page.getByTestId("last-search")).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem("quartier.search"))).toBeNull();
});

test("a city landing page lists the city's apartments, pages and filters in place (German)", async ({ page }) => {
  await page.goto(tenantUrl("quartier", "/de/serviced-apartments/berlin"));
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Berlin");
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await page.getByRole("link", { name: "Nächste Seite" }).click();
  await expect(page).toHaveURL(/\/de\/serviced-apartments\/berlin\?page=2$/);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await page.getByTestId("listing-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/de\/apartments\//);
});
