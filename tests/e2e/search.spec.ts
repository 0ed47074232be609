import { expect, type Page, test } from "@playwright/test";
import {
  accessibilityErrors,
  chooseStay,
  holdScript,
  htmlcsErrors,
  hydrated,
  isoDateFromToday,
  tenantUrl,
} from "./support";

/** The first number in the results heading: all results, or the filtered ones ("12 of 79"). */
const resultsCount = async (page: Page) =>
  Number((await page.getByTestId("results-count").textContent())?.match(/\d+/)?.[0] ?? 0);

test("search from the home page, filter by a service and a price in place (English, JavaScript)", async ({ page }) => {
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
  const prices = await page.getByTestId("listing-price").allInnerTexts();
  expect(prices.length, "a price on every card shown").toBe(await cards.count());
  for (const text of prices) {
    const nightly = Number(text.match(/€([\d,.]+) per night/)?.[1]?.replace(/,/g, "") ?? Number.NaN);
    expect(nightly).toBeLessThanOrEqual(120);
  }
  expect(dataRequests).toEqual([]);
});

/** Berlin's results for two, a month ahead for ten nights, with a maximum nightly price of 120. */
const berlinUnder120 = () =>
  tenantUrl(
    "quartier",
    `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(30)}&outDate=${isoDateFromToday(40)}&guests=2&radius=10&price=0-120`,
  );

test("switch views: tiles, then the map, which draws its canvas (English, JavaScript)", async ({ page }) => {
  await page.goto(berlinUnder120());
  await hydrated(page);
  await page.getByTestId("view-switch").getByRole("link", { name: "Tiles" }).click();
  await expect(page).toHaveURL(/view=tile/);
  await expect(page.getByTestId("search-page")).toHaveAttribute("data-view", "tile");
  await page.getByTestId("view-switch").getByRole("link", { name: "Map" }).click();
  await expect(page.locator("[data-map-ready=true]")).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("canvas.maplibregl-canvas")).toBeVisible();
});

test("Reset filters brings back all results; page forward and open a result (English, JavaScript)", async ({
  page,
}) => {
  await page.goto(berlinUnder120());
  await hydrated(page);
  const [shown, total] = ((await page.getByTestId("results-count").textContent())?.match(/\d+/g) ?? []).map(Number);
  expect(shown).toBeLessThan(total ?? 0);
  // Back to the list without filters: all results again, then page forward and open a result.
  await page.getByRole("link", { name: "Reset filters" }).first().click();
  await expect(page).not.toHaveURL(/[?&](popular|price)=/);
  await expect(page.getByTestId("results-count")).toHaveText(`${total} apartments`);
  await expect(page.getByTestId("filters").getByRole("checkbox", { checked: true })).toHaveCount(0);
  await expect(page.getByTestId("filters").getByLabel("Maximum per night")).toHaveValue("");
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
  await page.getByRole("textbox", { name: "Anreise" }).fill(isoDateFromToday(21));
  await page.getByRole("textbox", { name: "Abreise" }).fill(isoDateFromToday(28));
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/\/de\/search\/Wien\?placeId=\d+/);
}

