import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { VectorTile } from "@mapbox/vector-tile";
// Dependencies of maplibre-gl: the same validator and tile decoder maplibre runs in the browser.
import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { PbfReader } from "pbf";
import { describe, expect, it } from "vitest";
import {
  BASEMAP_FONT,
  BASEMAP_TILESETS,
  BASEMAP_URL_PATH,
  basemapLayerIds,
  buildBasemapStyle,
  DISTRICT_TIERS,
  PLACE_TIERS,
} from "./basemap-style";
import { DETAIL_BOX } from "./build-offline-basemap";
import type { BBox } from "./geometry";
import { GLYPH_RANGES, glyphRangesFor } from "./glyph-ranges";
import { codePointsOf, readFontStacks } from "./glyph-subset";
import { tilesCovering } from "./tile-grid";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const mapDir = join(publicDir, "map");

type Style = {
  version: number;
  glyphs: string;
  sprite: string;
  sources: Record<
    string,
    { type: string; tiles: string[]; minzoom: number; maxzoom: number; bounds?: BBox; attribution?: string }
  >;
  layers: {
    id: string;
    type: string;
    source?: string;
    "source-layer"?: string;
    layout?: Record<string, unknown>;
    paint?: Record<string, unknown>;
  }[];
};
type DecodedFeature = { properties: Record<string, unknown>; type: number; tile: string };

const style = JSON.parse(readFileSync(join(mapDir, "style.json"), "utf8")) as Style;
const WORLD: BBox = [-180, -85.051129, 180, 85.051129];

