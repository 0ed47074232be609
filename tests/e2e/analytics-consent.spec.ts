import { expect, type Page, test } from "@playwright/test";
import { book, TEXT as CHECKOUT, continueToSummary, fillGuest } from "./checkout-support";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * Analytics with consent on CityNest, whose demo has a tag manager container (docs/decisions/0131).
 * No internet here: the tag manager's host is routed in the test, each request recorded and answered
 * with a stub that keeps what the page pushed into its data layer (across the reloads a consent
 * change makes), as the real container would read it.
 */
const STUB = `(function(){var l=window.dataLayer,p=l.push;function keep(e){var k=JSON.parse(sessionStorage.getItem("gtm-stub")||"[]");k.push(JSON.stringify(e));sessionStorage.setItem("gtm-stub",JSON.stringify(k));}
l.forEach(keep);l.push=function(){for(var i=0;i<arguments.length;i++)keep(arguments[i]);return p.apply(l,arguments);};window.gtmStubLoaded=true;})();`;

async function routeTagManager(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(/googletagmanager\.com|google-analytics\.com/, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: "text/javascript", body: STUB });
  });
  return requested;
}

/** What the page pushed, as the stub kept it (Arguments objects as {"0":…}). */
const kept = (page: Page) =>
  page.evaluate(() => (JSON.parse(sessionStorage.getItem("gtm-stub") ?? "[]") as string[]).map((e) => JSON.parse(e)));

const TEXT = {
  en: { accept: "Accept all", settings: "Cookie settings", necessary: "Only necessary" },
  de: { accept: "Alle akzeptieren", settings: "Cookie-Einstellungen", necessary: "Nur notwendige" },
} as const;

