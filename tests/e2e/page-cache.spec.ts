import { type Browser, expect, type Page, test } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

// A search page shared between anonymous visitors (docs/decisions/0042): a visitor gets an earlier
// one's copy with a nonce of its own, so its scripts run under the page's policy and it works
// as a page rendered for it would.

const searchPath = (lng: "en" | "de", days: number) =>
  `/${lng}/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(days)}&outDate=${isoDateFromToday(days + 4)}&guests=2&radius=10`;

/** Opens the page in a browser that has never been here; says whether it came from the shared copy. */
async function visit(browser: Browser, url: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  return { page, context, cache: (await response?.allHeaders())?.["x-page-cache"], blocked };
}

async function firstCard(page: Page) {
  const card = page.getByTestId("listing-card").first();
  await expect(card).toBeVisible();
  return card.getAttribute("data-listing-id");
}

for (const [lng, days, sortLabel] of [
  ["en", 71, "Price: low to high"],
  ["de", 77, "Preis: aufsteigend"],
] as const) {
  test(`a later visitor gets the shared copy and it works with JavaScript (${lng})`, async ({ browser }) => {
    const url = tenantUrl("quartier", searchPath(lng, days));
    // A page is kept when it is asked for again: the second visitor's is, the third gets the copy.
    await (await visit(browser, url)).context.close();
    const first = await visit(browser, url);
    const shown = await firstCard(first.page);
    await first.context.close();

    const second = await visit(browser, url);
    expect(second.cache).toBe("hit");
    await hydrated(second.page);
    expect(await firstCard(second.page)).toBe(shown);
    // Its scripts ran (hydrated) and the page changes in place: sort by price.
    await second.page.getByLabel(lng === "en" ? "Sort by" : "Sortieren nach").selectOption({ label: sortLabel });
    await expect(second.page).toHaveURL(/sort=price-asc/);
    expect(second.blocked).toEqual([]);
    await second.context.close();
  });
}

test("without JavaScript the shared copy shows the same results (German)", async ({ browser }) => {
  const url = tenantUrl("quartier", searchPath("de", 83));
  const first = await visit(browser, url, false);
  const shown = await firstCard(first.page);
  await first.context.close();
  await (await visit(browser, url, false)).context.close();
  const second = await visit(browser, url, false);
  expect(second.cache).toBe("hit");
  expect(await firstCard(second.page)).toBe(shown);
  await expect(second.page.getByTestId("pagination")).toBeVisible();
  await second.context.close();
});
