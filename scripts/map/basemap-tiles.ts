/**
 * Writes basemap layers as Mapbox vector tiles ({z}/{x}/{y}.pbf) over a box, so that maplibre loads
 * only the tiles of the visible area at the current zoom instead of whole GeoJSON files. Lines and
 * polygons get a level of detail per zoom (geojson-vt simplifies below the last zoom, which keeps
 * full detail and is overzoomed beyond); label points enter the tiles from their layer's zoom on.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
// Both are dependencies of maplibre-gl: the tiler and encoder maplibre itself uses for GeoJSON sources.
import { GeoJSONVT, type GeoJSONVTTile } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import type { BBox } from "./geometry";
import { labelInTile, tilesCovering } from "./tile-grid";

type Feature = { type: "Feature"; properties: Record<string, unknown>; geometry: Record<string, unknown> };

export type TileLayer = {
  features: Feature[];
  /** For label points: the zoom a feature's layer appears at; it enters the tiles from that zoom on. */
  minzoomOf?: (properties: Record<string, unknown>) => number;
};

export type TileSet = { box: BBox; minZoom: number; maxZoom: number; layers: Record<string, TileLayer> };

/** Tile coordinates per tile, the vector tile spec's default: enough for 76 m at zoom 7 (a 1:10m coast is coarser). */
export const TILE_EXTENT = 4096;

/** Writes every tile of the set under `dir`; a tile with nothing in it is an empty file (an empty tile). */
export function writeVectorTiles(
  dir: string,
  { box, minZoom, maxZoom, layers }: TileSet,
): { tiles: number; bytes: number } {
  const indexes = Object.entries(layers).map(([name, layer]) => {
    const index = new GeoJSONVT(
      { type: "FeatureCollection", features: layer.features } as unknown as GeoJSON.FeatureCollection,
      {
        maxZoom,
        indexMaxZoom: maxZoom,
        extent: TILE_EXTENT,
        // Labels need no neighbour's points (maplibre places a label across tile edges itself).
        buffer: layer.minzoomOf ? 0 : 64,
      },
    );
    return { name, index, minzoomOf: layer.minzoomOf };
  });
  let bytes = 0;
  const tiles = tilesCovering(box, minZoom, maxZoom);
  for (const [z, x, y] of tiles) {
    const tileLayers: Record<string, GeoJSONVTTile> = {};
    for (const { name, index, minzoomOf } of indexes) {
      const tile = index.getTile(z, x, y);
      if (!tile) continue;
      const features = minzoomOf
        ? tile.features.filter((feature) => labelInTile(minzoomOf(feature.tags ?? {}), z, maxZoom))
        : tile.features;
      if (features.length > 0) tileLayers[name] = { ...tile, features: features as GeoJSONVTTile["features"] };
    }
    const pbf =
      Object.keys(tileLayers).length > 0
        ? fromGeojsonVt(tileLayers, { version: 2, extent: TILE_EXTENT })
        : new Uint8Array();
    mkdirSync(join(dir, String(z), String(x)), { recursive: true });
    writeFileSync(join(dir, String(z), String(x), `${y}.pbf`), pbf);
    bytes += pbf.length;
  }
  return { tiles: tiles.length, bytes };
}
