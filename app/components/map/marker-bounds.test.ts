import { describe, expect, it } from "vitest";
import { isInsideViewport, markerBounds } from "./marker-bounds";

describe("markerBounds", () => {
  it("is undefined without markers", () => {
    expect(markerBounds([])).toBeUndefined();
  });

  it("spans all markers as [[west, south], [east, north]]", () => {
    expect(
      markerBounds([
        { lat: 52.52, long: 13.4 },
        { lat: 48.14, long: 11.58 },
        { lat: 50.11, long: 8.68 },
      ]),
    ).toEqual([
      [8.68, 48.14],
      [13.4, 52.52],
    ]);
  });

  it("widens a box of zero size around one spot", () => {
    const bounds = markerBounds([{ lat: 48.1, long: 11.5 }], 0.02);
    expect(bounds?.[0][0]).toBeCloseTo(11.49);
    expect(bounds?.[1][0]).toBeCloseTo(11.51);
    expect(bounds?.[0][1]).toBeCloseTo(48.09);
    expect(bounds?.[1][1]).toBeCloseTo(48.11);
  });

  it("ignores markers without a finite position", () => {
    expect(
      markerBounds([
        { lat: Number.NaN, long: 1 },
        { lat: 1, long: 1 },
        { lat: 2, long: 2 },
      ]),
    ).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("isInsideViewport", () => {
  const size = { width: 400, height: 300 };
  const margin = { top: 40, right: 20, bottom: 10, left: 20 };

  it("accepts points inside the margins", () => {
    expect(isInsideViewport({ x: 200, y: 150 }, size, margin)).toBe(true);
    expect(isInsideViewport({ x: 20, y: 40 }, size, margin)).toBe(true);
  });

  it("rejects points too close to an edge or outside", () => {
    expect(isInsideViewport({ x: 200, y: 30 }, size, margin)).toBe(false);
    expect(isInsideViewport({ x: 390, y: 150 }, size, margin)).toBe(false);
    expect(isInsideViewport({ x: -50, y: 150 }, size, margin)).toBe(false);
    expect(isInsideViewport({ x: 200, y: 295 }, size, margin)).toBe(false);
  });
});
