import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";
import { searchInventory } from "./inventory";

const FROM = isoDateFromToday(30);
const TO = isoDateFromToday(33);
const SEARCH = `http://quartier.localhost/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${FROM}&outDate=${TO}&guests=2&radius=10`;

/** The `<link>` and `<img>` tags of a document, in order, with their attributes. */
function tagsOf(html: string, tag: "link" | "img"): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${tag}\\s([^>]*?)/?>`, "g"))].map((match) =>
    Object.fromEntries(
      [...(match[1] ?? "").matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, name = "", value = ""]) => [
        name.toLowerCase(),
        value.replaceAll("&amp;", "&"),
      ]),
    ),
  );
}

function headOf(html: string): string {
  const end = html.indexOf("</head>");
  expect(end, "the document has a head").toBeGreaterThan(0);
  return html.slice(0, end);
}

async function page(url: string): Promise<string> {
  const response = await fetchApp(url);
  expect(response.status).toBe(200);
  return response.text();
}

async function offerUrl(): Promise<string> {
  const { listings } = await searchInventory({
    lat: 52.52437,
    long: 13.41053,
    radius: 10,
    from: FROM,
    to: TO,
    guests: 2,
  });
  // Search listings carry one picture; every apartment's own page shows all of its photos.
  const first = listings[0];
  expect(first, "a Berlin apartment").toBeTruthy();
  return `http://quartier.localhost/en/apartments/${first?.apartmentType.id}?from=${FROM}&to=${TO}&guests=2`;
}

describe("first paint", () => {
  it.each([
    ["home", async () => "http://quartier.localhost/en"],
    ["search", async () => SEARCH],
    ["offer", offerUrl],
    ["home in German", async () => "http://quartier.localhost/de"],
  ])("the %s page's head fetches the stylesheet before the module preloads", async (_page, url) => {
    const links = tagsOf(headOf(await page(await url())), "link");
    const stylesheet = links.findIndex((link) => link.rel === "stylesheet");
    const firstPreload = links.findIndex((link) => link.rel === "modulepreload");
    expect(stylesheet, "the head links the stylesheet").toBeGreaterThanOrEqual(0);
    expect(links[stylesheet]?.href).toMatch(/^\/assets\/.+\.css$/);
    expect(firstPreload, "the head preloads the page's modules").toBeGreaterThanOrEqual(0);
    expect(stylesheet).toBeLessThan(firstPreload);
    // One stylesheet link for the app's styles: the same file is not linked a second time further down.
    expect(links.filter((link) => link.href === links[stylesheet]?.href)).toHaveLength(1);
  });

  it("the search page loads its first result's photo early and the others only when scrolled to", async () => {
    const html = await page(SEARCH);
    const photos = tagsOf(html, "img").filter((img) => img.src?.startsWith("/media/images/"));
    expect(photos.length).toBeGreaterThan(3);
    const [first, ...rest] = photos;
    expect(first).toMatchObject({ loading: "eager", fetchpriority: "high" });
    for (const photo of rest) expect(photo.loading).toBe("lazy");
    // Explicit sizes: the card keeps its place while the photo loads (no layout shift).
    for (const photo of photos) expect(photo).toMatchObject({ width: expect.any(String), height: expect.any(String) });
    const preloads = tagsOf(headOf(html), "link").filter((link) => link.rel === "preload" && link.as === "image");
    expect(preloads).toContainEqual(expect.objectContaining({ href: first?.src, fetchpriority: "high" }));
  });

  it("the offer page loads its first photo early and the rest of the carousel lazily", async () => {
    const html = await page(await offerUrl());
    const carousel = html.slice(html.indexOf('data-testid="photo-carousel"'));
    const photos = tagsOf(carousel.slice(0, carousel.indexOf("</section>")), "img");
    expect(photos.length).toBeGreaterThan(1);
    const [first, ...rest] = photos;
    expect(first).toMatchObject({ loading: "eager", fetchpriority: "high" });
    for (const photo of rest) expect(photo).toMatchObject({ loading: "lazy" });
    for (const photo of photos) expect(photo).toMatchObject({ width: expect.any(String), height: expect.any(String) });
    const preloads = tagsOf(headOf(html), "link").filter((link) => link.rel === "preload" && link.as === "image");
    expect(preloads).toContainEqual(expect.objectContaining({ href: first?.src, fetchpriority: "high" }));
  });
});
