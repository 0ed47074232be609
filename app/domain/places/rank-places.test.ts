import { describe, expect, it } from "vitest";
import type { Place, PlaceCandidate } from "./place";
import {
  boundingBox,
  distanceKm,
  EXACT_MATCH_BOOST,
  pickBestPlaceMatch,
  rankNearbyPlaces,
  rankPlaceSuggestions,
} from "./rank-places";

function place(id: string, name: string, population: number, lat = 50, long = 10): Place {
  return { id, name, country: "DE", region: null, lat, long, population };
}

const candidate = (p: Place, exact = false): PlaceCandidate => ({ place: p, exact });

describe("rankPlaceSuggestions", () => {
  const hamburg = place("1", "Hamburg", 1_845_229);
  const ham = place("2", "Ham", 5_000);
  const halle = place("3", "Halle (Saale)", 230_000);
  const hallein = place("4", "Hallein", 21_000);
  const halleWestfalen = place("5", "Halle", 21_500);

  it.each([
    ["population decides among prefix matches", [candidate(hallein), candidate(halle)], ["3", "4"]],
    ["a tiny exact match stays below a big prefix match", [candidate(hamburg), candidate(ham, true)], ["1", "2"]],
    [
      "an exact match is boosted above a bigger prefix match",
      [candidate(place("6", "Bergen op Zoom", 66_000)), candidate(place("7", "Bergen", 13_000), true)],
      ["7", "6"],
    ],
    [
      "exact matches keep their population order",
      [candidate(halleWestfalen, true), candidate(halle, true), candidate(hallein)],
      ["3", "5", "4"],
    ],
    ["ties go by name, then id", [candidate(place("9", "Bb", 10)), candidate(place("8", "Ba", 10))], ["8", "9"]],
  ])("%s", (_, candidates, expectedIds) => {
    expect(rankPlaceSuggestions(candidates, 10).map((p) => p.id)).toEqual(expectedIds);
  });

  it("counts a place once, as exact if any of its names matched exactly", () => {
    const ranked = rankPlaceSuggestions([candidate(ham), candidate(hamburg), candidate(ham, true)], 10);
    expect(ranked.map((p) => p.id)).toEqual(["1", "2"]);
    expect(rankPlaceSuggestions([candidate(ham, true), candidate(place("x", "X", ham.population * 2))], 1)[0]?.id).toBe(
      "2",
    );
  });

  it("applies the limit", () => {
    expect(rankPlaceSuggestions([candidate(ham), candidate(hamburg), candidate(halle)], 2)).toHaveLength(2);
    expect(rankPlaceSuggestions([candidate(ham)], 0)).toEqual([]);
  });

  it("uses the documented boost", () => {
    expect(EXACT_MATCH_BOOST).toBe(10);
  });
});

describe("pickBestPlaceMatch", () => {
  it("prefers an exact name match over any population", () => {
    const best = pickBestPlaceMatch([
      candidate(place("1", "Londonderry", 90_000)),
      candidate(place("2", "London", 5), true),
    ]);
    expect(best?.id).toBe("2");
  });

  it("takes the most populous among equals", () => {
    const best = pickBestPlaceMatch([
      candidate(place("1", "Frankfurt (Oder)", 57_000), true),
      candidate(place("2", "Frankfurt am Main", 650_000), true),
    ]);
    expect(best?.id).toBe("2");
  });

  it("gives undefined for no candidates", () => {
    expect(pickBestPlaceMatch([])).toBeUndefined();
  });
});

describe("distanceKm", () => {
  it.each([
    ["Berlin - Potsdam", { lat: 52.52437, long: 13.41053 }, { lat: 52.39886, long: 13.06566 }, 27, 1],
    ["Berlin - Munich", { lat: 52.52437, long: 13.41053 }, { lat: 48.13743, long: 11.57549 }, 504, 3],
    ["Lisbon - Helsinki", { lat: 38.71667, long: -9.13333 }, { lat: 60.16952, long: 24.93545 }, 3362, 10],
    ["same point", { lat: 1, long: 2 }, { lat: 1, long: 2 }, 0, 0.001],
  ])("%s", (_, a, b, expected, tolerance) => {
    expect(Math.abs(distanceKm(a, b) - expected)).toBeLessThanOrEqual(tolerance);
  });
});

describe("boundingBox", () => {
  it("contains every point of the circle", () => {
    const origin = { lat: 60, long: 10 };
    const box = boundingBox(origin, 50);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      const rad = (bearing * Math.PI) / 180;
      // A point a little inside the circle in that direction.
      const dLat = (49.9 / 6371.0088) * (180 / Math.PI) * Math.cos(rad);
      const dLong = ((49.9 / 6371.0088) * (180 / Math.PI) * Math.sin(rad)) / Math.cos((origin.lat * Math.PI) / 180);
      const p = { lat: origin.lat + dLat, long: origin.long + dLong };
      expect(p.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(p.lat).toBeLessThanOrEqual(box.maxLat);
      expect(p.long).toBeGreaterThanOrEqual(box.minLong);
      expect(p.long).toBeLessThanOrEqual(box.maxLong);
    }
  });
});

describe("rankNearbyPlaces", () => {
  const berlin = place("berlin", "Berlin", 3_400_000, 52.52437, 13.41053);
  const potsdam = place("potsdam", "Potsdam", 180_000, 52.39886, 13.06566); // 27 km
  const village = place("village", "Schönefeld", 2_000, 52.39, 13.5); // 16 km
  const cottbus = place("cottbus", "Cottbus", 100_000, 51.75, 14.33); // 108 km
  const brandenburg = place("brandenburg", "Brandenburg an der Havel", 72_000, 52.41, 12.55); // 59 km

  it("weighs population against distance and leaves out the origin and far places", () => {
    const ranked = rankNearbyPlaces(berlin, [village, berlin, cottbus, potsdam, brandenburg], {
      limit: 10,
      radiusKm: 80,
    });
    expect(ranked.map((p) => p.id)).toEqual(["potsdam", "brandenburg", "village"]);
    expect(ranked[0]?.distanceKm).toBeCloseTo(27, 0);
  });

  it("applies the limit and the radius", () => {
    expect(rankNearbyPlaces(berlin, [potsdam, village], { limit: 1, radiusKm: 80 }).map((p) => p.id)).toEqual([
      "potsdam",
    ]);
    expect(rankNearbyPlaces(berlin, [potsdam, village], { limit: 5, radiusKm: 20 }).map((p) => p.id)).toEqual([
      "village",
    ]);
  });

  it("orders by distance when populations are unknown", () => {
    const unknown = [
      { ...potsdam, population: 0 },
      { ...village, population: 0 },
    ];
    expect(rankNearbyPlaces(berlin, unknown, { limit: 5, radiusKm: 80 }).map((p) => p.id)).toEqual([
      "village",
      "potsdam",
    ]);
  });
});