test("a filter group shows all its values in place and filters by one beyond the first six (English, JavaScript)", async ({
  page,
}) => {
  await page.goto(berlinUnder120());
  await hydrated(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });
  const group = page.getByTestId("filters").getByTestId("filter-group-amenities");
  const rows = group.getByRole("checkbox");
  await expect(rows).toHaveCount(6);
  const showAll = group.getByRole("button", { name: /^Show all \d+$/ });
  const all = Number((await showAll.textContent())?.match(/\d+/)?.[0]);
  expect(all).toBeGreaterThan(7);
  await showAll.click();
  await expect(rows).toHaveCount(all);
  await expect(group.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  await group.getByRole("button", { name: "Show fewer" }).click();
  await expect(rows).toHaveCount(6);
  await showAll.click();
  const eighth = rows.nth(7);
  const value = await eighth.getAttribute("value");
  await eighth.check();
  await expect(page).toHaveURL(new RegExp(`amenities=${value}`));
  await expect(page.getByTestId("results-count")).toContainText(" of ");
  expect(page.url()).not.toContain("more=");
  expect(dataRequests).toEqual([]);
});

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

  test("German: a filter group's other values come with the form, which keeps what was typed", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
    const page = await context.newPage();
    await searchViennaInGermanWithoutJavaScript(page);
    const total = await resultsCount(page);
    const filters = page.getByTestId("filters");
    const group = filters.getByTestId("filter-group-amenities");
    const rows = group.getByRole("checkbox");
    await expect(rows).toHaveCount(6);
    // A price limit no result exceeds: it goes with the form and the results stay the same.
    await filters.getByLabel("Höchstens pro Nacht").fill("5000");
    const showAll = group.getByRole("button", { name: /^Alle \d+ anzeigen$/ });
    const all = Number((await showAll.textContent())?.match(/\d+/)?.[0]);
    expect(all).toBeGreaterThan(7);
    await showAll.click();
    await expect(page).toHaveURL(/more=amenities/);
    await expect(page).toHaveURL(/price=0-5000/);
    await expect(filters.getByLabel("Höchstens pro Nacht")).toHaveValue("5000");
    await expect(rows).toHaveCount(all);
    await expect(showAll).toHaveCount(0);
    const eighth = await rows.nth(7).getAttribute("value");
    await rows.nth(7).check();
    await filters.getByRole("button", { name: "Ergebnisse anzeigen" }).click();
    await expect(page).toHaveURL(new RegExp(`amenities=${eighth}`));
    await expect(page.getByTestId("results-count")).toContainText(" von ");
    expect(await resultsCount(page)).toBeLessThan(total);
    // Enter in a field sends the form as "Show results" does, not as a group's "show all".
    await filters.getByLabel("Höchstens pro Nacht").fill("4000");
    await filters.getByLabel("Höchstens pro Nacht").press("Enter");
    await expect(page).toHaveURL(/price=0-4000/);
    expect(new URL(page.url()).searchParams.getAll("more")).toEqual(["amenities"]);
    await context.close();
  });

  test("English: next page is a real link", async ({ page }) => {
    await page.goto(tenantUrl("quartier", "/en"));
    await page.getByLabel("Where to?").fill("London");
    await page.getByRole("textbox", { name: "Check-in" }).fill(isoDateFromToday(50));
    await page.getByRole("textbox", { name: "Check-out" }).fill(isoDateFromToday(80));
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
  // The folded form's code loads on opening: type once the field has become the suggesting combobox.
  await expect(page.getByLabel("Where to?")).toHaveAttribute("aria-autocomplete", "list");
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
  // axe and HTML_CodeSniffer each go through a page of some 1,500 elements, twice.
  test.slow();
  const stay = `inDate=${isoDateFromToday(20)}&outDate=${isoDateFromToday(27)}&guests=2&radius=10`;
  await page.goto(tenantUrl("quartier", `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&${stay}`));
  await hydrated(page);
  expect(await accessibilityErrors(page)).toEqual([]);
  // The grid view on a German page (longer words wrap differently), with the search form open.
  await page.goto(
    tenantUrl("quartier", `/de/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&${stay}&view=grid`),
  );
  await hydrated(page);
  await page.getByText("Suche ändern").click();
  await expect(page.getByLabel("Wohin?")).toBeVisible();
  expect(await accessibilityErrors(page)).toEqual([]);
});

test("the HTML_CodeSniffer check reads translucent colours and finds low contrast", async ({ page }) => {
  await page.goto(tenantUrl("quartier", "/en"));
  await hydrated(page);
  expect(await htmlcsErrors(page)).toEqual([]);
  // Pale text in a colour with opacity, the way Tailwind writes `text-ink/30` (Chromium reports oklab).
  await page.evaluate(`(() => {
    const probe = document.createElement("p");
    probe.textContent = "Hardly readable";
    probe.style.color = "color-mix(in oklab, rgb(30 27 75) 30%, transparent)";
    document.querySelector("main").prepend(probe);
  })()`);
  expect((await htmlcsErrors(page)).join("\n")).toMatch(/G18\.Fail: p \(Hardly readable\)/);
});

