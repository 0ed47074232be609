import { expect, type Page, test } from "@playwright/test";
import { registerAtProvider } from "./sign-in";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";

/**
 * A company code on the search page (docs/guides/features.md "Company codes"): typed into the search form's folded
 * "Company code", it travels in the search URL, the cards show the company's rate by its name and
 * their links open the apartment page with the code; a code that unlocks nothing is said, the input kept.
 */

const T = {
  en: {
    change: "Change search",
    toggle: "Do you have a company code?",
    field: "Company code (optional)",
    search: "Search",
  },
  de: {
    change: "Suche ändern",
    toggle: "Haben Sie einen Firmencode?",
    field: "Firmencode (optional)",
    search: "Suchen",
  },
} as const;

const berlin = (lng: "en" | "de", fromToday: number, extra = "", nights = 4) =>
  tenantUrl(
    "quartier",
    `/${lng}/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(fromToday)}&outDate=${isoDateFromToday(fromToday + nights)}&guests=2&radius=10${extra}`,
  );

async function searchWithCode(page: Page, lng: "en" | "de", fromToday: number, javaScriptEnabled: boolean) {
  const t = T[lng];
  await page.goto(berlin(lng, fromToday));
  await hydrated(page, javaScriptEnabled);
  await page.getByText(t.change).click();
  // With JavaScript the folded form's code loads on opening: wait for it before typing.
  if (javaScriptEnabled) await expect(page.getByLabel(/Where to\?|Wohin/)).toHaveAttribute("aria-autocomplete", "list");
  await page.getByText(t.toggle, { exact: true }).click();
  await page.getByLabel(t.field).fill("acme");
  await page.getByRole("button", { name: t.search, exact: true }).click();
  await expect(page).toHaveURL(/[?&]companyCode=ACME(&|$)/);
  await expect(page.getByTestId("company-code-valid")).toContainText("Acme Consulting GmbH");
  const card = page.getByTestId("listing-card").first();
  await expect(card.getByTestId("listing-company-rate")).toContainText("Acme Consulting GmbH");
  await expect(card.getByTestId("company-rate-badge")).toBeVisible();
  // axe runs in the page's JavaScript: checked on the journey that has it.
  if (javaScriptEnabled) expect(await accessibilityErrors(page)).toEqual([]);
  // The card's apartment page opens with the code and the company's rate.
  await card.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/apartments\/.*[?&]companyCode=ACME/);
  await expect(page.getByTestId("company-code-valid")).toContainText("Acme Consulting GmbH");
}

test("a company code typed on the search page shows the company's rate on the cards and the apartment page (English)", async ({
  page,
}) => {
  await searchWithCode(page, "en", 151, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("ein Firmencode in der Suche zeigt den Firmentarif auf den Karten und der Apartmentseite (Deutsch, ohne JavaScript)", async ({
    page,
  }) => {
    await searchWithCode(page, "de", 157, false);
  });
});

test("@phone an unknown company code on the search page says so, keeps the input and shows the public rates", async ({
  page,
}) => {
  await page.goto(berlin("en", 163, "&companyCode=nope-123"));
  await hydrated(page);
  await expect(page.getByTestId("company-code-problem")).toHaveAttribute("data-status", "unknown");
  await expect(page.getByTestId("company-code-problem")).toContainText("NOPE-123");
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await expect(page.getByTestId("listing-company-rate")).toHaveCount(0);
  await page.getByText(T.en.change).click();
  await expect(page.getByLabel(T.en.field)).toHaveValue("NOPE-123");
  expect(await accessibilityErrors(page)).toEqual([]);
});

test("a long stay's map pins show the price per month, as its cards do (English)", async ({ page }) => {
  await page.goto(berlin("en", 169, "&view=map", 30));
  await hydrated(page);
  const map = page.locator("[data-map-ready=true]");
  await expect(map).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("listing-price-per-month").first()).toBeVisible();
  // At city zoom the pins overlap into clusters: open them (with the keyboard) until pins stand alone.
  const pins = map.getByRole("button", { name: /per month$/ });
  for (let step = 0; step < 4 && !(await pins.first().isVisible()); step++) {
    const zoom = Number(await map.getAttribute("data-map-zoom"));
    await map
      .getByRole("button", { name: /apartments here, zoom in$/ })
      .first()
      .focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => Number(await map.getAttribute("data-map-zoom")), { timeout: 15_000 })
      .toBeGreaterThan(zoom);
  }
  await expect(pins.first()).toHaveText(/^€[\d,.]+\/mo$/);
  await expect(map.getByRole("button", { name: /per night$/ })).toHaveCount(0);
});

test("a traveller keeps a company code in the profile, and the search then shows the company's rate (English)", async ({
  page,
}, testInfo) => {
  const traveller = {
    name: "Ada Lovelace",
    email: `ada-${Date.now().toString(36)}@example.com`,
    password: "ada-2026-acme",
  };
  await page.goto(
    tenantUrl("quartier", `/en/sign-in?register=1&returnTo=${encodeURIComponent("/en/account/profile")}`),
  );
  await registerAtProvider(page, traveller);
  await page.waitForURL(tenantUrl("quartier", "/en/account/profile"));
  await hydrated(page);
  const field = page.getByLabel("Company code", { exact: true });
  await field.fill("acme-old");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("This company code has expired.")).toBeVisible();
  await expect(field).toHaveValue("acme-old");
  expect(await accessibilityErrors(page)).toEqual([]);
  await testInfo.attach("profile: an expired code", { body: await page.screenshot(), contentType: "image/png" });
  await field.fill("acme");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByTestId("toasts").getByText("Your profile has been saved.")).toBeVisible();
  // Stored as the inventory keeps codes: upper case.
  await page.reload();
  await expect(field).toHaveValue("ACME");
  // A search without a code takes the profile's, in its URL.
  await page.goto(berlin("en", 175));
  await expect(page).toHaveURL(/[?&]companyCode=ACME(&|$)/);
  await expect(page.getByTestId("company-code-valid")).toContainText("Acme Consulting GmbH");
  await expect(page.getByTestId("listing-company-rate").first()).toContainText("Acme Consulting GmbH");
  // Emptying the field asks for the public rates; the profile's code does not come back.
  await hydrated(page);
  await page.getByText(T.en.change).click();
  await expect(page.getByLabel(/Where to\?/)).toHaveAttribute("aria-autocomplete", "list");
  await page.getByLabel(T.en.field).fill("");
  await page.getByRole("button", { name: T.en.search, exact: true }).click();
  await expect(page).toHaveURL(/[?&]companyCode=(&|$)/);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await expect(page.getByTestId("listing-company-rate")).toHaveCount(0);
});
