import { describe, expect, it } from "vitest";
import type { GeoNamesRecord } from "../places/build-places";
import { buildDistricts } from "./build-offline-basemap";

function record(id: string, name: string, featureCode: string, population: number, lat: number, long: number) {
  return {
    id,
    name,
    asciiName: name,
    alternateNames: [],
    lat,
    long,
    featureCode,
    country: "DE",
    admin1: "16",
    admin2: "00",
    admin3: "11000",
    admin4: "11000000",
    population,
  } satisfies GeoNamesRecord;
}

describe("buildDistricts", () => {
  it("labels sections of towns and districts coded as towns, each once, larger ones in a lower tier", () => {
    const features = buildDistricts([
      record("1", "Berlin", "PPLC", 3_400_000, 52.52, 13.41),
      record("2", "Kreuzberg", "PPLX", 150_000, 52.5, 13.4),
      record("3", "Köpenick", "PPLX", 67_000, 52.44, 13.58),
      record("4", "Berlin Köpenick", "PPLX", 59_000, 52.45, 13.57),
      record("5", "Lübars", "PPLX", 5_100, 52.62, 13.35),
      record("6", "Spandau", "PPL", 240_000, 52.55, 13.2),
      record("7", "Tiny", "PPLX", 600, 52.6, 13.3),
    ]);
    expect(features.map((f) => [f.properties.name_en, f.properties.tier, f.properties.rank])).toEqual([
      ["Spandau", 1, 0],
      ["Kreuzberg", 1, 1],
      ["Köpenick", 1, 2],
      ["Lübars", 3, 3],
    ]);
    expect(features[1]?.geometry).toEqual({ type: "Point", coordinates: [13.4, 52.5] });
  });
});