const BERLIN = "/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053";
const stayFromToday = (days: number, nights: number) =>
  `inDate=${isoDateFromToday(days)}&outDate=${isoDateFromToday(days + nights)}&guests=2&radius=10`;

/**
 * The nightly prices of the cards shown, as numbers ("€126.32 per night", "126,32 € pro Nacht"), once the
 * page has loaded: right after a form's navigation the new page may still be arriving, its list cut short.
 */
const nightlyPrices = async (page: Page) => {
  await page.waitForLoadState("load");
  return (await page.getByTestId("listing-price").allInnerTexts()).map((text) => {
    const amount = text.split("\n")[0]?.match(/[\d.,]+/)?.[0] ?? "";
    // English groups with commas and a decimal point; German the other way round.
    const normalised = /,\d{2}$/.test(amount) ? amount.replace(/\./g, "").replace(",", ".") : amount.replace(/,/g, "");
    return Number(normalised);
  });
};

test("German: the dates in the opened search form are shown whole", async ({ page }) => {
  // The narrowest desktop layout, where the form's six fields share one row.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(tenantUrl("quartier", `/de${BERLIN}&${stayFromToday(20, 7)}`));
  await hydrated(page);
  await page.getByText("Suche ändern").click();
  const dates = page.locator("button[aria-haspopup=dialog] span.truncate");
  await expect(dates.first()).toBeVisible();
  // Arrival and departure.
  await expect(dates).toHaveCount(2);
  for (const date of await dates.all()) {
    const [shown, whole] = await date.evaluate((e) => [e.clientWidth, e.scrollWidth]);
    expect(whole, (await date.textContent()) ?? "").toBeLessThanOrEqual(shown ?? 0);
  }
});

test("sort by price and filter by free cancellation in place, and the apartment looked at comes first (English, JavaScript)", async ({
  page,
}) => {
  // Arrival in 6 days: rates free to cancel until 7 or more days before arrival no longer are.
  test.slow();
  await page.goto(tenantUrl("quartier", `/en${BERLIN}&${stayFromToday(6, 5)}`));
  await hydrated(page);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  const total = await resultsCount(page);
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  });

  await expect(page.getByLabel("Sort by")).toHaveValue("recommended");
  await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByRole("button", { name: "Sort", exact: true })).toBeHidden();
  await expect(async () => {
    const prices = await nightlyPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  }).toPass();
  const cheapest = (await nightlyPrices(page))[0] ?? 0;
  await page.getByLabel("Sort by").selectOption({ label: "Price: high to low" });
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(async () => {
    const prices = await nightlyPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBeGreaterThan(cheapest);
  }).toPass();

  // Free cancellation: a filter with its count, applied in place; the sort order stays.
  const free = page.getByTestId("filter-free-cancellation");
  const count = Number((await free.textContent())?.match(/(\d+)\s*$/)?.[1]);
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(total);
  await free.getByRole("checkbox", { name: "Free cancellation" }).check();
  await expect(page).toHaveURL(/freeCancellation=1/);
  await expect(page).toHaveURL(/sort=price-desc/);
  await expect(page.getByTestId("results-count")).toContainText(`${count} of ${total}`);
  expect(dataRequests).toEqual([]);
  expect(await accessibilityErrors(page)).toEqual([]);

  // Back from an apartment (aptId): its result comes first, marked, whatever the order.
  const last = page.getByTestId("listing-card").last();
  const href = (await last.getByRole("link").first().getAttribute("href")) ?? "";
  const apartmentTypeId = href.match(/\/apartments\/([^?]+)/)?.[1] ?? "";
  await page.goto(
    tenantUrl("quartier", `/en${BERLIN}&${stayFromToday(6, 5)}&sort=price-desc&aptId=${apartmentTypeId}`),
  );
  await hydrated(page);
  const first = page.getByTestId("listing-card").first();
  await expect(first.getByTestId("looked-at")).toHaveText("The apartment you looked at");
  await expect(first.getByRole("link").first()).toHaveAttribute("href", href);
  await expect(page.getByTestId("looked-at")).toHaveCount(1);
});

