import { type PlacesDataset, parsePlacesDataset, parseSearchKey } from "../../domain/places/places-dataset";

/** D1 binds at most 100 parameters per statement. */
export const MAX_BOUND_PARAMETERS = 100;
const PLACE_COLUMNS = 10;
const NAME_COLUMNS = 5;
const PLACES_PER_STATEMENT = Math.floor(MAX_BOUND_PARAMETERS / PLACE_COLUMNS);
const NAMES_PER_STATEMENT = Math.floor(MAX_BOUND_PARAMETERS / NAME_COLUMNS);
/** Statements per db.batch() call (one transaction each). */
const STATEMENTS_PER_BATCH = 200;

export const SEED_MARKER_KEY = "dataset_version";

export type SeedPlacesOptions = {
  /** Re-seed even when the marker says the dataset is already there. */
  force?: boolean;
};

export type SeedPlacesResult = { seeded: boolean; places: number };

function placeholders(columns: number, rows: number): string {
  const row = `(${Array.from({ length: columns }, () => "?").join(", ")})`;
  return Array.from({ length: rows }, () => row).join(", ");
}

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

async function runInBatches(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (const batch of chunk(statements, STATEMENTS_PER_BATCH)) await db.batch(batch);
}

async function countPlaces(db: D1Database): Promise<number> {
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
  db: D1Database,
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

  const statements: D1PreparedStatement[] = [];
  for (const rows of chunk(dataset.places, PLACES_PER_STATEMENT)) {
    const values: Array<string | number | null> = [];
    for (const [id, nameEn, nameDe, country, region, lat, long, population, featureCode] of rows) {
      const regionNames = region === null ? undefined : dataset.regions[region];
      values.push(
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
      );
    }
    statements.push(
      db
        .prepare(
          "INSERT INTO places (id, name_en, name_de, country, region_en, region_de, lat, long, population, feature_code) " +
            `VALUES ${placeholders(PLACE_COLUMNS, rows.length)}`,
        )
        .bind(...values),
    );
  }

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
  for (const rows of chunk(names, NAMES_PER_STATEMENT)) {
    statements.push(
      db
        .prepare(
          "INSERT INTO place_names (key, place_id, lang, population, country) " +
            `VALUES ${placeholders(NAME_COLUMNS, rows.length)}`,
        )
        .bind(...rows.flat()),
    );
  }
  await runInBatches(db, statements);

  await db.prepare("INSERT INTO places_meta (key, value) VALUES (?, ?)").bind(SEED_MARKER_KEY, dataset.version).run();
  return { seeded: true, places: dataset.places.length };
}
