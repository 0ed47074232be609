import { describe, expect, it } from "vitest";
import { boundingBox, destinationPoint, haversineKm, longitudeInBox } from "./geo";

describe("haversineKm", () => {
  it.each([
    { name: "same point", a: [52.52, 13.405], b: [52.52, 13.405], km: 0 },
    { name: "Berlin to Munich", a: [52.52437, 13.41053], b: [48.13743, 11.57549], km: 504.4 },
    { name: "London to Paris", a: [51.50853, -0.12574], b: [48.85341, 2.3488], km: 343.6 },
    { name: "one degree of latitude", a: [0, 0], b: [1, 0], km: 111.2 },
  ])("$name", ({ a, b, km }) => {
    expect(haversineKm(a[0]!, a[1]!, b[0]!, b[1]!)).toBeCloseTo(km, 0);
  });
});

describe("destinationPoint", () => {
  it.each([
    { name: "north along a meridian", from: [0, 0], bearing: 0, km: 111.195, to: [1, 0] },
    { name: "east along the equator", from: [0, 0], bearing: 90, km: 111.195, to: [0, 1] },
    { name: "across the antimeridian", from: [0, 179.95], bearing: 90, km: 11.1195, to: [0, -179.95] },
    { name: "south-west of Berlin", from: [52.52437, 13.41053], bearing: 225, km: 10, to: [52.4607, 13.3063] },
  ])("$name", ({ from, bearing, km, to }) => {
    const [lat, long] = destinationPoint(from[0]!, from[1]!, bearing, km);
    expect(lat).toBeCloseTo(to[0]!, 3);
    expect(long).toBeCloseTo(to[1]!, 3);
    expect(haversineKm(from[0]!, from[1]!, lat, long)).toBeCloseTo(km, 6);
  });
});

describe("boundingBox", () => {
  it.each([
    { name: "Berlin 10 km", lat: 52.52, long: 13.405, r: 10 },
    { name: "Lisbon 25 km", lat: 38.72, long: -9.14, r: 25 },
    { name: "Tromsø 5 km", lat: 69.65, long: 18.96, r: 5 },
  ])("contains every point of the circle: $name", ({ lat, long, r }) => {
    const box = boundingBox(lat, long, r);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // A point just inside the radius in this direction.
      const [pLat, pLong] = destinationPoint(lat, long, bearing, r * 0.999);
      expect(haversineKm(lat, long, pLat, pLong)).toBeLessThan(r);
      expect(pLat).toBeGreaterThanOrEqual(box.minLat);
      expect(pLat).toBeLessThanOrEqual(box.maxLat);
      expect(longitudeInBox(pLong, box)).toBe(true);
    }
  });

  it("spans every longitude at the pole", () => {
    expect(boundingBox(89.99, 0, 50)).toMatchObject({ minLong: -180, maxLong: 180 });
  });

  it("wraps across the antimeridian", () => {
    const box = boundingBox(0, 179.99, 10);
    expect(longitudeInBox(-179.99, box)).toBe(true);
    expect(longitudeInBox(0, box)).toBe(false);
  });
});
