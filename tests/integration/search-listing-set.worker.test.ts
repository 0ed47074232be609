import { describe, expect, it } from "vitest";
import { type CompactListingSet, expandListings } from "../../app/domain/search/compact-listings";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";

/** Berlin for one over a week: the biggest result set of the tests' small inventory (more than a page). */
const QUERY = `placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(20)}&outDate=${isoDateFromToday(27)}&guests=1&radius=25`;
const LISTING_ID = /a-[a-z]+-\d{4}-\d+_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}_\d+/g;

/** The page's HTML, its loader data (the serialised stream in its scripts) and what it shows. */
async function searchPage(host: string, extra = "", query = QUERY) {
  const response = await fetchApp(`http://${host}/en/search/Berlin?${query}${extra}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const loaderData = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((match) => JSON.parse(match[1] ?? '""') as string)
    .join("");
  const total = Number(html.match(/data-testid="results-count"[^>]*>(\d+) apartments</)?.[1]);
  const bedroomCounts = [
    ...(html.match(/<select name="bedrooms".*?<\/select>/)?.[0] ?? "").matchAll(/\((?:<!-- -->)?(\d+)(?:<!-- -->)?\)/g),
  ].map((match) => Number(match[1]));
  const listingsHref = loaderData.match(/\/api\/find-offers\/listings\?[^"]+/)?.[0] ?? null;
  return { html, loaderData, total, bedroomCounts, listingsHref };
}

async function listingSet(host: string, href: string) {
  const response = await fetchApp(`http://${host}${href}`);
  return { response, listings: response.ok ? expandListings((await response.json()) as CompactListingSet) : [] };
}

describe("the search page's markup says each thing once (docs/decisions/0044)", () => {
  it("the filters' checkbox rows, the cards' chips and badges and the icons carry no class list of their own", async () => {
    const { html } = await searchPage("quartier.localhost");
    const groups = [
      ...html.matchAll(/<fieldset data-testid="filter-group-[^"]+" class="facet-rows">(.*?)<\/fieldset>/g),
    ];
    expect(groups.length).toBeGreaterThan(3);
    const rows = groups.flatMap((group) =>
      [...(group[1] ?? "").matchAll(/<li><label>.*?<\/label><\/li>/g)].map((m) => m[0]),
    );
    expect(rows.length).toBeGreaterThan(30);
    for (const row of rows) {
      expect(row).toMatch(
        /^<li><label><input type="checkbox" name="[a-z]+" value="[^"]+"\/><span>[^<]+<\/span><span>\d+<\/span><\/label><\/li>$/,
      );
    }
    const icons = html.match(/<svg[^>]*data-icon="[^"]+"[^>]*>/g) ?? [];
    expect(icons.length).toBeGreaterThan(10);
    for (const icon of icons) expect(icon).not.toMatch(/stroke|fill|focusable/);
    expect(html).toContain('class="card-chips ');
    expect(html).not.toContain("inline-flex items-center gap-1 rounded-full bg-surface px-2 py-0.5");
  });
});

/** Each service group's fieldset in the page: its checkbox rows and its "show all" button's group and count. */
function serviceGroups(html: string) {
  return [...html.matchAll(/<fieldset data-testid="filter-group-([a-z]+)" class="facet-rows">(.*?)<\/fieldset>/g)].map(
    ([, group, body = ""]) => {
      const button = body.match(/<button ([^>]*)>Show all (?:<!-- -->)?(\d+)<\/button>/);
      const attributes = button?.[1] ?? "";
      return {
        group,
        rows: body.match(/<li><label>/g)?.length ?? 0,
        showAll: button
          ? {
              submits: /type="submit"/.test(attributes) && /name="more"/.test(attributes),
              value: attributes.match(/value="([a-z]+)"/)?.[1],
              count: Number(button[2]),
            }
          : null,
      };
    },
  );
}

