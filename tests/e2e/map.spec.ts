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

/** A cluster whose button lies wholly inside the map, nearest the map's centre. */
async function clusterInside(page: Page) {
  const map = page.locator("[data-map-ready]");
  const area = await map.boundingBox();
  if (!area) throw new Error("the map has no box");
  const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  let best: { index: number; distance: number } | undefined;
  const clusters = map.getByRole("button", { name: /apartments here, zoom in$/ });
  const boxes = await Promise.all((await clusters.all()).map((cluster) => cluster.boundingBox()));
  boxes.forEach((box, index) => {
    if (!box || box.x < area.x + 8 || box.y < area.y + 8) return;
    if (box.x + box.width > area.x + area.width - 8 || box.y + box.height > area.y + area.height - 8) return;
    const distance = Math.hypot(box.x + box.width / 2 - centre.x, box.y + box.height / 2 - centre.y);
    if (!best || distance < best.distance) best = { index, distance };
  });
  if (!best) throw new Error("no cluster inside the map");
  return clusters.nth(best.index);
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
  await testInfo.attach("map with clusters", { body: await page.screenshot(), contentType: "image/png" });

  // Clicking a cluster zooms in (one well inside the map: those at its edges are cut off).
  const before = await mapZoom(page);
  await (await clusterInside(page)).click();
  await expect.poll(() => mapZoom(page), { timeout: 15_000 }).toBeGreaterThan(before);
  // Pins standing alone show their price (the map has a pin for every result: at city zoom they
  // overlap into clusters, one step closer some stand alone).
  await expect(map.getByRole("button", { name: /per night$/ }).first()).toHaveText(/€\d/);
  await testInfo.attach("after opening a cluster", { body: await page.screenshot(), contentType: "image/png" });

  // With the keyboard: Enter on a cluster zooms in and the focus moves to what it held.
  const zoomed = await mapZoom(page);
  const next = await clusterInside(page);
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
