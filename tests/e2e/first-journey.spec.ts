import { expect, test } from "@playwright/test";
import { accessibilityErrors, chooseStay, hydrated, isoDateFromToday, tenantUrl } from "./support";

const SEARCH_CONTRACT =
  /\/(de|en)\/search\/[^/?]+\?placeId=\d+&lat=-?\d+(\.\d+)?&long=-?\d+(\.\d+)?&inDate=\d{4}-\d{2}-\d{2}&outDate=\d{4}-\d{2}-\d{2}&guests=\d+&radius=\d+$/;

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("German-default brand: redirect, switch language, see the theme, search", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, locale: "de-DE" });
      const page = await context.newPage();
      await page.goto(tenantUrl("alpenstay"));
      await expect(page).toHaveURL(tenantUrl("alpenstay", "/de"));
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByTestId("brand-name")).toHaveText("Alpenstay");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Zuhause ankommen");
      const brandColour = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue("--brand").trim(),
      );
      expect(brandColour).toBe("#166534");
      await hydrated(page, javaScriptEnabled);

      // The language switch keeps the page; on the home page that is the English home.
      await page.getByRole("link", { name: "English", exact: true }).first().click();
      await expect(page).toHaveURL(tenantUrl("alpenstay", "/en"));
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await hydrated(page, javaScriptEnabled);

      await page.getByLabel("Where to?").fill("Vienna");
      await chooseStay(page, { fromToday: 30, nights: 7, javaScriptEnabled });
      await page.getByLabel("Guests").fill("2");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(SEARCH_CONTRACT);
      expect(page.url()).toContain("/en/search/Vienna?");
      expect(page.url()).toContain(`inDate=${isoDateFromToday(30)}&outDate=${isoDateFromToday(37)}&guests=2`);
      await expect(page.getByTestId("search-summary")).toContainText("7 nights");
      await context.close();
    });

    test("English-default brand in German: search keeps the language and query on switch", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, locale: "de-DE" });
      const page = await context.newPage();
      await page.goto(tenantUrl("citynest"));
      await expect(page).toHaveURL(tenantUrl("citynest", "/de"));
      await expect(page.getByTestId("brand-name")).toHaveText("CityNest");
      await hydrated(page, javaScriptEnabled);
      await page.getByLabel("Wohin?").fill("Berlin");
      await chooseStay(page, { fromToday: 20, nights: 30, javaScriptEnabled, lng: "de" });
      await page.getByRole("button", { name: "Suchen" }).click();
      await expect(page).toHaveURL(SEARCH_CONTRACT);
      await expect(page.getByTestId("search-summary")).toContainText("30 Nächte");
      const query = new URL(page.url()).search;

      await page.getByRole("link", { name: "English", exact: true }).first().click();
      await expect(page).toHaveURL(/\/en\/search\/Berlin\?/);
      expect(new URL(page.url()).search).toBe(query);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await context.close();
    });

    test("bad search input keeps what was typed and explains in the page's language", async ({ page }) => {
      await page.goto(tenantUrl("harbourlofts", "/en"));
      await hydrated(page, javaScriptEnabled);
      if (javaScriptEnabled) {
        // With the calendar a check-out before check-in cannot be chosen; a missing place can.
        await chooseStay(page, { fromToday: 40, nights: 5 });
        await page.getByRole("button", { name: "Search" }).click();
        await expect(page.getByText("Please enter a city or town.")).toBeVisible();
        await expect(page.locator('input[name="inDate"]').first()).toHaveValue(isoDateFromToday(40));
      } else {
        await page.getByLabel("Where to?").fill("Edinburgh");
        await page.getByRole("textbox", { name: "Check-in" }).fill(isoDateFromToday(40));
        await page.getByRole("textbox", { name: "Check-out" }).fill(isoDateFromToday(35));
        await page.getByRole("button", { name: "Search" }).click();
        await expect(page.getByText("Check-out must be after check-in.")).toBeVisible();
        await expect(page.getByLabel("Where to?")).toHaveValue("Edinburgh");
      }
    });
  });
}

test("unknown host shows a plain 404 without any brand", async ({ page }) => {
  const response = await page.goto(`http://nobody.localhost:${process.env.E2E_PORT ?? 8790}/en`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("body")).not.toContainText("Alpenstay");
  await expect(page.locator("body")).not.toContainText("Quartier");
});

test("the cookie banner does not block the keyboard and remembers the choice", async ({ page }) => {
  await page.goto(tenantUrl("quartier", "/en"));
  await hydrated(page);
  const banner = page.getByTestId("cookie-banner");
  await expect(banner).toBeVisible();
  // Tab reaches the page's own controls while the banner is open.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  const focusedInBanner = await page.evaluate(() => !!document.activeElement?.closest("[data-testid=cookie-banner]"));
  expect(focusedInBanner).toBe(false);
  await banner.getByRole("button", { name: "Only necessary" }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByTestId("toasts")).toContainText("Your cookie choice has been saved.");
  await page.reload();
  await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
});

