/**
 * Which vector tiles the offline basemap writes and what goes into each: the tile grid over a
 * longitude/latitude box and the level of detail of label points by zoom. maplibre draws a vector
 * source of 512-pixel tiles at zoom Z from the tiles of zoom floor(Z) and overzooms the source's last
 * zoom, so a label whose layer appears at zoom m is first needed in the tiles of zoom floor(m).
 */
import { type BBox, toMercator } from "./geometry";

export type TileRange = { z: number; minX: number; maxX: number; minY: number; maxY: number };

/** The tiles of zoom `z` that cover `box` (inclusive ranges of x and y, Web Mercator, y south). */
export function tileRange(box: BBox, z: number): TileRange {
  const [west, south, east, north] = box;
  const n = 2 ** z;
  const [left, top] = toMercator([west, north]);
  const [right, bottom] = toMercator([east, south]);
  const first = (unit: number) => Math.min(n - 1, Math.max(0, Math.floor(unit * n)));
  // A box edge on a tile edge takes no tile beyond it (nothing of that tile is inside).
  const last = (unit: number, from: number) => Math.max(from, Math.min(n - 1, Math.ceil(unit * n) - 1));
  const minX = first(left);
  const minY = first(top);
  return { z, minX, maxX: last(right, minX), minY, maxY: last(bottom, minY) };
}

/** Every tile [z, x, y] covering `box` from zoom `minZoom` to `maxZoom`, zoom by zoom, row by row. */
export function tilesCovering(box: BBox, minZoom: number, maxZoom: number): [number, number, number][] {
  const tiles: [number, number, number][] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    const { minX, maxX, minY, maxY } = tileRange(box, z);
    for (let y = minY; y <= maxY; y++) for (let x = minX; x <= maxX; x++) tiles.push([z, x, y]);
  }
  return tiles;
}

/**
 * Whether a label whose layer appears from zoom `minzoom` belongs in the tiles of zoom `tileZoom`:
 * from the tiles of floor(minzoom) on, and always in the source's last zoom, whose tiles are
 * overzoomed for every zoom beyond it.
 */
export function labelInTile(minzoom: number, tileZoom: number, maxTileZoom: number): boolean {
  return tileZoom >= maxTileZoom || minzoom < tileZoom + 1;
}
