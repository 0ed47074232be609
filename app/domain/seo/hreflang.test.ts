import { describe, expect, it } from "vitest";
import { tenantById } from "../../../shared/tenancy/tenant-registry";
import { cityPathOf } from "./city-path";
import {
  checkHreflangReciprocity,
  type HreflangPage,
  type HreflangProblemCode,
  hreflangPageFromHtml,
} from "./hreflang";
import { offerPath } from "./offer-path";
import { localisedPageLinks, pageLinks } from "./page-links";

const ORIGIN = "https://booking.alpenstay.example";
const alpenstay = tenantById("alpenstay")!;

/** The pages of one resource in each language, as the app's pageLinks describes them. */
function cluster(pathFor: (lng: "de" | "en") => string): HreflangPage[] {
  return alpenstay.languages.map((lng) => {
    const links = localisedPageLinks({
      origin: ORIGIN,
      languages: alpenstay.languages,
      defaultLanguage: alpenstay.defaultLanguage,
      current: lng,
      pathFor,
    });
    return {
      url: `${ORIGIN}${pathFor(lng)}`,
      lang: lng,
      canonical: links.find((l) => l.rel === "canonical")?.href,
      alternates: links.filter((l) => l.rel === "alternate").map((l) => ({ hrefLang: l.hrefLang ?? "", href: l.href })),
    };
  });
}

const home = () => cluster((lng) => `/${lng}`);
const city = cluster((lng) => cityPathOf(alpenstay.featuredCities[0]!, lng));
const offer = cluster((lng) => offerPath(lng, "at-1"));

describe("checkHreflangReciprocity with correct sets", () => {
  it.each([
    ["language homes", home()],
    ["a city page with translated slugs", city],
    ["an offer page", offer],
    ["all of them together", [...home(), ...city, ...offer]],
  ])("finds nothing wrong with %s", (_, pages) => {
    expect(checkHreflangReciprocity(pages, { origin: ORIGIN })).toEqual([]);
  });

  it("accepts a page of a single-language tenant, which has no alternates", () => {
    const links = pageLinks({
      origin: "https://stay.harbourlofts.example",
      languages: ["en"],
      defaultLanguage: "en",
      current: "en",
      pathAfterLanguage: "",
    });
    expect(links.some((l) => l.rel === "alternate")).toBe(false);
    expect(checkHreflangReciprocity([{ url: "https://stay.harbourlofts.example/en", alternates: [] }])).toEqual([]);
  });

  it("treats URLs that differ only in host case or default port as the same", () => {
    const pages = home().map((p) => ({
      ...p,
      url: p.url.replace("https://booking", "https://BOOKING").replace(".example", ".example:443"),
    }));
    expect(checkHreflangReciprocity(pages)).toEqual([]);
  });
});

type Break = (pages: HreflangPage[]) => HreflangPage[];
const onPage =
  (index: number, change: (page: HreflangPage) => HreflangPage): Break =>
  (pages) =>
    pages.map((p, i) => (i === index ? change(p) : p));
const withoutLang = (hrefLang: string) => (p: HreflangPage) => ({
  ...p,
  alternates: p.alternates.filter((a) => a.hrefLang !== hrefLang),
});
const replaceHref = (hrefLang: string, href: string) => (p: HreflangPage) => ({
  ...p,
  alternates: p.alternates.map((a) => (a.hrefLang === hrefLang ? { ...a, href } : a)),
});