test("currency switch shows the prices in the new currency and persists across pages", async ({ page }) => {
  const stay = `inDate=${isoDateFromToday(30)}&outDate=${isoDateFromToday(37)}&guests=2&radius=10`;
  await page.goto(tenantUrl("quartier", `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&${stay}`));
  await hydrated(page);
  const card = page.getByTestId("listing-card").first();
  const apartment = await card.getByRole("link").first().getAttribute("href");
  const price = card.getByTestId("listing-price").locator("p").first();
  await expect(price).toHaveText(/^€[\d,.]+ per night$/);
  const inEuros = await price.textContent();
  await page.getByTestId("currency-switch").locator("summary").first().click();
  await page.getByRole("button", { name: "CHF" }).first().click();
  await expect(page.getByTestId("toasts")).toContainText("Prices are now shown in CHF.");
  // The same apartment's price, converted: another currency and another amount.
  await expect(price).toHaveText(/^CHF\s?[\d,.'’]+ per night$/);
  await expect(card.getByRole("link").first()).toHaveAttribute("href", apartment ?? "");
  expect(amount(await price.textContent())).not.toBe(amount(inEuros));
  await expect(card.getByTestId("listing-price")).toContainText("charged in EUR");
  await page.goto(tenantUrl("quartier", "/en/legal/imprint"));
  await expect(page.getByTestId("currency-switch").locator("summary").first()).toHaveText("CHF");
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "currency menu with JavaScript" : "currency menu without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the currency menu closes after a choice, its trigger showing the choice", async ({ page }) => {
      await page.goto(tenantUrl("quartier", "/en/legal/imprint"));
      await hydrated(page, javaScriptEnabled);
      const menu = page.getByTestId("currency-switch").first();
      const trigger = menu.locator("summary");
      await trigger.click();
      await expect(menu).toHaveJSProperty("open", true);
      await menu.getByRole("button", { name: "GBP" }).click();
      await expect(page.getByTestId("toasts")).toContainText("Prices are now shown in GBP.");
      await expect(trigger).toHaveText("GBP");
      await expect(menu).toHaveJSProperty("open", false);
      // With JavaScript the page stays, so the focus goes back to the menu's trigger.
      if (javaScriptEnabled) await expect(trigger).toBeFocused();
    });

    test("phone: the currency menu in the site menu closes after a choice @phone", async ({ page }) => {
      await page.goto(tenantUrl("quartier", "/de/legal/imprint"));
      await hydrated(page, javaScriptEnabled);
      await page.getByTestId("mobile-menu").locator("summary").first().click();
      const menu = page.getByTestId("mobile-menu").getByTestId("currency-switch");
      const trigger = menu.locator("summary");
      await trigger.click();
      await menu.getByRole("button", { name: "CHF" }).click();
      await expect(page.getByTestId("toasts")).toContainText("CHF");
      await expect(trigger).toHaveText("CHF");
      await expect(menu).toHaveJSProperty("open", false);
      if (javaScriptEnabled) await expect(trigger).toBeFocused();
    });
  });
}

test("a message waiting for its toast's script is a plain, accessible status box", async ({ page }) => {
  // The toasts' script loads when there is a first message; until it is there the message is shown plain.
  await page.route(/\/radix-toasts-[^/]*\.js$/, () => {});
  await page.goto(tenantUrl("quartier", "/en/legal/imprint"));
  await hydrated(page);
  await page.getByTestId("currency-switch").locator("summary").first().click();
  await page.getByRole("button", { name: "CHF" }).first().click();
  await expect(page.getByTestId("toasts").getByRole("status")).toHaveText("Prices are now shown in CHF.×");
  expect(await accessibilityErrors(page)).toEqual([]);
});

/** The amount in a price text, its grouping left out ("€1,234.56 per night" → 1234.56). */
const amount = (text: string | null) => Number(text?.match(/\d[\d,.'’]*/)?.[0]?.replace(/[,'’]/g, "") ?? Number.NaN);

test("phone: the menu holds the language switch @phone", async ({ page }) => {
  await page.goto(tenantUrl("citynest", "/en"));
  await hydrated(page);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
  await page.getByTestId("mobile-menu").getByLabel("Open menu").click();
  await page.getByTestId("mobile-menu").getByRole("link", { name: "Deutsch" }).click();
  await expect(page).toHaveURL(tenantUrl("citynest", "/de"));
});