test("a campaign key (cms) stays in the results' links and goes on to the apartment pages (English)", async ({
  page,
}) => {
  await page.goto(tenantUrl("quartier", `/en${BERLIN}&${stayFromToday(40, 5)}&cms=spring-letter`));
  await hydrated(page);
  await expect(page.getByTestId("listing-card").first().getByRole("link").first()).toHaveAttribute(
    "href",
    /[?&]cms=spring-letter(&|$)/,
  );
  await page.getByTestId("view-switch").getByRole("link", { name: "Tiles" }).click();
  await expect(page).toHaveURL(/cms=spring-letter/);
  // Anything but a short key is not carried.
  await page.goto(tenantUrl("quartier", `/en${BERLIN}&${stayFromToday(40, 5)}&cms=%3Cb%3E`));
  await hydrated(page);
  await expect(page.getByTestId("listing-card").first().getByRole("link").first()).not.toHaveAttribute("href", /cms=/);
});

test.describe("sorting without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("German: sort by price with the form's button, then filter by free cancellation; both stay in the URL", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
    const page = await context.newPage();
    await searchViennaInGermanWithoutJavaScript(page);
    const total = await resultsCount(page);
    await page.getByLabel("Sortieren nach").selectOption({ label: "Preis: absteigend" });
    await page.getByRole("button", { name: "Sortieren", exact: true }).click();
    await expect(page).toHaveURL(/sort=price-desc/);
    const prices = await nightlyPrices(page);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    const filters = page.getByTestId("filters");
    await filters.getByRole("checkbox", { name: "Kostenlose Stornierung" }).check();
    await filters.getByRole("button", { name: "Ergebnisse anzeigen" }).click();
    await expect(page).toHaveURL(/freeCancellation=1/);
    await expect(page).toHaveURL(/sort=price-desc/);
    expect(await resultsCount(page)).toBeLessThan(total);
    await expect(page.getByTestId("filter-free-cancellation").getByRole("checkbox")).toBeChecked();
    const filtered = await nightlyPrices(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered).toEqual([...filtered].sort((a, b) => b - a));
    await context.close();
  });
});

test.describe("phone without JavaScript @phone", () => {
  test.use({ javaScriptEnabled: false });

  test("the results page fits the screen, the sort button beside its select (German)", async ({ page }) => {
    await page.goto(tenantUrl("quartier", `/de${BERLIN}&${stayFromToday(40, 4)}`));
    await expect(page.getByTestId("listing-card").first()).toBeVisible();
    await expect(page.getByTestId("sort").getByRole("button", { name: "Sortieren" })).toBeVisible();
    // Nothing is wider than the screen: no sideways scrolling (the sort row pushed it 30 px wider).
    // (A phone browser widens its layout to the content, so the screen's width is the device's.)
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  });

  test("the filters are folded and the first result is on the first screen, whatever the browser says it is", async ({
    browser,
  }) => {
    // A phone-sized window whose browser does not call itself mobile (no "Mobile" in its user agent).
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 915 },
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
      isMobile: false,
      hasTouch: false,
      extraHTTPHeaders: { "Sec-CH-UA-Mobile": "?0" },
    });
    const page = await context.newPage();
    await page.goto(tenantUrl("quartier", `/en${BERLIN}&${stayFromToday(30, 7)}`));
    await expect(page.getByTestId("filters")).toBeHidden();
    const box = await page.getByTestId("listing-card").first().boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(915);
    await page.getByText("Filters", { exact: true }).click();
    await expect(page.getByTestId("filters")).toBeVisible();
    await context.close();
  });

  test("a message can be closed and stays clear of the header and the search", async ({ page }) => {
    await page.goto(tenantUrl("quartier", `/en${BERLIN}&${stayFromToday(30, 7)}`));
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Only necessary" }).click();
    const toast = page.getByTestId("toasts").getByRole("status");
    await expect(toast).toContainText("Your cookie choice has been saved.");
    const toastBox = await toast.boundingBox();
    const searchBox = await page.getByRole("region", { name: "Find your apartment" }).boundingBox();
    const headerBox = await page.locator("header").first().boundingBox();
    for (const covered of [searchBox, headerBox]) {
      if (!toastBox || !covered) throw new Error("no box");
      // Touching is not covering: without JavaScript the message sits in the flow right above the search.
      expect(toastBox.y >= covered.y + covered.height || toastBox.y + toastBox.height <= covered.y).toBe(true);
    }
    // The close control is keyboard reachable; a pointer clicks its ×.
    await toast.getByRole("checkbox", { name: "Close" }).focus();
    await page.keyboard.press("Space");
    await expect(toast).toBeHidden();
  });
});

