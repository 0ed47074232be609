import { expect, type Page, test } from "@playwright/test";
import { accessibilityErrors, hydrated, isoDateFromToday, tenantUrl } from "./support";

/** Berlin's results in the map view, a month ahead for a week. */
function berlinMapUrl(lng: "de" | "en" = "en"): string {
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
  return tenantUrl("quartier", `/${lng}/search/Berlin?${query}`);
}

async function openMap(page: Page, lng: "de" | "en" = "en") {
  await page.goto(berlinMapUrl(lng));
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

/** The basemap files the page and maplibre's worker request, as paths. */
function basemapRequests(page: Page): string[] {
  const paths: string[] = [];
  page.context().on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/map/")) paths.push(path);
  });
  return paths;
}

const CLUSTER = { en: /^\d+ apartments here, zoom in$/, de: /^\d+ Apartments hier, hineinzoomen$/ };

// German is the phone journey's language below; the desktop journey runs once, in English.
for (const lng of ["en"] as const) {
  test(`map view (${lng}): the basemap loads by view and zoom, and the map shows its pins after zooming out and panning`, async ({
    page,
  }) => {
    // WebGL in software rendering on a shared machine: each camera move takes a while.
    test.slow();
    const requested = basemapRequests(page);
    await openMap(page, lng);
    const map = page.locator("[data-map-ready]");
    await expect(map.getByRole("button", { name: CLUSTER[lng] }).first()).toBeVisible();
    // At city zoom: a few tiles of the last zoom around Berlin, no whole-continent files.
    const cityTiles = requested.filter((path) => /^\/map\/tiles\/europe\/7\//.test(path));
    expect(cityTiles.length).toBeGreaterThan(0);
    expect(new Set(cityTiles).size).toBeLessThanOrEqual(6);
    expect(requested.filter((path) => !/^\/map\/(style\.json|tiles\/|fonts\/|sprite\/)/.test(path))).toEqual([]);

    // Zoomed out to the country: the tiles of that zoom come in, and the pins merge into a cluster.
    const before = await mapZoom(page);
    // Four steps out from city zoom: below zoom 7, the first zoom whose tiles are not overzoomed.
    for (let i = 0; i < 4; i++) await map.getByRole("button", { name: /^Zoom out$/ }).click();
    await expect.poll(() => mapZoom(page), { timeout: 20_000 }).toBeLessThan(Math.min(before - 3, 7));
    await expect.poll(() => requested.some((path) => /^\/map\/tiles\/europe\/[3-6]\//.test(path))).toBe(true);
    await expect(map.getByRole("button", { name: CLUSTER[lng] }).first()).toBeVisible();

    // Panned with the keyboard (the map canvas takes the arrow keys): the tiles of the new area load.
    const tilesBefore = new Set(requested).size;
    await map.locator("canvas").focus();
    // Each press pans 100 px with an animation that the next press would cut short: one at a time.
    const pan = async (key: string, times: number) => {
      for (let i = 0; i < times; i++) {
        const centre = await map.getAttribute("data-map-centre");
        await page.keyboard.press(key);
        await expect(map).not.toHaveAttribute("data-map-centre", centre ?? "");
      }
    };
    await pan("ArrowLeft", 6);
    await pan("ArrowDown", 4);
    await expect.poll(() => new Set(requested).size, { timeout: 15_000 }).toBeGreaterThan(tilesBefore);
    // Back to Berlin: its pins are drawn again.
    await pan("ArrowRight", 6);
    await pan("ArrowUp", 4);
    await expect(map.getByRole("button", { name: CLUSTER[lng] }).first()).toBeVisible();
    expect(await accessibilityErrors(page)).toEqual([]);
  });
}

test("map view on a phone: zooming out and back in keeps the pins @phone", async ({ page }) => {
  test.slow();
  const requested = basemapRequests(page);
  await openMap(page, "de");
  const map = page.locator("[data-map-ready]");
  const before = await mapZoom(page);
  for (let i = 0; i < 3; i++) await map.getByRole("button", { name: /^Herauszoomen$/ }).click();
  await expect.poll(() => mapZoom(page), { timeout: 15_000 }).toBeLessThan(before - 2);
  await expect(map.getByRole("button", { name: CLUSTER.de }).first()).toBeVisible();
  for (let i = 0; i < 3; i++) await map.getByRole("button", { name: /^Hineinzoomen$/ }).click();
  await expect.poll(() => mapZoom(page), { timeout: 15_000 }).toBeGreaterThan(before - 0.5);
  await expect(map.getByRole("button", { name: CLUSTER.de }).first()).toBeVisible();
  expect(requested.some((path) => path.startsWith("/map/tiles/europe/7/"))).toBe(true);
});