for (const lng of ["en", "de"] as const) {
  test(`consent given then withdrawn (${lng}): no tag before, events after, no tag after withdrawal`, async ({
    page,
  }) => {
    const requested = await routeTagManager(page);
    const search = `/${lng}/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(40)}&outDate=${isoDateFromToday(44)}&guests=2&radius=20`;
    await page.goto(tenantUrl("citynest", search));
    await hydrated(page);

    // Before consent: no request to Google, no data layer, nothing pushed.
    expect(requested).toEqual([]);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);

    await page.getByTestId("cookie-banner").getByRole("button", { name: TEXT[lng].accept }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await hydrated(page);
    await page.waitForFunction(() => "gtmStubLoaded" in window);
    expect(requested).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-CITYNEST"]);

    // Consent Mode first, then the grant for analytics only, then the results.
    await expect.poll(async () => (await kept(page)).some((e) => e.event === "view_item_list")).toBe(true);
    const pushed = await kept(page);
    expect(pushed[0]).toEqual({
      0: "consent",
      1: "default",
      2: { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" },
    });
    expect(pushed[1]).toEqual({ 0: "consent", 1: "update", 2: { analytics_storage: "granted" } });
    const list = pushed.find((e) => e.event === "view_item_list");
    expect(list.ecommerce.item_list_name).toBe("search_results");
    expect(list.ecommerce.items.length).toBeGreaterThan(0);
    const [first] = list.ecommerce.items;
    expect(first).toMatchObject({ index: 0, item_list_name: "search_results", quantity: 1 });
    expect(first.item_id).toMatch(/^a-/);
    expect(first.price).toBeGreaterThan(0);

    // Opening the first result: select_item, then the apartment with its dates.
    const card = page.getByTestId("listing-card").first();
    const name = (await card.getByRole("heading").textContent())?.trim();
    await card.getByRole("heading").getByRole("link").click();
    await expect(page.getByTestId("offer-name")).toHaveText(name ?? "");
    await expect.poll(async () => (await kept(page)).some((e) => e.event === "view_item")).toBe(true);
    const events = await kept(page);
    expect(events.find((e) => e.event === "select_item").ecommerce.items[0]).toMatchObject({
      item_id: first.item_id,
      index: 0,
    });
    expect(events.find((e) => e.event === "view_item").ecommerce).toMatchObject({
      start_date: isoDateFromToday(40),
      end_date: isoDateFromToday(44),
      nights: 4,
      items: [{ item_id: first.item_id, item_name: name }],
    });

    // Withdrawn in the footer: the denial is sent on this page, and the next pages load no tag.
    const loadedWithConsent = requested.length;
    expect(loadedWithConsent).toBeGreaterThan(0);
    await page.getByRole("button", { name: TEXT[lng].settings }).click();
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await hydrated(page);
    expect(await kept(page)).toContainEqual({ 0: "consent", 1: "update", 2: { analytics_storage: "denied" } });
    await page.getByTestId("cookie-banner").getByRole("button", { name: TEXT[lng].necessary }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    await page.goto(tenantUrl("citynest", search));
    await hydrated(page);
    expect(requested).toHaveLength(loadedWithConsent);
    expect(await page.evaluate(() => "dataLayer" in window)).toBe(false);
  });
}

test("with consent a booking and its cancellation push begin_checkout, add_payment_info, purchase and refund", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = CHECKOUT.en;
  await routeTagManager(page);
  const search = `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(120)}&outDate=${isoDateFromToday(124)}&guests=2&radius=20`;
  await page.goto(tenantUrl("citynest", search));
  await hydrated(page);
  await page.getByTestId("cookie-banner").getByRole("button", { name: TEXT.en.accept }).click();
  await page.waitForFunction(() => "gtmStubLoaded" in window);
  const offers = await page
    .getByTestId("listing-card")
    .locator("h3 a")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  // The first apartment booked directly (an enquiry-only one asks for a proposal instead).
  const bookButton = page.getByTestId("book-form").getByRole("button", { name: t.book, exact: true });
  for (const offer of offers) {
    await page.goto(tenantUrl("citynest", offer));
    if (await bookButton.isVisible()) break;
  }
  await hydrated(page);
  await bookButton.click();
  await expect(page.getByRole("heading", { name: t.details })).toBeVisible();
  await hydrated(page);
  await fillGuest(page, "en", `analytics-${Date.now()}@example.com`);
  await page.getByLabel(t.bankTransfer).check();
  await continueToSummary(page, "en");
  await book(page, "en");
  const reference = ((await page.getByTestId("booking-reference").textContent()) ?? "").trim();
  expect(reference).toMatch(/^Q-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  await expect.poll(async () => (await kept(page)).some((e) => e.event === "purchase")).toBe(true);
  const events = await kept(page);
  const begun = events.find((e) => e.event === "begin_checkout").ecommerce;
  expect(begun).toMatchObject({ start_date: isoDateFromToday(120), end_date: isoDateFromToday(124), nights: 4 });
  expect(events.find((e) => e.event === "add_payment_info").ecommerce).toMatchObject({ payment_type: "bankTransfer" });
  const bought = events.find((e) => e.event === "purchase").ecommerce;
  expect(bought).toMatchObject({ transaction_id: reference, currency: begun.currency, nights: 4 });
  expect(bought.value).toBeGreaterThan(0);
  expect(bought.items[0].item_id).toBe(begun.items[0].item_id);

  // The guest cancels on the booking's page: refund under the same reference.
  await page.getByTestId("manage-link").click();
  await hydrated(page);
  await page.getByRole("link", { name: t.cancel }).click();
  await page.getByRole("button", { name: t.confirmCancel }).click();
  await expect(page.getByTestId("manage-booking")).toContainText(t.cancelled);
  await expect.poll(async () => (await kept(page)).some((e) => e.event === "refund")).toBe(true);
  const refunded = (await kept(page)).find((e) => e.event === "refund").ecommerce;
  expect(refunded).toMatchObject({ transaction_id: reference, items: [{ item_id: begun.items[0].item_id }] });
});

test("the banner's settings without JavaScript: analytics switched on is stored, and no tag runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const requested = await routeTagManager(page);
  await page.goto(tenantUrl("citynest", "/en"));
  const banner = page.getByTestId("cookie-banner");
  await banner.getByText("Settings").click();
  await banner.getByLabel(/Analytics/).check();
  await banner.getByRole("button", { name: "Save my choice" }).click();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  // The page now carries the tag's script, which only a browser with JavaScript runs.
  expect(await page.content()).toContain("GTM-CITYNEST");
  expect(requested).toEqual([]);
  await context.close();
});
