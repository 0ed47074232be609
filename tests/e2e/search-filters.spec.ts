import { expect, type Locator, type Page, test } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/** The first number in the results heading: the filtered results when a filter is on ("3 of 13"). */
const resultsCount = async (page: Page) =>
  Number((await page.getByTestId("results-count").textContent())?.match(/\d+/)?.[0] ?? 0);

/** The count a filter row offers (the number beside its label). */
const rowCount = async (row: Locator) => Number((await row.locator("span").last().textContent()) ?? Number.NaN);

const berlin = (lng: "en" | "de", extra = "") =>
  tenantUrl(
    "quartier",
    `/${lng}/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(35)}&outDate=${isoDateFromToday(40)}&guests=2&radius=10${extra}`,
  );

test("premium partner, booking mode and the largest size filter in place, with counts (English, JavaScript)", async ({
  page,
}) => {
  await page.goto(berlin("en"));
  await hydrated(page);
  const filters = page.getByTestId("filters");
  const premium = filters.getByTestId("filter-others").locator("label", { hasText: "Premium partner" });
  const offered = await rowCount(premium);
  expect(offered).toBeGreaterThan(0);
  await premium.getByRole("checkbox").check();
  await expect(page).toHaveURL(/premiumPartner=1/);
  await expect(page.getByTestId("results-count")).toContainText(`${offered} of `);

  const instant = filters.getByTestId("filter-booking-mode").locator("label", { hasText: "Instant booking" });
  const instantCount = await rowCount(instant);
  await instant.getByRole("checkbox").check();
  await expect(page).toHaveURL(/bookingMode=Direct/);
  await expect(page.getByTestId("results-count")).toContainText(`${instantCount} of `);

  const largest = filters.getByLabel("Largest size from");
  await largest.selectOption("40");
  await expect(page).toHaveURL(/maxMeters2=40/);
  await expect(largest).toHaveValue("40");
  expect(await resultsCount(page)).toBeLessThanOrEqual(instantCount);
});

test("the skip link at the filters' start leads past them to the results (keyboard)", async ({ page }) => {
  await page.goto(berlin("en"));
  await hydrated(page);
  const skip = page.getByTestId("skip-to-results");
  await skip.focus();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#results$/);
  await expect(page.locator("#results")).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("German: 3D tour and booking mode filters by the form, with counts", async ({ page }) => {
    await page.goto(berlin("de"));
    const filters = page.getByTestId("filters");
    const tour = filters.getByTestId("filter-others").locator("label", { hasText: "3D-Rundgang" });
    const offered = await rowCount(tour);
    expect(offered).toBeGreaterThan(0);
    await tour.getByRole("checkbox").check();
    await filters.getByRole("button", { name: "Ergebnisse anzeigen" }).last().click();
    await expect(page).toHaveURL(/matterport=1/);
    await expect(page.getByTestId("results-count")).toContainText(`${offered} von `);
    await expect(
      page.getByTestId("filter-others").locator("label", { hasText: "3D-Rundgang" }).getByRole("checkbox"),
    ).toBeChecked();
  });

  test("the map view says it needs JavaScript and lists the results (desktop and phone)", async ({ page }) => {
    for (const size of [
      { width: 1280, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.goto(berlin("en", "&view=map"));
      await expect(page.getByTestId("map-needs-javascript")).toBeVisible();
      await expect(page.getByTestId("map-needs-javascript")).toContainText("The map needs JavaScript");
      await expect(page.locator("[data-map-placeholder]")).toBeHidden();
      await expect(page.getByTestId("listing-card").first()).toBeVisible();
    }
    await page.goto(berlin("de", "&view=map"));
    await expect(page.getByTestId("map-needs-javascript")).toContainText("Die Karte braucht JavaScript");
  });
});

test("with consent the home search form is filled with the last search (German)", async ({ page }) => {
  await page.goto(tenantUrl("alpenstay", "/de"));
  await hydrated(page);
  // Before any search, the form is empty.
  await expect(page.getByLabel("Wohin?")).toHaveValue("");
  await page.getByTestId("cookie-banner").getByRole("button", { name: "Alle akzeptieren" }).click();
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
  await page.goto(
    tenantUrl(
      "alpenstay",
      `/de/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(20)}&outDate=${isoDateFromToday(25)}&guests=3&radius=20`,
    ),
  );
  await hydrated(page);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("quartier.search") ?? ""))
    .toContain('"location":"Berlin"');

  await page.goto(tenantUrl("alpenstay", "/de"));
  await hydrated(page);
  await expect(page.getByLabel("Wohin?")).toHaveValue("Berlin");
  await expect(page.getByLabel("Gäste")).toHaveValue("3");
  // The remembered search runs again from the filled form.
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(new RegExp(`/de/search/Berlin\\?.*inDate=${isoDateFromToday(20)}.*guests=3&radius=20`));
});
