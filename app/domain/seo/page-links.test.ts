import { describe, expect, it } from "vitest";
import { localisedPageLinks, pageLinks } from "./page-links";

describe("pageLinks", () => {
  it("gives a canonical URL and reciprocal hreflang alternates with x-default", () => {
    const links = pageLinks({
      origin: "https://booking.alpenstay.example",
      languages: ["de", "en"],
      defaultLanguage: "de",
      current: "en",
      pathAfterLanguage: "/search/Wien?guests=2",
    });
    expect(links).toEqual([
      { tagName: "link", rel: "canonical", href: "https://booking.alpenstay.example/en/search/Wien?guests=2" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "de",
        href: "https://booking.alpenstay.example/de/search/Wien?guests=2",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: "https://booking.alpenstay.example/en/search/Wien?guests=2",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://booking.alpenstay.example/de/search/Wien?guests=2",
      },
    ]);
  });

  it("gives only a canonical URL for a single-language tenant", () => {
    expect(
      pageLinks({
        origin: "http://harbourlofts.localhost:8787",
        languages: ["en"],
        defaultLanguage: "en",
        current: "en",
        pathAfterLanguage: "",
      }),
    ).toEqual([{ tagName: "link", rel: "canonical", href: "http://harbourlofts.localhost:8787/en" }]);
  });
});

describe("localisedPageLinks", () => {
  it("gives each language its own path, the same way pageLinks does", () => {
    const slugs = { de: "wien", en: "vienna" } as const;
    expect(
      localisedPageLinks({
        origin: "https://booking.alpenstay.example",
        languages: ["de", "en"],
        defaultLanguage: "de",
        current: "en",
        pathFor: (lng) => `/${lng}/serviced-apartments/${slugs[lng]}`,
      }),
    ).toEqual([
      { tagName: "link", rel: "canonical", href: "https://booking.alpenstay.example/en/serviced-apartments/vienna" },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "de",
        href: "https://booking.alpenstay.example/de/serviced-apartments/wien",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "en",
        href: "https://booking.alpenstay.example/en/serviced-apartments/vienna",
      },
      {
        tagName: "link",
        rel: "alternate",
        hrefLang: "x-default",
        href: "https://booking.alpenstay.example/de/serviced-apartments/wien",
      },
    ]);
  });
});
