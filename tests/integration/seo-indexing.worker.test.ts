import { describe, expect, it } from "vitest";
import { checkHreflangReciprocity, hreflangPageFromHtml } from "../../app/domain/seo/hreflang";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";

/**
 * What search engines are told to index (docs/decisions/0080): a city page and its later pages are
 * their own canonical; every other search variant says `noindex, follow` and names no canonical or
 * language versions; error pages carry none either.
 */
async function headOf(url: string) {
  const response = await fetchApp(url);
  const html = await response.text();
  const canonical = [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
  const robots = [...html.matchAll(/<meta name="robots" content="([^"]+)"/g)].map((m) => m[1]);
  return { status: response.status, html, canonical, alternates, robots };
}

const CITY = "http://quartier.localhost/en/serviced-apartments/berlin";
const DATED_SEARCH = `http://quartier.localhost/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(40)}&outDate=${isoDateFromToday(47)}&guests=1&radius=10`;

describe("search variants and their canonical", () => {
  it("a city page is its own canonical, with its language versions", async () => {
    const page = await headOf(CITY);
    expect(page.status).toBe(200);
    expect(page.canonical).toEqual([CITY]);
    expect(page.alternates).toEqual([
      `en ${CITY}`,
      "de http://quartier.localhost/de/serviced-apartments/berlin",
      `x-default ${CITY}`,
    ]);
    expect(page.robots).toEqual([]);
  });

  it("a city page's page 2 names itself as canonical, not page 1", async () => {
    const url = `${CITY}?page=2`;
    const page = await headOf(url);
    expect(page.status).toBe(200);
    // The page really is page 2: its pager links back to page 1.
    expect(page.html).toMatch(/rel="prev"[^>]*href="\/en\/serviced-apartments\/berlin"/);
    expect(page.canonical).toEqual([url]);
    expect(page.alternates).toEqual([
      `en ${url}`,
      "de http://quartier.localhost/de/serviced-apartments/berlin?page=2",
      `x-default ${url}`,
    ]);
    expect(page.robots).toEqual([]);
    const de = await headOf("http://quartier.localhost/de/serviced-apartments/berlin?page=2");
    expect(
      checkHreflangReciprocity([
        hreflangPageFromHtml(url, page.html),
        hreflangPageFromHtml("http://quartier.localhost/de/serviced-apartments/berlin?page=2", de.html),
      ]),
    ).toEqual([]);
  });

  it.each([
    ["sorted", `${CITY}?sort=price-asc`],
    ["in map view", `${CITY}?view=map`],
    ["in grid view", `${CITY}?view=grid`],
    ["filtered", `${CITY}?bedrooms=1`],
    ["page 2, sorted", `${CITY}?page=2&sort=price-desc`],
    ["page=1", `${CITY}?page=1`],
    ["a dated search", DATED_SEARCH],
    ["a dated search, page 2 in tile view", `${DATED_SEARCH}&page=2&view=tile`],
  ])("a variant (%s) says noindex, follow and names no canonical or language versions", async (_, url) => {
    const page = await headOf(url);
    expect(page.status, url).toBe(200);
    expect(page.robots).toEqual(["noindex, follow"]);
    expect(page.canonical).toEqual([]);
    expect(page.alternates).toEqual([]);
  });

  it("a 400 page names no canonical and no language versions", async () => {
    for (const url of [
      "http://quartier.localhost/en/search/Berlin?placeId=2950159&lat=52.52&long=13.4&inDate=bad&outDate=2027-01-01&guests=1&radius=10",
      "http://quartier.localhost/en/apartments/a-berlin-0001-1?from=bad&to=worse&guests=1",
    ]) {
      const page = await headOf(url);
      expect(page.status, url).toBe(400);
      expect(page.canonical, url).toEqual([]);
      expect(page.alternates, url).toEqual([]);
      expect(page.robots, url).toEqual(["noindex, follow"]);
    }
  });

  it("the enquiry form has its canonical and its language versions", async () => {
    const urls = ["http://quartier.localhost/en/enquiry", "http://quartier.localhost/de/enquiry"];
    const pages = await Promise.all(urls.map(headOf));
    for (const [i, page] of pages.entries()) {
      expect(page.status).toBe(200);
      expect(page.canonical).toEqual([urls[i]]);
      expect(page.alternates).toEqual([`en ${urls[0]}`, `de ${urls[1]}`, `x-default ${urls[0]}`]);
    }
    expect(checkHreflangReciprocity(pages.map((page, i) => hreflangPageFromHtml(urls[i] ?? "", page.html)))).toEqual(
      [],
    );
    // A brand without enquiries answers 404, with no canonical.
    const none = await headOf("http://harbourlofts.localhost/en/enquiry");
    expect(none.status).toBe(404);
    expect(none.canonical).toEqual([]);
  });
});
