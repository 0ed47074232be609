import { describe, expect, it } from "vitest";
import { cityPathOf } from "./city-path";
import { META_DESCRIPTION_MAX, metaDescription, type PageMetaInput, pageMeta } from "./meta-tags";
import { offerPath } from "./offer-path";

const ORIGIN = "https://booking.alpenstay.example";
const base: PageMetaInput = {
  title: "Zwei-Zimmer-Apartment  in Wien",
  description: "Helles Apartment nahe dem Naschmarkt.",
  siteName: "Alpenstay",
  origin: ORIGIN,
  languages: ["de", "en"],
  defaultLanguage: "de",
  current: "de",
  pathFor: (lng) => offerPath(lng, "at-1"),
  type: "website",
  image: { url: "/images/at-1.svg", alt: "Wohnzimmer", width: 1200, height: 800 },
};

describe("pageMeta", () => {
  it("gives title, description, Open Graph, Twitter card and canonical/hreflang links", () => {
    expect(pageMeta(base)).toEqual([
      { title: "Zwei-Zimmer-Apartment in Wien" },
      { name: "description", content: "Helles Apartment nahe dem Naschmarkt." },
      { property: "og:site_name", content: "Alpenstay" },
      { property: "og:type", content: "website" },
      { property: "og:title", content: "Zwei-Zimmer-Apartment in Wien" },
      { property: "og:description", content: "Helles Apartment nahe dem Naschmarkt." },
      { property: "og:url", content: `${ORIGIN}/de/apartments/at-1` },
      { property: "og:locale", content: "de_DE" },
      { property: "og:locale:alternate", content: "en_GB" },
      { property: "og:image", content: `${ORIGIN}/images/at-1.svg` },
      { property: "og:image:alt", content: "Wohnzimmer" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "800" },
      { name: "twitter:card", content: "summary_large_image" },
      { name: "twitter:title", content: "Zwei-Zimmer-Apartment in Wien" },
      { name: "twitter:description", content: "Helles Apartment nahe dem Naschmarkt." },
      { name: "twitter:image", content: `${ORIGIN}/images/at-1.svg` },
      { name: "twitter:image:alt", content: "Wohnzimmer" },
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/de/apartments/at-1` },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: `${ORIGIN}/de/apartments/at-1` },
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${ORIGIN}/en/apartments/at-1` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/de/apartments/at-1` },
    ]);
  });

  it.each([
    ["en", "en_GB", ["de_DE"]],
    ["de", "de_DE", ["en_GB"]],
  ] as const)("in %s sets og:locale %s and the other languages as alternates", (current, locale, alternates) => {
    const meta = pageMeta({ ...base, current });
    expect(meta).toContainEqual({ property: "og:locale", content: locale });
    expect(
      meta
        .filter((m) => "property" in m && m.property === "og:locale:alternate")
        .map((m) => "content" in m && m.content),
    ).toEqual(alternates);
  });

  it("uses a summary card and no image tags without an image", () => {
    const { image: _, ...withoutImage } = base;
    const meta = pageMeta(withoutImage);
    expect(meta).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(JSON.stringify(meta)).not.toContain("image");
  });

  it("keeps an absolute image URL and drops one that is not http(s)", () => {
    const absolute = pageMeta({ ...base, image: { url: "https://cdn.example.net/a.jpg" } });
    expect(absolute).toContainEqual({ property: "og:image", content: "https://cdn.example.net/a.jpg" });
    expect(absolute).not.toContainEqual(expect.objectContaining({ property: "og:image:alt" }));
    const script = pageMeta({ ...base, image: { url: "javascript:alert(1)" } });
    expect(JSON.stringify(script)).not.toContain("javascript");
  });

  it("builds paths after the language for pages whose path is the same in every language", () => {
    const { pathFor: _, ...rest } = base;
    const meta = pageMeta({ ...rest, current: "en", pathAfterLanguage: "/search/Wien?guests=2" });
    expect(meta).toContainEqual({ property: "og:url", content: `${ORIGIN}/en/search/Wien?guests=2` });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/en/search/Wien?guests=2` });
  });

  it("gives a city page its translated path in each language", () => {
    const vienna = { placeId: "2761369", name: { de: "Wien", en: "Vienna" } };
    const meta = pageMeta({ ...base, current: "en", pathFor: (lng) => cityPathOf(vienna, lng) });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${ORIGIN}/en/serviced-apartments/vienna` });
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "alternate",
      hrefLang: "de",
      href: `${ORIGIN}/de/serviced-apartments/wien`,
    });
  });

  it("marks a noindex page and leaves out its hreflang alternates", () => {
    const meta = pageMeta({ ...base, noindex: true });
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(meta.filter((m) => "tagName" in m)).toEqual([
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/de/apartments/at-1` },
    ]);
  });

  it("has a single-language tenant's page without locale alternates or hreflang", () => {
    const meta = pageMeta({ ...base, languages: ["en"], defaultLanguage: "en", current: "en" });
    expect(meta).not.toContainEqual(expect.objectContaining({ property: "og:locale:alternate" }));
    expect(meta.filter((m) => "tagName" in m)).toEqual([
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/en/apartments/at-1` },
    ]);
  });
});

describe("metaDescription", () => {
  const long =
    "Serviced apartments in Vienna for business travellers and long stays, with kitchens, fast Wi-Fi, weekly cleaning and flexible cancellation close to the centre and the station.";

  it.each([
    ["short text", "  Bright\n apartment. ", "Bright apartment."],
    ["exactly the limit", "x".repeat(META_DESCRIPTION_MAX), "x".repeat(META_DESCRIPTION_MAX)],
    [
      "long text, cut at a word",
      long,
      "Serviced apartments in Vienna for business travellers and long stays, with kitchens, fast Wi-Fi, weekly cleaning and flexible cancellation close to the centre…",
    ],
    ["one long word", "y".repeat(200), `${"y".repeat(META_DESCRIPTION_MAX - 1)}…`],
  ])("%s", (_, text, expected) => {
    const result = metaDescription(text);
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });
});