test("a message closes with its button and by itself (JavaScript) @phone", async ({ page }) => {
  await page.goto(tenantUrl("quartier", `/en${BERLIN}&${stayFromToday(30, 7)}`));
  await hydrated(page);
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Accept all" }).click();
  const toasts = page.getByTestId("toasts");
  await expect(toasts).toContainText("Your cookie choice has been saved.");
  await toasts.getByRole("button", { name: "Close" }).click();
  await expect(toasts).not.toContainText("Your cookie choice has been saved.");
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Only necessary" }).click();
  await expect(toasts).toContainText("Your cookie choice has been saved.");
  // Dismissed by itself after a few seconds.
  await expect(toasts).not.toContainText("Your cookie choice has been saved.", { timeout: 15_000 });
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

test("results: a date field clicked before the folded form's code arrives opens the calendar", async ({ page }) => {
  // The form's code held back until the visitor has clicked: the click lands on the server's HTML.
  const release = await holdScript(page, /\/assets\/search-form-[^/]+\.js$/);
  await page.goto(
    tenantUrl(
      "citynest",
      `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(30)}&outDate=${isoDateFromToday(37)}&guests=1&radius=10`,
    ),
  );
  await hydrated(page);
  await page.getByText("Change search").click();
  await page.getByLabel("Where to?").fill("Berl");
  await page.getByRole("button", { name: /Check-in/ }).click();
  // Still the server's form: its native date inputs are not yet the picker's hidden values.
  await expect(page.locator("#search-form-inDate")).not.toHaveAttribute("aria-hidden", "true");
  release();
  await expect(page.locator('button[data-date][tabindex="0"]').first()).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByLabel("Where to?")).toHaveValue("Berl");
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
  const total = await resultsCount(page);
  const dataRequests: string[] = [];
  const listenForData = (request: { url: () => string }) => {
    if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
  };
  page.on("request", listenForData);

  // A service filter applies in place: the heading counts the matches of all.
  const service = page.getByTestId("filters").getByTestId("filter-group-popular").getByRole("checkbox").first();
  await service.check();
  await expect(page).toHaveURL(/\/de\/serviced-apartments\/berlin\?.*popular=/);
  await expect(page.getByTestId("results-count")).toContainText(" von ");
  expect(await resultsCount(page)).toBeLessThan(total);
  expect(dataRequests).toEqual([]);
  await service.uncheck();
  await expect(page.getByTestId("results-count")).toHaveText(`${total} Apartments`);
  page.off("request", listenForData);

  await page.getByRole("link", { name: "Nächste Seite" }).click();
  await expect(page).toHaveURL(/\/de\/serviced-apartments\/berlin\?page=2$/);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await page.getByTestId("listing-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(/\/de\/apartments\//);
});
