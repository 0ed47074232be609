import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
// A dependency of maplibre-gl: the same validator maplibre runs in the browser.
import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { describe, expect, it } from "vitest";
import { BASEMAP_SOURCES, BASEMAP_URL_PATH, basemapLayerIds, buildBasemapStyle } from "./basemap-style";
import { DETAIL_BOX } from "./build-offline-basemap";
import { ringArea } from "./geometry";
import { GLYPH_RANGES, glyphRangesFor } from "./glyph-ranges";
import type { Position, Ring } from "./topojson";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));
const mapDir = join(publicDir, "map");

type Style = {
  version: number;
  glyphs: string;
  sprite: string;
  sources: Record<string, { type: string; data: string; attribution?: string }>;
  layers: {
    id: string;
    type: string;
    source?: string;
    layout?: Record<string, unknown>;
    paint?: Record<string, unknown>;
  }[];
};
type FeatureCollection = {
  type: "FeatureCollection";
  features: {
    type: "Feature";
    properties: Record<string, unknown>;
    geometry: { type: string; coordinates: unknown };
  }[];
};

const style = JSON.parse(readFileSync(join(mapDir, "style.json"), "utf8")) as Style;

/** The file behind an origin-relative URL such as "/map/data/land.geojson". */
function fileOf(url: string): string {
  expect(url.startsWith(`${BASEMAP_URL_PATH}/`), url).toBe(true);
  return join(publicDir, url);
}

function readSource(id: string): FeatureCollection {
  const source = style.sources[id];
  if (!source) throw new Error(`no source ${id}`);
  return JSON.parse(readFileSync(fileOf(source.data), "utf8")) as FeatureCollection;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function polygonsOf(collection: FeatureCollection): Ring[][] {
  return collection.features.flatMap((feature) => {
    const { type, coordinates } = feature.geometry;
    if (type === "Polygon") return [coordinates as Ring[]];
    if (type === "MultiPolygon") return coordinates as Ring[][];
    return [];
  });
}

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

  it("references only files that exist, by origin-relative URLs", () => {
    for (const [id, source] of Object.entries(style.sources)) {
      expect(source.type, id).toBe("geojson");
      expect(existsSync(fileOf(source.data)), source.data).toBe(true);
    }
    expect(Object.keys(style.sources).sort()).toEqual(Object.keys(BASEMAP_SOURCES).sort());

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
    for (const [id, source] of Object.entries(style.sources)) {
      expect(source.attribution, id).toMatch(id === "places" || id === "districts" ? /GeoNames/ : /Natural Earth/);
    }
    const notes = readFileSync(join(mapDir, "ATTRIBUTION.txt"), "utf8");
    for (const credit of ["Natural Earth", "GeoNames", "CC BY 4.0", "Open Font License", "world-atlas", "mapeo"]) {
      expect(notes).toContain(credit);
    }
  });

  it("has GeoJSON sources with the shapes the layers expect", () => {
    for (const id of Object.keys(style.sources)) {
      const collection = readSource(id);
      expect(collection.type, id).toBe("FeatureCollection");
      expect(collection.features.length, id).toBeGreaterThan(0);
    }
    const places = readSource("places").features;
    expect(places.length).toBeGreaterThan(300);
    for (const name of ["Berlin", "Paris", "Munich", "Vienna", "Lisbon"]) {
      expect(places.some((p) => p.properties.name_en === name)).toBe(true);
    }
    const munich = places.find((p) => p.properties.name_en === "Munich");
    expect(munich?.properties).toMatchObject({ name_de: "München", tier: 1 });
    const borders = readSource("borders").features;
    expect(borders.map((f) => f.properties.disputed).sort()).toEqual([false, true]);
    // Districts for city zoom, e.g. in Berlin, London and Barcelona, each once.
    const districts = readSource("districts").features.map((f) => f.properties.name_en);
    for (const name of ["Kreuzberg", "Prenzlauer Berg", "Islington", "City of Westminster", "Gràcia", "Favoriten"]) {
      expect(
        districts.filter((d) => d === name),
        name,
      ).toHaveLength(1);
    }
    expect(districts).not.toContain("Berlin Köpenick");
  });

  it("has labels that need only the shipped glyph ranges", () => {
    const texts = ["places", "districts", "countries"].flatMap((id) =>
      readSource(id).features.flatMap((f) =>
        [f.properties.name_en, f.properties.name_de].filter((v): v is string => typeof v === "string"),
      ),
    );
    const used = glyphRangesFor([...texts, ...texts.map((t) => t.toUpperCase())]);
    expect(used.filter((range) => !(GLYPH_RANGES as readonly string[]).includes(range))).toEqual([]);
  });

  it("has polygons maplibre can fill: outer rings counterclockwise, holes clockwise, no step across ±180°", () => {
    for (const id of ["world-land", "land", "lakes"]) {
      for (const polygon of polygonsOf(readSource(id))) {
        polygon.forEach((ring, index) => {
          expect(ring[0], `${id}: closed ring`).toEqual(ring[ring.length - 1]);
          expect(ringArea(ring) > 0, `${id}: ring ${index} winding`).toBe(index === 0);
          for (let i = 1; i < ring.length; i++) {
            const [a, b] = [ring[i - 1]![0], ring[i]![0]];
            const aroundPole = Math.abs(a) === 180 && Math.abs(b) === 180;
            if (!aroundPole) expect(Math.abs(b - a), `${id}: step across ±180°`).toBeLessThan(180);
          }
        });
      }
    }
  });

  it("keeps the detailed data within Europe's box", () => {
    const [west, south, east, north] = DETAIL_BOX;
    const inside = ([lon, lat]: Position) => lon >= west && lon <= east && lat >= south && lat <= north;
    for (const id of ["land", "lakes"]) {
      for (const polygon of polygonsOf(readSource(id))) {
        for (const ring of polygon) expect(ring.every(inside), id).toBe(true);
      }
    }
    for (const feature of [...readSource("places").features, ...readSource("districts").features]) {
      expect(inside(feature.geometry.coordinates as Position)).toBe(true);
    }
  });

  it("stays small enough to ship", () => {
    const total = filesUnder(mapDir).reduce((sum, file) => sum + statSync(file).size, 0);
    expect(total).toBeLessThan(3 * 1024 * 1024);
  });
});
