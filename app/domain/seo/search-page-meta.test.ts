import { describe, expect, it } from "vitest";
import { searchPageMeta } from "./search-page-meta";

const root = {
  origin: "https://quartier.example",
  locale: "en" as const,
  tenant: { languages: ["en", "de"] as const, defaultLanguage: "de" as const },
};
const page = { title: "Berlin · Quartier", description: "Apartments in Berlin" };
const vienna = { en: "/en/serviced-apartments/vienna", de: "/de/serviced-apartments/wien" };

const hrefsOf = (meta: ReturnType<typeof searchPageMeta>) =>
  meta.flatMap((tag) => ("href" in tag ? [`${tag.rel} ${tag.hrefLang ?? ""} ${tag.href}`.replace("  ", " ")] : []));
const robotsOf = (meta: ReturnType<typeof searchPageMeta>) =>
  meta.flatMap((tag) => ("name" in tag && tag.name === "robots" ? [tag.content] : []));

describe("searchPageMeta", () => {
  it.each<[string, { status: number; search: string }, typeof vienna | null, string[], string[]]>([
    [
      "a city page: self-canonical, its slug per language",
      { status: 200, search: "" },
      vienna,
      [
        "canonical https://quartier.example/en/serviced-apartments/vienna",
        "alternate en https://quartier.example/en/serviced-apartments/vienna",
        "alternate de https://quartier.example/de/serviced-apartments/wien",
        "alternate x-default https://quartier.example/de/serviced-apartments/wien",
      ],
      [],
    ],
    [
      "a city page's page 2: names itself, and page 2 in each language",
      { status: 200, search: "?page=2" },
      vienna,
      [
        "canonical https://quartier.example/en/serviced-apartments/vienna?page=2",
        "alternate en https://quartier.example/en/serviced-apartments/vienna?page=2",
        "alternate de https://quartier.example/de/serviced-apartments/wien?page=2",
        "alternate x-default https://quartier.example/de/serviced-apartments/wien?page=2",
      ],
      [],
    ],
    ["a city page's variant: noindex, no links", { status: 200, search: "?view=map" }, vienna, [], ["noindex, follow"]],
    ["a city page that failed: noindex, no links", { status: 503, search: "" }, vienna, [], ["noindex, follow"]],
    ["a search URL: noindex, no links", { status: 200, search: "?lat=1" }, null, [], ["noindex, follow"]],
  ])("%s", (_, { status, search }, cityPaths, hrefs, robots) => {
    const meta = searchPageMeta(root, { ...page, status, cityPaths }, search);
    expect(meta.slice(0, 4)).toEqual([
      { title: page.title },
      { name: "description", content: page.description },
      { property: "og:title", content: page.title },
      { property: "og:description", content: page.description },
    ]);
    expect(hrefsOf(meta)).toEqual(hrefs);
    expect(robotsOf(meta)).toEqual(robots);
  });

  it("is empty without the root's or the page's data (an error page)", () => {
    expect(searchPageMeta(undefined, { ...page, status: 200, cityPaths: null }, "")).toEqual([]);
    expect(searchPageMeta(root, undefined, "")).toEqual([]);
  });
});