describe("checkHreflangReciprocity with broken sets", () => {
  const BROKEN: Array<[string, Break, HreflangProblemCode, string]> = [
    ["the en page does not link back to de", onPage(1, withoutLang("de")), "missingReturnLink", `${ORIGIN}/de`],
    ["the de page does not name itself", onPage(0, withoutLang("de")), "selfLinkMissing", `${ORIGIN}/de`],
    ["the en page has no x-default", onPage(1, withoutLang("x-default")), "xDefaultMissing", `${ORIGIN}/en`],
    ["a relative alternate", onPage(0, replaceHref("en", "/en")), "relativeUrl", `${ORIGIN}/de`],
    [
      "a protocol-relative alternate",
      onPage(0, replaceHref("en", "//booking.alpenstay.example/en")),
      "relativeUrl",
      `${ORIGIN}/de`,
    ],
    [
      "an alternate on another tenant's host",
      onPage(0, replaceHref("en", "https://quartier.example/en")),
      "wrongHost",
      `${ORIGIN}/de`,
    ],
    [
      "an alternate on the admin host",
      onPage(1, replaceHref("x-default", "https://admin.booking.alpenstay.example/de")),
      "wrongHost",
      `${ORIGIN}/en`,
    ],
    ["a relative page URL", onPage(0, (p) => ({ ...p, url: "/de" })), "relativeUrl", "/de"],
    [
      "an hreflang used twice",
      onPage(0, (p) => ({ ...p, alternates: [...p.alternates, { hrefLang: "en", href: `${ORIGIN}/en` }] })),
      "duplicateHrefLang",
      `${ORIGIN}/de`,
    ],
    [
      "an invalid hreflang",
      onPage(0, (p) => ({
        ...p,
        alternates: p.alternates.map((a) => (a.hrefLang === "en" ? { ...a, hrefLang: "english" } : a)),
      })),
      "invalidHrefLang",
      `${ORIGIN}/de`,
    ],
    [
      "hreflang on a non-canonical page",
      onPage(0, (p) => ({ ...p, canonical: `${ORIGIN}/en` })),
      "notCanonical",
      `${ORIGIN}/de`,
    ],
    [
      "a page naming itself in the wrong language",
      onPage(0, (p) => ({ ...p, lang: "en" })),
      "wrongSelfLanguage",
      `${ORIGIN}/de`,
    ],
    ["an alternate that was not fetched", (pages) => pages.slice(0, 1), "alternateNotProvided", `${ORIGIN}/de`],
    [
      "return link with another language",
      onPage(1, (p) => ({
        ...p,
        alternates: p.alternates.map((a) => (a.hrefLang === "de" ? { ...a, hrefLang: "de-AT" } : a)),
      })),
      "returnLinkLanguage",
      `${ORIGIN}/de`,
    ],
    [
      "x-default pointing elsewhere on one page",
      onPage(1, replaceHref("x-default", `${ORIGIN}/en`)),
      "xDefaultMismatch",
      `${ORIGIN}/de`,
    ],
  ];

  it.each(BROKEN)("reports %s", (_, breakIt, code, page) => {
    const problems = checkHreflangReciprocity(breakIt(home()), { origin: ORIGIN });
    expect(problems).toContainEqual(expect.objectContaining({ code, page }));
  });

  it("reports a page on the wrong host when an origin is given", () => {
    const pages = home().map((p) => ({ ...p, url: p.url.replace(ORIGIN, "https://alpenstay.localhost") }));
    expect(checkHreflangReciprocity(pages, { origin: ORIGIN })).toContainEqual(
      expect.objectContaining({ code: "wrongHost", page: "https://alpenstay.localhost/de" }),
    );
  });
});

describe("hreflangPageFromHtml", () => {
  it("reads alternates, canonical and language from server-rendered HTML", () => {
    const html = `<!DOCTYPE html><html lang="de" dir="ltr"><head>
      <meta charSet="utf-8"/><title>Wien</title>
      <link rel="canonical" href="${ORIGIN}/de/search/Wien?guests=2&amp;radius=10"/>
      <link rel="alternate" hrefLang="de" href="${ORIGIN}/de/search/Wien?guests=2&amp;radius=10"/>
      <link rel='alternate' hreflang='en' href='${ORIGIN}/en/search/Wien?guests=2&#38;radius=10'>
      <link href="${ORIGIN}/de/search/Wien?guests=2&amp;radius=10" hreflang="x-default" rel="alternate" />
      <link rel="icon" href="/favicon.svg"/>
      <link rel="stylesheet" href="/app.css"/>
    </head><body><a rel="alternate" hreflang="fr" href="/fr">not a link tag</a></body></html>`;
    expect(hreflangPageFromHtml(`${ORIGIN}/de/search/Wien?guests=2&radius=10`, html)).toEqual({
      url: `${ORIGIN}/de/search/Wien?guests=2&radius=10`,
      lang: "de",
      canonical: `${ORIGIN}/de/search/Wien?guests=2&radius=10`,
      alternates: [
        { hrefLang: "de", href: `${ORIGIN}/de/search/Wien?guests=2&radius=10` },
        { hrefLang: "en", href: `${ORIGIN}/en/search/Wien?guests=2&radius=10` },
        { hrefLang: "x-default", href: `${ORIGIN}/de/search/Wien?guests=2&radius=10` },
      ],
    });
  });

  it("gives no alternates for a page without any", () => {
    expect(hreflangPageFromHtml("https://x.example/en", "<html><head></head></html>")).toEqual({
      url: "https://x.example/en",
      alternates: [],
    });
  });
});
