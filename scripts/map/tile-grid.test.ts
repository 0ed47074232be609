import { describe, expect, it } from "vitest";
import type { BBox } from "./geometry";
import { labelInTile, tileRange, tilesCovering } from "./tile-grid";

const WORLD: BBox = [-180, -85.051129, 180, 85.051129];
const EUROPE: BBox = [-32, 27, 60, 72];

describe("tileRange", () => {
  it.each([
    { box: WORLD, z: 0, expected: { minX: 0, maxX: 0, minY: 0, maxY: 0 } },
    { box: WORLD, z: 2, expected: { minX: 0, maxX: 3, minY: 0, maxY: 3 } },
    // One quarter of the world: a box edge on a tile edge takes no tile beyond it.
    { box: [0, 0, 180, 85.051129] as BBox, z: 1, expected: { minX: 1, maxX: 1, minY: 0, maxY: 0 } },
    { box: [0, 0, 180, 85.051129] as BBox, z: 2, expected: { minX: 2, maxX: 3, minY: 0, maxY: 1 } },
    // Berlin's tiles.
    { box: [13.4, 52.5, 13.4, 52.5] as BBox, z: 7, expected: { minX: 68, maxX: 68, minY: 41, maxY: 41 } },
    { box: [13.4, 52.5, 13.4, 52.5] as BBox, z: 10, expected: { minX: 550, maxX: 550, minY: 335, maxY: 335 } },
    // Europe's box: the Azores to the Urals, the Canaries to the North Cape.
    { box: EUROPE, z: 3, expected: { minX: 3, maxX: 5, minY: 1, maxY: 3 } },
    { box: EUROPE, z: 7, expected: { minX: 52, maxX: 85, minY: 26, maxY: 54 } },
  ])("$box at zoom $z", ({ box, z, expected }) => {
    expect(tileRange(box, z)).toEqual({ z, ...expected });
  });
});

describe("tilesCovering", () => {
  it("lists the tiles zoom by zoom, row by row", () => {
    expect(tilesCovering(WORLD, 0, 1)).toEqual([
      [0, 0, 0],
      [1, 0, 0],
      [1, 1, 0],
      [1, 0, 1],
      [1, 1, 1],
    ]);
  });

  it("grows about fourfold a zoom over Europe", () => {
    const counts = [4, 5, 6, 7].map((z) => tilesCovering(EUROPE, z, z).length);
    expect(counts).toEqual([20, 72, 255, 986]);
  });
});

describe("labelInTile", () => {
  it.each([
    // A layer from zoom 3 is in every tile from zoom 3 on, not in the world tiles below.
    { minzoom: 3, tileZoom: 2, maxTileZoom: 7, inTile: false },
    { minzoom: 3, tileZoom: 3, maxTileZoom: 7, inTile: true },
    // From zoom 6.5: drawn from tiles of zoom 6 (used for zoom 6 to 7).
    { minzoom: 6.5, tileZoom: 5, maxTileZoom: 7, inTile: false },
    { minzoom: 6.5, tileZoom: 6, maxTileZoom: 7, inTile: true },
    // From zoom 9.5 or 12: only in the last zoom's tiles, which are overzoomed to city zoom.
    { minzoom: 9.5, tileZoom: 6, maxTileZoom: 7, inTile: false },
    { minzoom: 9.5, tileZoom: 7, maxTileZoom: 7, inTile: true },
    { minzoom: 12, tileZoom: 7, maxTileZoom: 7, inTile: true },
    { minzoom: 12, tileZoom: 8, maxTileZoom: 8, inTile: true },
    { minzoom: 12, tileZoom: 7, maxTileZoom: 8, inTile: false },
  ])(
    "from zoom $minzoom in tiles of zoom $tileZoom (last zoom $maxTileZoom): $inTile",
    ({ minzoom, tileZoom, maxTileZoom, inTile }) => {
      expect(labelInTile(minzoom, tileZoom, maxTileZoom)).toBe(inTile);
    },
  );
});
