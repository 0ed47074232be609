import { type PlacesDataset, parsePlacesDataset, parseSearchKey } from "../../domain/places/places-dataset";
import type { SqlDatabase, SqlStatement } from "./sql-database.server";

/**
 * Rows per INSERT. Each INSERT binds a single parameter, a JSON array of rows that SQLite unpacks
 * with json_each, which keeps far below D1's 100 bound parameters and 100 KB of SQL per statement
 * (a chunk is about 50 KB of JSON, a bound value may be 2 MB). Row-per-placeholder inserts would
 * need 10 places per statement, 5,000 statements for the full dataset, and through Miniflare's
 * synchronous D1 proxy in Node that took 35 s instead of about 2.
 */
const ROWS_PER_STATEMENT = 500;
/** Statements per db.batch() call (one transaction each). */
const STATEMENTS_PER_BATCH = 50;

const INSERT_PLACES =
  "INSERT INTO places (id, name_en, name_de, country, region_en, region_de, lat, long, population, feature_code) " +
  "SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), " +
  "json_extract(value, '$[3]'), json_extract(value, '$[4]'), json_extract(value, '$[5]'), " +
  "json_extract(value, '$[6]'), json_extract(value, '$[7]'), json_extract(value, '$[8]'), " +
  "json_extract(value, '$[9]') FROM json_each(?)";

const INSERT_NAMES =
  "INSERT INTO place_names (key, place_id, lang, population, country) " +
  "SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), " +
  "json_extract(value, '$[3]'), json_extract(value, '$[4]') FROM json_each(?)";

export const SEED_MARKER_KEY = "dataset_version";

export type SeedPlacesOptions = {
  /** Re-seed even when the marker says the dataset is already there. */
  force?: boolean;
};

export type SeedPlacesResult = { seeded: boolean; places: number };

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

async function runInBatches(db: SqlDatabase, statements: SqlStatement[]): Promise<void> {
  for (const batch of chunk(statements, STATEMENTS_PER_BATCH)) await db.batch(batch);
}

async function countPlaces(db: SqlDatabase): Promise<number> {
  const row = await db.prepare("SELECT COUNT(*) AS n FROM places").first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Fills the places tables (migrations/0001_places.sql) from a places dataset, once per dataset
 * version: a marker row records the version, and a later call with the same version only counts.
 * The dataset is a parameter so the Worker bundle never contains the 4 MB file: Node passes the
 * parsed data/places/europe-places.json (through Miniflare's D1 proxy for `npm start`), workerd
 * tests pass the small committed sample. The input is validated before anything is written.
 */
export async function seedPlaces(
  db: SqlDatabase,
  input: PlacesDataset | unknown,
  options: SeedPlacesOptions = {},
): Promise<SeedPlacesResult> {
  const dataset = parsePlacesDataset(input);
  const marker = await db
    .prepare("SELECT value FROM places_meta WHERE key = ?")
    .bind(SEED_MARKER_KEY)
    .first<{ value: string }>();
  if (!options.force && marker?.value === dataset.version) {
    return { seeded: false, places: await countPlaces(db) };
  }

  // The marker goes first and comes back last, so an interrupted seed is redone on the next call.
  await db.batch([
    db.prepare("DELETE FROM places_meta WHERE key = ?").bind(SEED_MARKER_KEY),
    db.prepare("DELETE FROM place_names"),
    db.prepare("DELETE FROM places"),
  ]);

  const places = dataset.places.map(([id, nameEn, nameDe, country, region, lat, long, population, featureCode]) => {
    const regionNames = region === null ? undefined : dataset.regions[region];
    return [
      id,
      nameEn,
      nameDe ?? nameEn,
      country,
      regionNames?.[0] ?? null,
      regionNames?.[1] ?? null,
      lat,
      long,
      population,
      featureCode,
    ];
  });
  const statements: SqlStatement[] = chunk(places, ROWS_PER_STATEMENT).map((rows) =>
    db.prepare(INSERT_PLACES).bind(JSON.stringify(rows)),
  );

  const names: Array<[key: string, placeId: string, lang: string, population: number, country: string]> = [];
  for (const [id, , , country, , , , population, , keys] of dataset.places) {
    const seen = new Set<string>();
    for (const value of keys) {
      const { lang, key } = parseSearchKey(value);
      if (seen.has(`${key}\u0000${lang}`)) continue;
      seen.add(`${key}\u0000${lang}`);
      names.push([key, id, lang, population, country]);
    }
  }
  for (const rows of chunk(names, ROWS_PER_STATEMENT)) {
    statements.push(db.prepare(INSERT_NAMES).bind(JSON.stringify(rows)));
  }
  await runInBatches(db, statements);

  await db.prepare("INSERT INTO places_meta (key, value) VALUES (?, ?)").bind(SEED_MARKER_KEY, dataset.version).run();
  return { seeded: true, places: dataset.places.length };
}
