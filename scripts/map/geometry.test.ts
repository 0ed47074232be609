import { describe, expect, it } from "vitest";
import {
  clipLine,
  clipPolygon,
  clipRing,
  labelPoint,
  pointInPolygon,
  rewindPolygon,
  ringArea,
  roundLine,
  simplifyLine,
  splitAtAntimeridian,
} from "./geometry";
import type { Position, Ring } from "./topojson";

const square = (west: number, south: number, east: number, north: number): Ring => [
  [west, south],
  [east, south],
  [east, north],
  [west, north],
  [west, south],
];

describe("clipRing", () => {
  it("keeps a ring inside the box", () => {
    expect(clipRing(square(1, 1, 2, 2), [0, 0, 10, 10])).toEqual(square(1, 1, 2, 2));
  });

  it("cuts a ring at the box's edges", () => {
    const clipped = clipRing(square(-5, -5, 5, 5), [0, 0, 10, 10]);
    expect(Math.abs(ringArea(clipped))).toBeCloseTo(25);
    for (const [lon, lat] of clipped) {
      expect(lon).toBeGreaterThanOrEqual(0);
      expect(lat).toBeGreaterThanOrEqual(0);
    }
    expect(clipped[0]).toEqual(clipped[clipped.length - 1]);
  });

  it("drops a ring outside the box", () => {
    expect(clipRing(square(20, 20, 30, 30), [0, 0, 10, 10])).toEqual([]);
    expect(clipPolygon([square(20, 20, 30, 30)], [0, 0, 10, 10])).toBeUndefined();
  });
});

describe("clipLine", () => {
  it("splits a line that leaves and re-enters the box", () => {
    const line: Position[] = [
      [1, 1],
      [1, 20],
      [5, 20],
      [5, 1],
    ];
    expect(clipLine(line, [0, 0, 10, 10])).toEqual([
      [
        [1, 1],
        [1, 10],
      ],
      [
        [5, 10],
        [5, 1],
      ],
    ]);
  });

  it("does not draw a step across the antimeridian through the box", () => {
    expect(
      clipLine(
        [
          [179, 50],
          [-179, 50],
        ],
        [-180, 0, 180, 80],
      ),
    ).toEqual([]);
  });
});

describe("simplifyLine", () => {
  it("drops points closer to the line than the tolerance and keeps the end points", () => {
    const line: Position[] = [
      [0, 0],
      [1, 0.00001],
      [2, 0],
      [3, 1],
    ];
    expect(simplifyLine(line, 1, 3)).toEqual([
      [0, 0],
      [2, 0],
      [3, 1],
    ]);
  });

  it("keeps detail that would show at the given zoom", () => {
    const line: Position[] = [
      [0, 0],
      [1, 0.1],
      [2, 0],
    ];
    expect(simplifyLine(line, 0.5, 10)).toHaveLength(3);
  });
});

describe("rewindPolygon", () => {
  it("makes outer rings counterclockwise and holes clockwise (RFC 7946)", () => {
    const clockwise = [...square(0, 0, 10, 10)].reverse();
    const counterclockwiseHole = square(2, 2, 3, 3);
    const [outer, hole] = rewindPolygon([clockwise, counterclockwiseHole]);
    expect(ringArea(outer!)).toBeGreaterThan(0);
    expect(ringArea(hole!)).toBeLessThan(0);
  });
});

describe("splitAtAntimeridian", () => {
  it("leaves ordinary polygons alone", () => {
    const polygon = [square(0, 0, 1, 1)];
    expect(splitAtAntimeridian(polygon)).toEqual([polygon]);
  });

  it("splits a ring that steps across ±180° into parts on each side", () => {
    const ring: Ring = [
      [178, 60],
      [-178, 60],
      [-178, 65],
      [178, 65],
      [178, 60],
    ];
    const parts = splitAtAntimeridian([ring]);
    expect(parts).toHaveLength(2);
    for (const part of parts) {
      const lons = part[0]!.map(([lon]) => lon);
      expect(Math.max(...lons) - Math.min(...lons)).toBeLessThanOrEqual(2);
    }
  });
});

describe("roundLine and labelPoint", () => {
  it("rounds and drops the duplicates rounding makes", () => {
    expect(
      roundLine(
        [
          [1.00001, 2.00001],
          [1.00002, 2.00002],
          [1.5, 2.5],
        ],
        3,
      ),
    ).toEqual([
      [1, 2],
      [1.5, 2.5],
    ]);
  });

  it("puts a label inside a concave shape", () => {
    // An L shape whose bounding box centre lies outside it.
    const shape: Ring = [
      [0, 0],
      [10, 0],
      [10, 2],
      [2, 2],
      [2, 10],
      [0, 10],
      [0, 0],
    ];
    expect(pointInPolygon(labelPoint([shape]), [shape])).toBe(true);
  });
});

describe("splitAtAntimeridian around a pole", () => {
  it("leaves a ring that runs along the map's edge from -180 to 180 alone", () => {
    const polar: Ring = [
      [-180, -85],
      [180, -85],
      [180, -70],
      [-180, -70],
      [-180, -85],
    ];
    expect(splitAtAntimeridian([polar])).toEqual([[polar]]);
  });
});
