import type { Language, Tenant } from "../../../shared/tenancy/tenant";
import { type CityEntry, cityPathOf } from "./city-path";
import { offerPath } from "./offer-path";
import { localisedPageLinks } from "./page-links";

/**
 * Sitemaps per the sitemaps.org protocol, one set per tenant on the tenant's host:
 * `/sitemap.xml` is always a sitemap index, and the URLs themselves are on pages
 * `/sitemaps/1.xml`, `/sitemaps/2.xml`, ... of at most SITEMAP_PAGE_SIZE URLs each (the protocol allows
 * 50,000 URLs and 50 MB per file; 5,000 URLs with their hreflang alternates stay below 45 MB even with
 * 2,048-character URLs and keep a page cheap to render in a Worker).
 * Each language version of a page is its own <url> with every language version (itself included)
 * and x-default as `xhtml:link` alternates, the same set the page's own hreflang links give.
 */

export const SITEMAP_INDEX_PATH = "/sitemap.xml";
/** The route of a sitemap page (top level, not under `:lng`); `:file` is "<n>.xml". */
export const SITEMAP_PAGE_ROUTE = "sitemaps/:file";
export const SITEMAP_PAGE_SIZE = 5_000;
/** Protocol limits per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;
export const SITEMAP_CONTENT_TYPE = "application/xml; charset=utf-8";

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NS = "http://www.w3.org/1999/xhtml";

export type SitemapTenant = Pick<Tenant, "ibeUid" | "languages" | "defaultLanguage">;
export type SitemapCity = Pick<CityEntry, "placeId" | "name"> & { lastmod?: string };
/** An offer page to list. `propertyName` is informational; the path is by apartment type id. */
export type SitemapOffer = { apartmentTypeId: string; ibeUid: string; propertyName?: string; lastmod?: string };
export type SitemapAlternate = { hrefLang: string; href: string };
export type SitemapEntry = { loc: string; alternates: SitemapAlternate[]; lastmod?: string };

export type SitemapInput = {
  tenant: SitemapTenant;
  /** The tenant's origin on the brand host, e.g. "https://booking.alpenstay.example". */
  origin: string;
  cities: readonly SitemapCity[];
  offers: readonly SitemapOffer[];
  /** lastmod of the language homes (and cities without their own). */
  lastmod?: string;
};

/** `/sitemaps/3.xml` */
export function sitemapPagePath(page: number): string {
  return `/sitemaps/${page}.xml`;
}

/** The page number of a sitemap page's `:file` param ("3.xml" -> 3); undefined for anything else. */
export function parseSitemapPageFile(file: string): number | undefined {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : undefined;
}

const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

/** A lastmod value in W3C Datetime form, or undefined (an invalid value is left out, not published). */
function validLastmod(value: string | undefined): string | undefined {
  return value !== undefined && W3C_DATETIME.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/** XML text and attribute escaping. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) =>
    c === "&" ? "&amp;" : c === "<" ? "&lt;" : c === ">" ? "&gt;" : c === '"' ? "&quot;" : "&apos;",
  );
}

/**
 * The offers of this tenant only: every entry whose ibeUid is not the tenant's is dropped (defence in
 * depth; the caller should already have asked the OTA for this tenant's offers), duplicates by
 * apartment type id are dropped, and the rest is sorted by id so pages are stable between requests.
 */
export function tenantOffers(tenant: Pick<Tenant, "ibeUid">, offers: readonly SitemapOffer[]): SitemapOffer[] {
  const byId = new Map<string, SitemapOffer>();
  for (const offer of offers) {
    if (offer.ibeUid !== tenant.ibeUid || byId.has(offer.apartmentTypeId)) continue;
    byId.set(offer.apartmentTypeId, offer);
  }
  return [...byId.values()].sort((a, b) => (a.apartmentTypeId < b.apartmentTypeId ? -1 : 1));
}

/**
 * Every URL of the tenant's sitemap, in a fixed order: the language homes, the city landing pages, the
 * offer pages (each in every language of the tenant, next to each other).
 */
export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const origin = new URL(input.origin).origin;
  const { languages, defaultLanguage } = input.tenant;
  const entries: SitemapEntry[] = [];
  const add = (pathFor: (lng: Language) => string, lastmod: string | undefined) => {
    for (const lng of languages) {
      const links = localisedPageLinks({ origin, languages, defaultLanguage, current: lng, pathFor });
      const [canonical, ...rest] = links;
      if (!canonical) continue;
      const alternates = rest.map((link) => ({ hrefLang: link.hrefLang ?? lng, href: link.href }));
      const checked = validLastmod(lastmod);
      entries.push({ loc: canonical.href, alternates, ...(checked ? { lastmod: checked } : {}) });
    }
  };
  add((lng) => `/${lng}`, input.lastmod);
  const seenCities = new Set<string>();
  for (const city of input.cities) {
    if (seenCities.has(city.placeId)) continue;
    seenCities.add(city.placeId);
    add((lng) => cityPathOf(city, lng), city.lastmod ?? input.lastmod);
  }
  for (const offer of tenantOffers(input.tenant, input.offers)) {
    add((lng) => offerPath(lng, offer.apartmentTypeId), offer.lastmod);
  }
  return entries;
}

