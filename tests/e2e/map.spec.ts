import { expect, type Page, test } from "@playwright/test";
import { hydrated, isoDateFromToday, tenantUrl } from "./support";

/** Berlin's results in the map view, a month ahead for a week. */
function berlinMapUrl(): string {
  const query = new URLSearchParams({
    placeId: "2950159",
    lat: "52.52437",
    long: "13.41053",
    inDate: isoDateFromToday(30),
    outDate: isoDateFromToday(37),
    guests: "1",
    radius: "10",
    view: "map",
  });
  return tenantUrl("quartier", `/en/search/Berlin?${query}`);
}

async function openMap(page: Page) {
  await page.goto(berlinMapUrl());
  await hydrated(page);
  await expect(page.locator("[data-map-ready=true]")).toBeVisible({ timeout: 30_000 });
}

const mapZoom = async (page: Page) => Number(await page.locator("[data-map-ready]").getAttribute("data-map-zoom"));

test("map view: overlapping pins are clusters with a count that zoom in, and the map stays beside the list", async ({
  page,
}, testInfo) => {
  await openMap(page);
  const map = page.locator("[data-map-ready]");

  // At city zoom the pins that overlap are merged: a cluster shows how many apartments it holds.
  const clusters = map.getByRole("button", { name: /^\d+ apartments here, zoom in$/ });
  await expect(clusters.first()).toBeVisible();
  const count = Number(await clusters.first().textContent());
  expect(count).toBeGreaterThan(1);
  // Pins standing alone still show their price.
  await expect(map.getByRole("button", { name: /per night$/ }).first()).toHaveText(/€\d/);
  await testInfo.attach("map with clusters", { body: await page.screenshot(), contentType: "image/png" });

  // Clicking a cluster zooms in.
  const before = await mapZoom(page);
  await clusters.first().click();
  await expect.poll(() => mapZoom(page), { timeout: 15_000 }).toBeGreaterThan(before);
  await testInfo.attach("after opening a cluster", { body: await page.screenshot(), contentType: "image/png" });

  // With the keyboard: Enter on a cluster zooms in and the focus moves to what it held.
  const zoomed = await mapZoom(page);
  const next = map.getByRole("button", { name: /apartments here, zoom in$/ }).first();
  await next.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => mapZoom(page), { timeout: 15_000 }).toBeGreaterThan(zoomed);
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest(".maplibregl-marker"))), {
      timeout: 15_000,
    })
    .toBe(true);

  // The list scrolls; the map stays in view beside it.
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
  const box = await map.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewport!.height);
  await expect(page.getByTestId("listing-card").first()).not.toBeInViewport();
  await testInfo.attach("map beside the scrolled list", { body: await page.screenshot(), contentType: "image/png" });
});

test("map view on a phone: the map is full width @phone", async ({ page }, testInfo) => {
  await openMap(page);
  const box = await page.locator("[data-map-ready]").boundingBox();
  const viewport = page.viewportSize();
  expect(box!.width).toBeGreaterThan(viewport!.width - 48);
  await expect(
    page
      .locator("[data-map-ready]")
      .getByRole("button", { name: /apartments here, zoom in$/ })
      .first(),
  ).toBeVisible();
  await testInfo.attach("phone map", { body: await page.screenshot(), contentType: "image/png" });
});
