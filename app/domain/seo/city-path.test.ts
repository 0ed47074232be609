import { describe, expect, it } from "vitest";
import { TENANTS } from "../../../shared/tenancy/tenant-registry";
import {
  type CityEntry,
  cityName,
  cityPath,
  cityPathOf,
  citySlug,
  citySlugCollisions,
  findCityBySlug,
} from "./city-path";

describe("citySlug", () => {
  it.each([
    ["Berlin", "berlin"],
    ["München", "muenchen"],
    ["Zürich", "zuerich"],
    ["Köln", "koeln"],
    ["Düsseldorf", "duesseldorf"],
    ["Gießen", "giessen"],
    ["Kraków", "krakow"],
    ["Ħamrun", "hamrun"],
    ["Tromsø", "tromso"],
    ["Łódź", "lodz"],
    ["São Paulo", "sao-paulo"],
    ["Malmø", "malmo"],
    ["Frankfurt am Main", "frankfurt-am-main"],
    ["Frankfurt (Oder)", "frankfurt-oder"],
    ["Saint-Étienne", "saint-etienne"],
    ["  L'Hospitalet de Llobregat ", "l-hospitalet-de-llobregat"],
    ["MÜNCHEN", "muenchen"],
    ["Æbeltoft", "aebeltoft"],
    ["東京", ""],
  ])("%s -> %s", (name, slug) => {
    expect(citySlug(name)).toBe(slug);
  });

  it.each(["München", "Frankfurt (Oder)", "Łódź", "muenchen", "São Paulo"])("is idempotent for %s", (name) => {
    expect(citySlug(citySlug(name))).toBe(citySlug(name));
  });
});

const vienna: CityEntry = { placeId: "2761369", name: { en: "Vienna", de: "Wien" }, lat: 48.2, long: 16.37 };
const munich: CityEntry = { placeId: "2867714", name: { en: "Munich", de: "München" }, lat: 48.13, long: 11.57 };
const tokyo: CityEntry = { placeId: "1850147", name: { en: "東京" }, lat: 35.68, long: 139.69 };
const cities = [vienna, munich, tokyo];

describe("city paths", () => {
  it.each([
    ["en", "Berlin", "/en/serviced-apartments/berlin"],
    ["de", "München", "/de/serviced-apartments/muenchen"],
    ["de", "Frankfurt am Main", "/de/serviced-apartments/frankfurt-am-main"],
  ] as const)("cityPath(%s, %s) = %s", (lng, name, path) => {
    expect(cityPath(lng, name)).toBe(path);
  });

  it.each([
    [vienna, "de", "/de/serviced-apartments/wien"],
    [vienna, "en", "/en/serviced-apartments/vienna"],
    [munich, "de", "/de/serviced-apartments/muenchen"],
    [tokyo, "de", "/de/serviced-apartments/place-1850147"],
  ] as const)("cityPathOf(%j, %s) = %s", (city, lng, path) => {
    expect(cityPathOf(city, lng)).toBe(path);
  });

  it("falls back to the English name", () => {
    expect(cityName({ name: { en: "Vienna" } }, "de")).toBe("Vienna");
    expect(cityName({ name: { de: "Wien" } }, "en")).toBe("Wien");
  });
});

describe("findCityBySlug", () => {
  it.each([
    ["de", "wien", vienna, "wien"],
    ["en", "vienna", vienna, "vienna"],
    ["de", "vienna", vienna, "wien"],
    ["en", "wien", vienna, "vienna"],
    ["de", "München", munich, "muenchen"],
    ["de", "MUENCHEN", munich, "muenchen"],
    ["en", "place-1850147", tokyo, "place-1850147"],
  ] as const)("in %s, %s finds %j with canonical slug %s", (lng, slug, city, canonical) => {
    expect(findCityBySlug(cities, lng, slug, ["de", "en"])).toEqual({ city, slug: canonical });
  });

  it.each([
    ["en", "berlin"],
    ["de", ""],
    ["de", "wien-1"],
  ] as const)("in %s, %s is unknown", (lng, slug) => {
    expect(findCityBySlug(cities, lng, slug, ["de", "en"])).toBeUndefined();
  });

  it("round-trips every tenant's cities in every language", () => {
    for (const tenant of TENANTS) {
      for (const city of tenant.featuredCities) {
        for (const lng of tenant.languages) {
          const slug = cityPathOf(city, lng).split("/").pop() ?? "";
          expect(findCityBySlug(tenant.featuredCities, lng, slug, tenant.languages)).toEqual({ city, slug });
        }
      }
    }
  });

  it("finds no slug collisions in the tenant registry, and reports one when there is", () => {
    for (const tenant of TENANTS) expect(citySlugCollisions(tenant.featuredCities, tenant.languages)).toEqual([]);
    const frankfurt = { placeId: "1", name: { de: "Frankfurt (Main)", en: "Frankfurt Main" } };
    const other = { placeId: "2", name: { de: "Frankfurt-Main", en: "Frankfurt on Main" } };
    expect(citySlugCollisions([frankfurt, other], ["de", "en"])).toEqual([
      { slug: "frankfurt-main", placeIds: ["1", "2"] },
    ]);
  });
});
