import { describe, expect, it } from "vitest";
import { TENANTS, tenantById } from "../../../shared/tenancy/tenant-registry";
import { checkHreflangReciprocity } from "./hreflang";
import { robotsAllows, robotsTxt } from "./robots-txt";
import {
  buildSitemaps,
  escapeXml,
  parseSitemapPageFile,
  SITEMAP_MAX_BYTES,
  SITEMAP_PAGE_SIZE,
  type SitemapInput,
  type SitemapOffer,
  sitemapEntries,
  sitemapIndexXml,
  sitemapPageCount,
  sitemapPagePath,
  sitemapPageXml,
  tenantOffers,
  urlSetXml,
} from "./sitemap";

const alpenstay = tenantById("alpenstay")!;
const harbourlofts = tenantById("harbourlofts")!;
const ORIGIN = "https://booking.alpenstay.example";

const input = (patch: Partial<SitemapInput> = {}): SitemapInput => ({
  tenant: alpenstay,
  origin: ORIGIN,
  cities: alpenstay.featuredCities.slice(0, 2),
  offers: [
    { apartmentTypeId: "at-2", ibeUid: "alpenstay", lastmod: "2026-10-02" },
    { apartmentTypeId: "at-1", ibeUid: "alpenstay", propertyName: "Haus am See" },
  ],
  ...patch,
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** Every `&` starts an entity, tags balance, and no raw `<` sits in text: enough to catch broken escaping. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  for (const tag of ["urlset", "url", "loc", "lastmod", "sitemapindex", "sitemap"]) {
    const open = xml.match(new RegExp(`<${tag}[ >]`, "g"))?.length ?? 0;
    const close = xml.match(new RegExp(`</${tag}>`, "g"))?.length ?? 0;
    expect(open, tag).toBe(close);
  }
  const text = xml.replace(/<[^<>]*>/g, "");
  expect(text).not.toMatch(/[<>]/);
}

describe("sitemapEntries", () => {
  it("lists language homes, city pages and offer pages in every language with hreflang alternates", () => {
    const entries = sitemapEntries(input());
    expect(entries.map((e) => e.loc)).toEqual([
      `${ORIGIN}/de`,
      `${ORIGIN}/en`,
      `${ORIGIN}/de/serviced-apartments/muenchen`,
      `${ORIGIN}/en/serviced-apartments/munich`,
      `${ORIGIN}/de/serviced-apartments/wien`,
      `${ORIGIN}/en/serviced-apartments/vienna`,
      `${ORIGIN}/de/apartments/at-1`,
      `${ORIGIN}/en/apartments/at-1`,
      `${ORIGIN}/de/apartments/at-2`,
      `${ORIGIN}/en/apartments/at-2`,
    ]);
    expect(entries[3]).toEqual({
      loc: `${ORIGIN}/en/serviced-apartments/munich`,
      alternates: [
        { hrefLang: "de", href: `${ORIGIN}/de/serviced-apartments/muenchen` },
        { hrefLang: "en", href: `${ORIGIN}/en/serviced-apartments/munich` },
        { hrefLang: "x-default", href: `${ORIGIN}/de/serviced-apartments/muenchen` },
      ],
    });
    expect(entries[8]?.lastmod).toBe("2026-10-02");
  });

  it("gives a single-language tenant's URLs no alternates", () => {
    const entries = sitemapEntries({
      tenant: harbourlofts,
      origin: "https://stay.harbourlofts.example",
      cities: harbourlofts.featuredCities.slice(0, 1),
      offers: [{ apartmentTypeId: "at-9", ibeUid: "harbourlofts" }],
    });
    expect(entries).toEqual([
      { loc: "https://stay.harbourlofts.example/en", alternates: [] },
      { loc: "https://stay.harbourlofts.example/en/serviced-apartments/london", alternates: [] },
      { loc: "https://stay.harbourlofts.example/en/apartments/at-9", alternates: [] },
    ]);
  });

  it("has reciprocal hreflang on every URL, all on the tenant's host and crawlable", () => {
    const entries = sitemapEntries(input());
    const pages = entries.map((e) => ({ url: e.loc, alternates: e.alternates }));
    expect(checkHreflangReciprocity(pages, { origin: ORIGIN })).toEqual([]);
    const robots = robotsTxt({ origin: ORIGIN, area: "public" });
    expect(entries.filter((e) => !robotsAllows(robots, new URL(e.loc).pathname))).toEqual([]);
  });

  it.each([
    ["a valid date", "2026-10-01", "2026-10-01"],
    ["a valid date-time", "2026-10-01T08:30:00+02:00", "2026-10-01T08:30:00+02:00"],
    ["a date-time without zone", "2026-10-01T08:30:00", undefined],
    ["an impossible date", "2026-13-01", undefined],
    ["free text", "yesterday", undefined],
  ])("keeps lastmod only when it is W3C Datetime: %s", (_, lastmod, expected) => {
    const [home] = sitemapEntries(input({ lastmod, cities: [], offers: [] }));
    expect(home?.lastmod).toBe(expected);
  });
});

describe("tenant isolation", () => {
  /** A date per tenant, so that the entry kept for an id every tenant has shows whose it is. */
  const lastmodOf = (ibeUid: string) => `2026-01-0${TENANTS.findIndex((t) => t.ibeUid === ibeUid) + 1}`;
  /** Offers of every tenant mixed together, ids naming their tenant, plus an id that all tenants have. */
  const everyonesOffers: SitemapOffer[] = TENANTS.flatMap((t) => [
    { apartmentTypeId: `${t.ibeUid}-at-1`, ibeUid: t.ibeUid },
    { apartmentTypeId: `${t.ibeUid}-at-2`, ibeUid: t.ibeUid },
    { apartmentTypeId: "shared-id", ibeUid: t.ibeUid, lastmod: lastmodOf(t.ibeUid) },
  ]);

  it.each(TENANTS.map((t) => [t.ibeUid, t] as const))("the %s sitemap lists only its own offers", (ibeUid, tenant) => {
    const origin = `https://${tenant.hosts[0]}`;
    const { pages } = buildSitemaps({ tenant, origin, cities: tenant.featuredCities, offers: everyonesOffers }, 7);
    const offerIds = pages
      .flatMap(locs)
      .filter((loc) => loc?.includes("/apartments/"))
      .map((loc) => decodeURIComponent(loc?.split("/apartments/")[1] ?? ""));
    const expected = ["shared-id", `${ibeUid}-at-1`, `${ibeUid}-at-2`];
    expect([...new Set(offerIds)].sort()).toEqual(expected.sort());
    for (const other of TENANTS.filter((t) => t.ibeUid !== ibeUid)) {
      expect(pages.join("\n")).not.toContain(`${other.ibeUid}-at-`);
    }
    expect(pages.flatMap(locs).every((loc) => loc?.startsWith(`${origin}/`))).toBe(true);
    const shared = sitemapEntries({ tenant, origin, cities: [], offers: everyonesOffers }).filter((e) =>
      e.loc.endsWith("/apartments/shared-id"),
    );
    expect(shared.map((e) => e.lastmod)).toEqual(tenant.languages.map(() => lastmodOf(ibeUid)));
  });

  it("drops another tenant's offer even when its id looks like ours, and duplicates", () => {
    expect(
      tenantOffers(alpenstay, [
        { apartmentTypeId: "at-1", ibeUid: "citynest" },
        { apartmentTypeId: "at-3", ibeUid: "alpenstay" },
        { apartmentTypeId: "at-3", ibeUid: "alpenstay", lastmod: "2026-01-01" },
        { apartmentTypeId: "at-2", ibeUid: "Alpenstay" },
        { apartmentTypeId: "at-0", ibeUid: "alpenstay" },
      ]),
    ).toEqual([
      { apartmentTypeId: "at-0", ibeUid: "alpenstay" },
      { apartmentTypeId: "at-3", ibeUid: "alpenstay" },
    ]);
  });
});

describe("paging", () => {
  const manyOffers = (n: number): SitemapOffer[] =>
    Array.from({ length: n }, (_, i) => ({ apartmentTypeId: `at-${String(i).padStart(6, "0")}`, ibeUid: "alpenstay" }));

  it.each([
    [0, 1, 1],
    [1, 1, 1],
    [5_000, 5_000, 1],
    [5_001, 5_000, 2],
    [50_000, 5_000, 10],
    [7, 3, 3],
  ])("%i URLs at %i a page make %i pages", (urls, size, pages) => {
    expect(sitemapPageCount(urls, size)).toBe(pages);
  });

  it.each([0, -1, 1.5, 50_001])("refuses page size %s", (size) => {
    expect(() => sitemapPageCount(10, size)).toThrow(RangeError);
  });

  it("splits at the page size and lists every URL exactly once, the index naming each page", () => {
    const offers = manyOffers(20);
    const { index, pages, urlCount } = buildSitemaps(input({ offers }), 9);
    // 2 homes + 2 cities x 2 + 20 offers x 2
    expect(urlCount).toBe(46);
    expect(pages).toHaveLength(6);
    for (const page of pages) expectWellFormed(page);
    expect(pages.map((p) => locs(p).length)).toEqual([9, 9, 9, 9, 9, 1]);
    expect(pages.flatMap(locs)).toEqual(sitemapEntries(input({ offers })).map((e) => e.loc));
    expectWellFormed(index);
    expect(locs(index)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${ORIGIN}/sitemaps/${n}.xml`));
    expect(sitemapPageXml(input({ offers }), 3, 9)).toBe(pages[2]);
  });

  it("keeps a full default page within the protocol's limits", () => {
    const offers = manyOffers(SITEMAP_PAGE_SIZE);
    const { pages } = buildSitemaps(input({ offers, cities: [] }));
    expect(pages).toHaveLength(3);
    expect(locs(pages[0] ?? "")).toHaveLength(SITEMAP_PAGE_SIZE);
    expect(new TextEncoder().encode(pages[0]).length).toBeLessThan(SITEMAP_MAX_BYTES);
  });

  it.each([0, 4, 1.5, Number.NaN])("has no page %s", (page) => {
    expect(sitemapPageXml(input(), page, 5)).toBeUndefined();
  });

  it.each([
    ["1.xml", 1],
    ["12.xml", 12],
    ["0.xml", undefined],
    ["01.xml", undefined],
    ["1.xml.gz", undefined],
    ["1", undefined],
    ["-1.xml", undefined],
    ["1234567.xml", undefined],
  ])("parses page file %s as %s", (file, page) => {
    expect(parseSitemapPageFile(file)).toBe(page);
    if (page !== undefined) expect(sitemapPagePath(page)).toBe(`/sitemaps/${file}`);
  });
});

describe("XML", () => {
  it.each([
    [`a&b<c>"d'`, "a&amp;b&lt;c&gt;&quot;d&apos;"],
    ["plain", "plain"],
  ])("escapes %s", (text, escaped) => {
    expect(escapeXml(text)).toBe(escaped);
  });

  it("escapes URLs and alternates in a url set", () => {
    const xml = urlSetXml([
      {
        loc: "https://x.example/en/apartments/o'brien?a=1&b=2",
        alternates: [{ hrefLang: "en", href: "https://x.example/en/apartments/o'brien?a=1&b=2" }],
        lastmod: "2026-01-01",
      },
    ]);
    expectWellFormed(xml);
    expect(xml).toContain("<loc>https://x.example/en/apartments/o&apos;brien?a=1&amp;b=2</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://x.example/en/apartments/o&apos;brien?a=1&amp;b=2"/>',
    );
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("writes an index with lastmod and refuses an impossible page count", () => {
    expect(sitemapIndexXml({ origin: `${ORIGIN}/`, pageCount: 1, lastmod: "2026-10-01" })).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `<sitemap><loc>${ORIGIN}/sitemaps/1.xml</loc><lastmod>2026-10-01</lastmod></sitemap>`,
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
    expect(() => sitemapIndexXml({ origin: ORIGIN, pageCount: 0 })).toThrow(RangeError);
  });
});
