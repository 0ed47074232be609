import { describe, expect, it } from "vitest";
import { searchPageMeta } from "./search-page-meta";

const root = {
  origin: "https://quartier.example",
  locale: "en" as const,
  tenant: { languages: ["en", "de"] as const, defaultLanguage: "de" as const },
};
const page = {
  title: "Berlin · Quartier",
  description: "Apartments in Berlin",
  pathAfterLanguage: "/search/Berlin?lat=1",
};

describe("searchPageMeta", () => {
  it.each([
    [
      "a search URL: the same path in every language",
      null,
      [
        "https://quartier.example/en/search/Berlin?lat=1",
        "https://quartier.example/en/search/Berlin?lat=1",
        "https://quartier.example/de/search/Berlin?lat=1",
        "https://quartier.example/de/search/Berlin?lat=1",
      ],
    ],
    [
      "a city page: its slug per language",
      { en: "/en/serviced-apartments/vienna", de: "/de/serviced-apartments/wien" },
      [
        "https://quartier.example/en/serviced-apartments/vienna",
        "https://quartier.example/en/serviced-apartments/vienna",
        "https://quartier.example/de/serviced-apartments/wien",
        "https://quartier.example/de/serviced-apartments/wien",
      ],
    ],
  ])("%s", (_, cityPaths, hrefs) => {
    const meta = searchPageMeta(root, { ...page, cityPaths });
    expect(meta.slice(0, 4)).toEqual([
      { title: page.title },
      { name: "description", content: page.description },
      { property: "og:title", content: page.title },
      { property: "og:description", content: page.description },
    ]);
    expect(meta.slice(4).map((tag) => ("href" in tag ? tag.href : null))).toEqual(hrefs);
  });

  it("is empty without the root's or the page's data (an error page)", () => {
    expect(searchPageMeta(undefined, { ...page, cityPaths: null })).toEqual([]);
    expect(searchPageMeta(root, undefined)).toEqual([]);
  });
});