describe("a filter group shows its first six values and the rest on request", () => {
  it("the page holds six rows of a longer group and a button that submits the form to show them all", async () => {
    const groups = serviceGroups((await searchPage("quartier.localhost")).html);
    const long = groups.filter((g) => g.showAll);
    expect(long.length).toBeGreaterThan(2);
    for (const { group, rows, showAll } of groups) {
      expect(rows).toBeLessThanOrEqual(6);
      if (showAll) expect(showAll).toEqual({ submits: true, value: group, count: expect.any(Number) });
      if (showAll) expect(showAll.count).toBeGreaterThan(6);
    }
  });

  it("`more=<group>` shows all of that group's rows, and the variant is not indexed", async () => {
    const before = serviceGroups((await searchPage("quartier.localhost")).html);
    const amenities = before.find((g) => g.group === "amenities");
    const all = amenities?.showAll?.count ?? 0;
    expect(all).toBeGreaterThan(6);
    const { html } = await searchPage("quartier.localhost", "&more=amenities");
    const after = serviceGroups(html);
    expect(after.find((g) => g.group === "amenities")).toEqual({ group: "amenities", rows: all, showAll: null });
    expect(after.find((g) => g.group === "services")?.rows).toBeLessThanOrEqual(6);
    // The form keeps the opened group when it is sent again.
    expect(html).toContain('<input type="hidden" name="more" value="amenities"/>');
    // A search URL is never indexed and names no canonical (docs/decisions/0080).
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe("the search page's HTML carries the first page, not every listing", () => {
  it.each([
    ["list", "", 10],
    ["tile", "&view=tile", 12],
  ])(
    "%s view: the loader data holds the page's listings only, the facets count all results",
    async (_view, extra, pageSize) => {
      const page = await searchPage("quartier.localhost", extra);
      expect(page.total).toBeGreaterThan(pageSize);
      const inLoaderData = new Set(page.loaderData.match(LISTING_ID));
      expect(inLoaderData.size).toBe(pageSize);
      expect(new Set(page.html.match(/data-listing-id="[^"]+"/g)).size).toBe(pageSize);
      // Every result has a number of bedrooms: the facet's counts add up to all results.
      expect(page.bedroomCounts.reduce((sum, count) => sum + count, 0)).toBe(page.total);
    },
  );

  it("names where the browser fetches all listings: a compact set of every result, cacheable, keyed by the search", async () => {
    const page = await searchPage("quartier.localhost");
    expect(page.listingsHref).toMatch(/^\/api\/find-offers\/listings\?lat=52\.52437&long=13\.41053&radius=25&from=/);
    const { response, listings } = await listingSet("quartier.localhost", page.listingsHref ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, max-age=300");
    expect(listings).toHaveLength(page.total);
    const ids = new Set(listings.map((listing) => listing.id));
    for (const id of new Set(page.loaderData.match(LISTING_ID))) expect(ids).toContain(id);
    // The same search asks the same location again.
    expect((await searchPage("quartier.localhost", "&view=grid&page=2")).listingsHref).toBe(page.listingsHref);
  });

  it("the location answers the host's tenant's listings, whichever tenant's page named it", async () => {
    const quartier = await searchPage("quartier.localhost");
    const citynest = await searchPage("citynest.localhost");
    expect(citynest.total).toBeLessThan(quartier.total);
    const { listings } = await listingSet("citynest.localhost", quartier.listingsHref ?? "");
    expect(listings).toHaveLength(citynest.total);
  });

  it("POST /api/find-offers hands out the same location as the page", async () => {
    const page = await searchPage("quartier.localhost");
    const params = Object.fromEntries(new URL(page.listingsHref ?? "", "http://x").searchParams);
    const response = await fetchApp("http://quartier.localhost/api/find-offers", {
      method: "POST",
      body: JSON.stringify({
        params: {
          ...params,
          ibeUid: "quartier",
          lat: Number(params.lat),
          long: Number(params.long),
          radius: Number(params.radius),
          guests: Number(params.guests),
        },
      }),
      headers: {
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
        Origin: "http://quartier.localhost",
      },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ redirectLocation: page.listingsHref, offers: page.total });
  });

  it.each([
    ["no search at all", ""],
    [
      "a position that is no number",
      "?lat=north&long=13.4&radius=10&from=2027-01-01&to=2027-01-08&guests=2&currency=EUR&language=en",
    ],
    [
      "an unknown language",
      "?lat=52.5&long=13.4&radius=10&from=2027-01-01&to=2027-01-08&guests=2&currency=EUR&language=fr",
    ],
  ])("refuses %s with 400 and the fields", async (_case, query) => {
    const response = await fetchApp(`http://quartier.localhost/api/find-offers/listings${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_input", issues: expect.any(Array) });
  });

  it("a page without results names no location", async () => {
    const page = await searchPage(
      "quartier.localhost",
      "",
      QUERY.replace("lat=52.52437&long=13.41053", "lat=40&long=-30"),
    );
    expect(page.total).toBe(0);
    expect(page.listingsHref).toBeNull();
  });
});

describe("the first view is the inventory's ranked page (docs/decisions/0040)", () => {
  // A price range that keeps every listing: the page then ranks and filters all listings itself.
  const EVERY_PRICE = "&price=0-99999999";
  const shownIds = (html: string) => [...html.matchAll(/data-listing-id="([^"]+)"/g)].map((match) => match[1]);

  it.each([
    ["the first page", ""],
    ["the second page, asked by the URL without JavaScript", "&page=2"],
    ["a page past the end", "&page=999"],
    ["the map view's page", "&view=map"],
    ["the German page", "", "de"],
  ])("%s shows the same results and counts as the ranking of all listings", async (_case, extra, lng = "en") => {
    const url = (more: string) => `http://quartier.localhost/${lng}/search/Berlin?${QUERY}${extra}${more}`;
    const ranked = await fetchApp(url(""));
    const full = await fetchApp(url(EVERY_PRICE));
    expect(ranked.status).toBe(200);
    expect(full.status).toBe(200);
    const [rankedHtml, fullHtml] = [await ranked.text(), await full.text()];
    expect(shownIds(rankedHtml).length).toBeGreaterThan(0);
    expect(shownIds(rankedHtml)).toEqual(shownIds(fullHtml));
    const counts = (html: string) => html.match(/data-testid="results-count"[^>]*>[^<]+</)?.[0];
    expect(counts(rankedHtml)).toEqual(counts(fullHtml));
    const bedrooms = (html: string) => html.match(/<select name="bedrooms".*?<\/select>/)?.[0];
    expect(bedrooms(rankedHtml)).toEqual(bedrooms(fullHtml));
  });
});
