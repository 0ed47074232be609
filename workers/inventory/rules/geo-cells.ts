import { boundingBox } from "./geo";

/**
 * The radius search's spatial index: the earth in a grid of CELL_DEGREES x CELL_DEGREES cells
 * (about 11 km north-south), numbered row by row from the south pole and the antimeridian, so that
 * the cells of one row are consecutive numbers. A property's cell is a generated column of its row
 * (migration 0008, the same arithmetic as `cellOf`), indexed with its position; a search reads the
 * cells that cover its circle, one range of cell numbers per row, instead of a band of latitude
 * around the whole earth.
 */
export const CELL_DEGREES = 0.1;
/** Cells per degree; the SQL of migration 0008 multiplies by this (an exact integer, unlike 1 / 0.1). */
export const CELLS_PER_DEGREE = 10;
export const CELL_ROWS = 180 * CELLS_PER_DEGREE;
export const CELL_COLUMNS = 360 * CELLS_PER_DEGREE;

export function cellRow(lat: number): number {
  return Math.min(CELL_ROWS - 1, Math.max(0, Math.floor((lat + 90) * CELLS_PER_DEGREE)));
}

export function cellColumn(long: number): number {
  return Math.min(CELL_COLUMNS - 1, Math.max(0, Math.floor((long + 180) * CELLS_PER_DEGREE)));
}

/** The cell of a position (lat -90..90, long -180..180; the north pole and 180° fall in the last row and column). */
export function cellOf(lat: number, long: number): number {
  return cellRow(lat) * CELL_COLUMNS + cellColumn(long);
}

/** Consecutive cells of one row, and the longitudes within them the circle can reach. */
export type CellRange = { fromCell: number; toCell: number; minLong: number; maxLong: number };

/** The cells to read for a radius search, and the latitudes the circle can reach. */
export type CellCover = { minLat: number; maxLat: number; ranges: CellRange[] };

/**
 * The cells that contain every point within radiusKm of the centre, as ranges of consecutive cell
 * numbers (one per row, two where the circle crosses the antimeridian), each with the longitude
 * interval the circle's bounding box allows there, and the box's latitudes (`boundingBox`).
 * Near a pole the box spans every longitude, so the ranges are whole rows.
 */
export function cellCover(lat: number, long: number, radiusKm: number): CellCover {
  const box = boundingBox(lat, long, radiusKm);
  const longIntervals: [number, number][] =
    box.minLong < -180
      ? [
          [box.minLong + 360, 180],
          [-180, box.maxLong],
        ]
      : box.maxLong > 180
        ? [
            [box.minLong, 180],
            [-180, box.maxLong - 360],
          ]
        : [[box.minLong, box.maxLong]];
  const ranges: CellRange[] = [];
  for (let row = cellRow(box.minLat); row <= cellRow(box.maxLat); row++) {
    for (const [minLong, maxLong] of longIntervals) {
      ranges.push({
        fromCell: row * CELL_COLUMNS + cellColumn(minLong),
        toCell: row * CELL_COLUMNS + cellColumn(maxLong),
        minLong,
        maxLong,
      });
    }
  }
  return { minLat: box.minLat, maxLat: box.maxLat, ranges };
}
