import { expect, type Page, test } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * The search page carries only its first view; the browser fetches the search's listings (the
 * redirectLocation) on the first change and recomputes in place. These journeys check that the
 * counts after that lazy load are the ones the server renders for the same URL, and that the results
 * never go blank while the listings load.
 */

const LISTINGS_PATH = "/api/find-offers/listings";

/** Berlin for two, a month ahead for ten nights: about a hundred results at the default inventory. */
const berlin = (lng: "en" | "de", extra = "") =>
  tenantUrl(
    "quartier",
    `/${lng}/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(30)}&outDate=${isoDateFromToday(40)}&guests=2&radius=10${extra}`,
  );

/** Counts the fetches of the listing set, and marks the page when its results ever go blank after loading. */
async function watch(page: Page) {
  const fetches: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === LISTINGS_PATH) fetches.push(request.url());
  });
  await page.addInitScript(() => {
    const flag = window as unknown as { resultsWentBlank?: boolean };
    document.addEventListener("DOMContentLoaded", () => {
      new MutationObserver(() => {
        if (!document.querySelector('[data-testid="listing-card"]')) flag.resultsWentBlank = true;
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  return {
    fetches,
    wentBlank: () =>
      page.evaluate(() => Boolean((window as unknown as { resultsWentBlank?: boolean }).resultsWentBlank)),
  };
}

/** The results heading and the first card the server renders for the page's current URL (the no-JS page). */
async function serverView(page: Page) {
  const html = await page.evaluate((url) => fetch(url).then((response) => response.text()), page.url());
  return {
    count: html.match(/data-testid="results-count"[^>]*>([^<]+)</)?.[1],
    firstId: html.match(/data-listing-id="([^"]+)"/)?.[1],
  };
}

/** The number in the results heading before any filter: all results. */
async function allResults(page: Page) {
  const total = Number((await page.getByTestId("results-count").textContent())?.match(/^(\d+) [A-Za-z]+$/)?.[1]);
  expect(total, "more results than the map's page of 50").toBeGreaterThan(50);
  return total;
}

/** The page shows what the server renders for its URL. */
async function expectServersView(page: Page) {
  const server = await serverView(page);
  await expect(page.getByTestId("results-count")).toHaveText(server.count ?? "no count");
  await expect(page.getByTestId("listing-card").first()).toHaveAttribute("data-listing-id", server.firstId ?? "none");
}

test("English: the listings load on the first filter; sort, page and views then apply in place with the server's counts", async ({
  page,
}) => {
  const watched = await watch(page);
  await page.goto(berlin("en"));
  await hydrated(page);
  const total = await allResults(page);
  await expect(page.getByTestId("listing-card")).toHaveCount(10);
  expect(watched.fetches, "the page's first view needs no listings").toEqual([]);

  await page.getByTestId("filters").getByTestId("filter-group-popular").getByRole("checkbox").first().check();
  await expect(page).toHaveURL(/popular=/);
  await expect(page.getByTestId("results-count")).toContainText(` of ${total} apartments`);
  await expectServersView(page);

  await page.getByTestId("sort").getByLabel("Sort by").selectOption("price-asc");
  await expect(page).toHaveURL(/sort=price-asc/);
  await expectServersView(page);

  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
  await expectServersView(page);

  await page.getByTestId("view-switch").getByRole("link", { name: "Tiles" }).click();
  await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "tile");
  await expectServersView(page);

  expect(watched.fetches, "one fetch of the listings for all changes").toHaveLength(1);
  expect(await watched.wentBlank()).toBe(false);
});

test("German on a phone: filter and page in place, then the map has a pin for every result @phone", async ({
  page,
}) => {
  const watched = await watch(page);
  await page.goto(berlin("de"));
  await hydrated(page);
  const total = await allResults(page);
  expect(watched.fetches).toEqual([]);

  await page.getByText("Filter", { exact: true }).click();
  await page.getByTestId("filters").getByTestId("filter-group-popular").getByRole("checkbox").first().check();
  await expect(page.getByTestId("results-count")).toContainText(` von ${total} Apartments`);
  await expectServersView(page);
  const filtered = Number((await page.getByTestId("results-count").textContent())?.match(/\d+/)?.[0]);

  await page.getByRole("link", { name: "Nächste Seite" }).click();
  await expect(page.getByText(/Seite 2 von \d+/)).toBeVisible();
  await expectServersView(page);

  // The map's first page holds 50 results; its pins are all of them, filtered.
  await page.getByTestId("view-switch").getByRole("link", { name: "Karte" }).click();
  await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "map");
  await expect(page.locator("[data-pins]")).toHaveAttribute("data-pins", String(filtered));
  expect(watched.fetches).toHaveLength(1);
  expect(await watched.wentBlank()).toBe(false);
});

test("English map view: pins for all results once the listings are there, more than its page holds", async ({
  page,
}) => {
  const watched = await watch(page);
  await page.goto(berlin("en", "&view=map"));
  await hydrated(page);
  // The server's page: 50 results; the browser then fetches the listings for a pin per result.
  await expect(page.getByTestId("listing-card")).toHaveCount(50);
  const total = await allResults(page);
  await expect(page.locator("[data-pins]")).toHaveAttribute("data-pins", String(total));
  expect(watched.fetches).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("English: filter, sort, page and views work from the URL, and the listings are never fetched", async ({
    page,
  }) => {
    const watched = await watch(page);
    await page.goto(berlin("en"));
    const total = await allResults(page);
    const filters = page.getByTestId("filters");
    await filters.getByTestId("filter-group-popular").getByRole("checkbox").first().check();
    await filters.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/popular=/);
    await expect(page.getByTestId("results-count")).toContainText(` of ${total} apartments`);
    const count = await page.getByTestId("results-count").textContent();

    await page.getByTestId("sort").getByLabel("Sort by").selectOption("price-desc");
    await page.getByTestId("sort").getByRole("button").click();
    await expect(page).toHaveURL(/sort=price-desc/);
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.getByTestId("view-switch").getByRole("link", { name: "Grid" }).click();
    await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "grid");
    await expect(page).toHaveURL(/sort=price-desc/);
    await expect(page.getByTestId("results-count")).toHaveText(count ?? "");
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    expect(watched.fetches).toEqual([]);
  });
});
