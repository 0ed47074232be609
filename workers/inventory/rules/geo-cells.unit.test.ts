import { describe, expect, it } from "vitest";
import { destinationPoint, haversineKm } from "./geo";
import { CELL_COLUMNS, CELL_ROWS, type CellCover, cellCover, cellOf } from "./geo-cells";

const covered = (cover: CellCover, lat: number, long: number) =>
  cover.minLat <= lat &&
  lat <= cover.maxLat &&
  cover.ranges.some(
    (r) => r.fromCell <= cellOf(lat, long) && cellOf(lat, long) <= r.toCell && r.minLong <= long && long <= r.maxLong,
  );

describe("cellOf", () => {
  it.each([
    { name: "south pole, antimeridian", lat: -90, long: -180, cell: 0 },
    {
      name: "north pole and 180° fall in the last row and column",
      lat: 90,
      long: 180,
      cell: CELL_ROWS * CELL_COLUMNS - 1,
    },
    { name: "equator, prime meridian", lat: 0, long: 0, cell: 900 * CELL_COLUMNS + 1800 },
    { name: "Berlin", lat: 52.52437, long: 13.41053, cell: 1425 * CELL_COLUMNS + 1934 },
    { name: "just south of a cell border", lat: 52.4999999, long: 13.4, cell: 1424 * CELL_COLUMNS + 1934 },
    {
      name: "on a cell border belongs to the cell north-east of it",
      lat: 52.5,
      long: 13.4,
      cell: 1425 * CELL_COLUMNS + 1934,
    },
    { name: "west of the antimeridian", lat: -17.7, long: 179.99, cell: 723 * CELL_COLUMNS + 3599 },
    { name: "east of the antimeridian", lat: -17.7, long: -179.99, cell: 723 * CELL_COLUMNS },
  ])("$name", ({ lat, long, cell }) => {
    expect(cellOf(lat, long)).toBe(cell);
  });
});

describe("cellCover", () => {
  it.each([
    { name: "Berlin 10 km", lat: 52.52437, long: 13.41053, r: 10 },
    { name: "centre on a cell corner", lat: 52.5, long: 13.4, r: 3 },
    { name: "a small radius inside one cell", lat: 48.15, long: 11.55, r: 0.5 },
    { name: "radius reaching over several cell borders", lat: 40.42, long: -3.7, r: 37 },
    { name: "the largest radius", lat: 0.05, long: 0.05, r: 100 },
    { name: "across the antimeridian (Fiji)", lat: -17.7, long: 179.98, r: 25 },
    { name: "across the antimeridian from the east", lat: 65.5, long: -179.97, r: 12 },
    { name: "near the north pole", lat: 89.95, long: 20, r: 20 },
    { name: "near the south pole", lat: -89.99, long: -120, r: 5 },
  ])("contains every point of the circle: $name", ({ lat, long, r }) => {
    const cover = cellCover(lat, long, r);
    for (const fraction of [0, 0.5, 0.999]) {
      for (let bearing = 0; bearing < 360; bearing += 10) {
        const [pLat, pLong] = destinationPoint(lat, long, bearing, r * fraction);
        expect(haversineKm(lat, long, pLat, pLong)).toBeLessThanOrEqual(r);
        expect(covered(cover, pLat, pLong), `bearing ${bearing}, ${fraction} of the radius`).toBe(true);
      }
    }
  });

  it.each([
    { name: "Berlin 10 km: 3 rows of up to 4 cells", lat: 52.52437, long: 13.41053, r: 10, ranges: 3, cells: 12 },
    { name: "inside one cell: that cell", lat: 48.15, long: 11.55, r: 0.5, ranges: 1, cells: 1 },
    { name: "across the antimeridian: two ranges per row", lat: -17.7, long: 179.98, r: 25, ranges: 12, cells: 36 },
  ])("reads few cells: $name", ({ lat, long, r, ranges, cells }) => {
    const { ranges: cover } = cellCover(lat, long, r);
    expect(cover).toHaveLength(ranges);
    expect(cover.reduce((n, range) => n + range.toCell - range.fromCell + 1, 0)).toBe(cells);
  });

  it("splits a row at the antimeridian into its two ends", () => {
    const [east, west] = cellCover(-17.7, 179.98, 25).ranges;
    expect(east?.toCell).toBe((east?.fromCell ?? 0) - ((east?.fromCell ?? 0) % CELL_COLUMNS) + CELL_COLUMNS - 1);
    expect((west?.fromCell ?? 1) % CELL_COLUMNS).toBe(0);
    expect(west?.minLong).toBe(-180);
    expect(east?.maxLong).toBe(180);
  });

  it("reads whole rows near a pole, where the circle spans every longitude", () => {
    for (const range of cellCover(89.95, 20, 20).ranges) {
      expect(range.fromCell % CELL_COLUMNS).toBe(0);
      expect(range.toCell - range.fromCell).toBe(CELL_COLUMNS - 1);
    }
  });

  it("leaves out a point just outside the box of the circle", () => {
    const cover = cellCover(52.52437, 13.41053, 10);
    const [northLat, northLong] = destinationPoint(52.52437, 13.41053, 0, 10.2);
    const [eastLat, eastLong] = destinationPoint(52.52437, 13.41053, 90, 10.2);
    expect(covered(cover, northLat, northLong)).toBe(false);
    expect(covered(cover, eastLat, eastLong)).toBe(false);
  });
});