function checkPageSize(pageSize: number) {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > SITEMAP_MAX_URLS) {
    throw new RangeError(`sitemap page size must be 1..${SITEMAP_MAX_URLS}, got ${pageSize}`);
  }
}

/** How many sitemap pages hold this many URLs; at least 1 (an empty page is still a valid sitemap). */
export function sitemapPageCount(urlCount: number, pageSize: number = SITEMAP_PAGE_SIZE): number {
  checkPageSize(pageSize);
  return Math.max(1, Math.ceil(urlCount / pageSize));
}

/** The sitemap index listing pages 1..pageCount on the origin. */
export function sitemapIndexXml(input: { origin: string; pageCount: number; lastmod?: string }): string {
  const origin = new URL(input.origin).origin;
  if (!Number.isInteger(input.pageCount) || input.pageCount < 1 || input.pageCount > SITEMAP_MAX_URLS) {
    throw new RangeError(`a sitemap index lists 1..${SITEMAP_MAX_URLS} sitemaps, got ${input.pageCount}`);
  }
  const lastmod = validLastmod(input.lastmod);
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<sitemapindex xmlns="${SITEMAP_NS}">`];
  for (let page = 1; page <= input.pageCount; page++) {
    lines.push(
      `<sitemap><loc>${escapeXml(`${origin}${sitemapPagePath(page)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</sitemap>`,
    );
  }
  lines.push("</sitemapindex>", "");
  return lines.join("\n");
}

/** A `<urlset>` of these entries with their `xhtml:link` alternates. */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  if (entries.length > SITEMAP_MAX_URLS) {
    throw new RangeError(`a sitemap holds at most ${SITEMAP_MAX_URLS} URLs, got ${entries.length}`);
  }
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`];
  for (const entry of entries) {
    lines.push("<url>", `<loc>${escapeXml(entry.loc)}</loc>`);
    for (const alternate of entry.alternates) {
      lines.push(
        `<xhtml:link rel="alternate" hreflang="${escapeXml(alternate.hrefLang)}" href="${escapeXml(alternate.href)}"/>`,
      );
    }
    if (entry.lastmod) lines.push(`<lastmod>${escapeXml(entry.lastmod)}</lastmod>`);
    lines.push("</url>");
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** The entries on a 1-based page, or undefined for a page that does not exist (answer 404). */
export function sitemapPageEntries(
  entries: readonly SitemapEntry[],
  page: number,
  pageSize: number = SITEMAP_PAGE_SIZE,
): SitemapEntry[] | undefined {
  const count = sitemapPageCount(entries.length, pageSize);
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  return entries.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The XML of one sitemap page (for `/sitemaps/<n>.xml`), or undefined for a page that does not exist.
 * Only that page's entries are rendered.
 */
export function sitemapPageXml(
  input: SitemapInput,
  page: number,
  pageSize: number = SITEMAP_PAGE_SIZE,
): string | undefined {
  const entries = sitemapPageEntries(sitemapEntries(input), page, pageSize);
  return entries ? checkedSize(urlSetXml(entries), page) : undefined;
}

function checkedSize(xml: string, page: number): string {
  const bytes = new TextEncoder().encode(xml).length;
  if (bytes > SITEMAP_MAX_BYTES) throw new RangeError(`sitemap page ${page} is ${bytes} bytes, over 50 MB`);
  return xml;
}

/**
 * The whole sitemap set of a tenant: the index (for `/sitemap.xml`) and each page's XML (page n is
 * `pages[n - 1]`, served at `/sitemaps/<n>.xml`). A page larger than the protocol's 50 MB throws.
 */
export function buildSitemaps(
  input: SitemapInput,
  pageSize: number = SITEMAP_PAGE_SIZE,
): { index: string; pages: string[]; urlCount: number } {
  const entries = sitemapEntries(input);
  const pageCount = sitemapPageCount(entries.length, pageSize);
  const pages: string[] = [];
  for (let page = 1; page <= pageCount; page++) {
    pages.push(checkedSize(urlSetXml(sitemapPageEntries(entries, page, pageSize) ?? []), page));
  }
  return {
    index: sitemapIndexXml({ origin: input.origin, pageCount, lastmod: input.lastmod }),
    pages,
    urlCount: entries.length,
  };
}