/** The file behind an origin-relative URL such as "/map/tiles/europe/7/68/41.pbf". */
function fileOf(url: string): string {
  expect(url.startsWith(`${BASEMAP_URL_PATH}/`), url).toBe(true);
  return join(publicDir, url);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The tile files of a source, zoom by zoom, as its template and bounds name them. */
function tileFiles(id: string, zoom?: number): { tile: string; file: string }[] {
  const source = style.sources[id]!;
  const [template] = source.tiles;
  return tilesCovering(source.bounds ?? WORLD, zoom ?? source.minzoom, zoom ?? source.maxzoom).map(([z, x, y]) => ({
    tile: `${z}/${x}/${y}`,
    file: fileOf(template!.replace("{z}", String(z)).replace("{x}", String(x)).replace("{y}", String(y))),
  }));
}

/** Every feature of `layer` in the source's tiles of one zoom. */
function featuresOf(id: string, layer: string, zoom: number): DecodedFeature[] {
  return tileFiles(id, zoom).flatMap(({ tile, file }) => {
    const decoded = new VectorTile(new PbfReader(readFileSync(file))).layers[layer];
    if (!decoded) return [];
    return Array.from({ length: decoded.length }, (_, i) => {
      const feature = decoded.feature(i);
      return { properties: feature.properties as Record<string, unknown>, type: feature.type, tile };
    });
  });
}

const europe = BASEMAP_TILESETS.europe;

describe("the committed offline basemap (public/map)", () => {
  it("is a valid maplibre style", () => {
    expect(style.version).toBe(8);
    expect(validateStyleMin(style as never)).toEqual([]);
  });

  it("is what the style builder produces (regenerate: npx jiti scripts/map/build-offline-basemap.ts)", () => {
    expect(style).toEqual(buildBasemapStyle());
  });

  it("has the expected layers, bottom to top", () => {
    const ids = style.layers.map((layer) => layer.id);
    expect(ids).toEqual(basemapLayerIds());
    expect(ids.slice(0, 4)).toEqual(["water", "land-world", "land", "land-grid"]);
    for (const id of ["lakes", "rivers", "borders", "borders-disputed", "country-label-1", "place-label-1"]) {
      expect(ids).toContain(id);
    }
    expect(ids.at(-1)).toBe("place-label-1");
  });

  it("references only files that exist, by origin-relative URLs: every tile of each source's zooms and bounds", () => {
    expect(Object.keys(style.sources).sort()).toEqual(Object.keys(BASEMAP_TILESETS).sort());
    for (const [id, source] of Object.entries(style.sources)) {
      expect(source.type, id).toBe("vector");
      const files = tileFiles(id);
      expect(files.length, id).toBeGreaterThan(0);
      for (const { file } of files) expect(existsSync(file), file).toBe(true);
    }
    expect(style.sources.europe?.bounds).toEqual([...DETAIL_BOX]);
    // Each layer reads a tile layer its source has.
    for (const layer of style.layers) {
      if (!layer.source) continue;
      const tileset = BASEMAP_TILESETS[layer.source as keyof typeof BASEMAP_TILESETS];
      expect(tileset.layers as readonly string[], layer.id).toContain(layer["source-layer"]);
    }

    const fonts = new Set(style.layers.flatMap((layer) => (layer.layout?.["text-font"] as string[] | undefined) ?? []));
    expect(fonts.size).toBeGreaterThan(0);
    for (const font of fonts) {
      for (const range of GLYPH_RANGES) {
        const url = style.glyphs.replace("{fontstack}", font).replace("{range}", range);
        expect(existsSync(fileOf(url)), url).toBe(true);
      }
    }

    const patterns = style.layers.flatMap((layer) => {
      const pattern = layer.paint?.["fill-pattern"];
      return typeof pattern === "string" ? [pattern] : [];
    });
    for (const suffix of ["", "@2x"]) {
      const index = JSON.parse(readFileSync(fileOf(`${style.sprite}${suffix}.json`), "utf8")) as Record<
        string,
        unknown
      >;
      const png = readFileSync(fileOf(`${style.sprite}${suffix}.png`));
      expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
      for (const pattern of patterns) expect(index[pattern], `${pattern} in sprite${suffix}`).toBeDefined();
    }
  });

  it("credits its data sources", () => {
    expect(style.sources.world?.attribution).toMatch(/Natural Earth/);
    expect(style.sources.europe?.attribution).toMatch(/Natural Earth.*GeoNames/);
    const notes = readFileSync(join(mapDir, "ATTRIBUTION.txt"), "utf8");
    for (const credit of ["Natural Earth", "GeoNames", "CC BY 4.0", "Open Font License", "world-atlas", "mapeo"]) {
      expect(notes).toContain(credit);
    }
  });

  it("has tiles with the layers and labels the style expects", () => {
    expect(featuresOf("world", "world-land", 0).length).toBeGreaterThan(0);
    const last = europe.maxzoom;
    for (const layer of ["land", "lakes", "rivers", "borders", "countries"]) {
      expect(featuresOf("europe", layer, last).length, layer).toBeGreaterThan(0);
    }
    const places = featuresOf("europe", "places", last);
    expect(places.length).toBeGreaterThan(300);
    for (const name of ["Berlin", "Paris", "Munich", "Vienna", "Lisbon"]) {
      expect(places.some((p) => p.properties.name_en === name)).toBe(true);
    }
    const munich = places.find((p) => p.properties.name_en === "Munich");
    expect(munich?.properties).toMatchObject({ name_de: "München", tier: 1 });
    const disputed = new Set(featuresOf("europe", "borders", last).map((f) => f.properties.disputed));
    expect([...disputed].sort()).toEqual([false, true]);
    // Districts for city zoom, e.g. in Berlin, London and Barcelona, each once.
    const districts = featuresOf("europe", "districts", last).map((f) => f.properties.name_en);
    for (const name of ["Kreuzberg", "Prenzlauer Berg", "Islington", "City of Westminster", "Gràcia", "Favoriten"]) {
      expect(
        districts.filter((d) => d === name),
        name,
      ).toHaveLength(1);
    }
    expect(districts).not.toContain("Berlin Köpenick");
  });

  it("puts a label into the tiles only from its layer's zoom on", () => {
    const tierZoom = (tiers: readonly { tier: number; minzoom: number }[], tier: unknown) =>
      tiers.find((t) => t.tier === tier)!.minzoom;
    for (let z = europe.minzoom; z < europe.maxzoom; z++) {
      const places = featuresOf("europe", "places", z);
      expect(places.length, `places at zoom ${z}`).toBeGreaterThan(0);
      for (const place of places) expect(tierZoom(PLACE_TIERS, place.properties.tier)).toBeLessThan(z + 1);
      expect(featuresOf("europe", "districts", z), `districts at zoom ${z}`).toEqual([]);
    }
    const districts = featuresOf("europe", "districts", europe.maxzoom);
    expect(new Set(districts.map((d) => tierZoom(DISTRICT_TIERS, d.properties.tier)))).toEqual(
      new Set(DISTRICT_TIERS.map((t) => t.minzoom)),
    );
  });

  it("has labels that need only the shipped glyph ranges", () => {
    const texts = ["places", "districts", "countries"].flatMap((layer) =>
      featuresOf("europe", layer, europe.maxzoom).flatMap((f) =>
        [f.properties.name_en, f.properties.name_de].filter((v): v is string => typeof v === "string"),
      ),
    );
    const all = [...texts, ...texts.map((t) => t.toUpperCase())];
    const used = glyphRangesFor(all);
    expect(used.filter((range) => !(GLYPH_RANGES as readonly string[]).includes(range))).toEqual([]);
    // The glyph files are cut down to the labels' letters: each letter a label uses is in its file.
    const font = BASEMAP_FONT;
    const shipped = new Set(
      GLYPH_RANGES.flatMap((range) =>
        readFontStacks(
          readFileSync(fileOf(style.glyphs.replace("{fontstack}", font).replace("{range}", range))),
        ).flatMap((stack) => stack.glyphs.map((glyph) => glyph.id)),
      ),
    );
    expect([...codePointsOf(all)].filter((point) => !shipped.has(point))).toEqual([]);
  });

  it("keeps each tile small: a view loads a few kilobytes per tile, not the continent", () => {
    for (const id of Object.keys(style.sources)) {
      for (const { file } of tileFiles(id)) expect(statSync(file).size, file).toBeLessThan(32 * 1024);
    }
  });

  it("stays small enough to ship", () => {
    const total = filesUnder(mapDir).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});
