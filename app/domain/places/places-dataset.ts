import { z } from "zod";
import type { PlaceLanguage } from "./place";

/**
 * The committed places dataset (data/places/europe-places.json), written by
 * scripts/places/build-places.ts and read by the seeding function. Rows are arrays in the order of
 * `PLACES_DATASET_COLUMNS` to keep the file small.
 */
export const PLACES_DATASET_FORMAT = "quartier-places/1";

export const PLACES_DATASET_COLUMNS = [
  "id",
  "name_en",
  "name_de",
  "country",
  "region",
  "lat",
  "long",
  "population",
  "feature_code",
  "keys",
] as const;

/**
 * Which names a search key comes from: "*" for names in every language (the GeoNames name, its
 * ASCII form, local names), "en" or "de" for an exonym that only that language uses (Cologne, Mailand).
 */
export type SearchKeyLanguage = PlaceLanguage | "*";

/** A search key with its language, written as "<lang>:<normalised key>", e.g. "de:mailand". */
export const SearchKeySchema = z.string().regex(/^(\*|de|en):.+$/);

export const PlaceRowSchema = z.tuple([
  z.string().regex(/^\d+$/), // GeoNames id
  z.string().min(1), // English name
  z.string().min(1).nullable(), // German name, null when it equals the English name
  z.string().regex(/^[A-Z]{2}$/), // ISO country code
  z.string().min(1).nullable(), // region code ("DE.02") into `regions`, null when unknown
  z.number().min(-90).max(90),
  z.number().min(-180).max(180),
  z.number().int().nonnegative(),
  z.string().regex(/^PPL[A-Z0-9]*$/), // GeoNames feature code
  z.array(SearchKeySchema).min(1),
]);
export type PlaceRow = z.infer<typeof PlaceRowSchema>;

export const PlacesDatasetSchema = z.object({
  format: z.literal(PLACES_DATASET_FORMAT),
  /** Content hash of the rows; the seed marker compares it to decide whether to re-seed. */
  version: z.string().min(1),
  source: z.string(),
  license: z.string(),
  attribution: z.string(),
  minPopulation: z.number().int().nonnegative(),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/)),
  /** Region code -> [English name, German name]. */
  regions: z.record(z.string(), z.tuple([z.string().min(1), z.string().min(1)])),
  columns: z.array(z.string()),
  places: z.array(z.unknown()),
});
export type PlacesDataset = Omit<z.infer<typeof PlacesDatasetSchema>, "places" | "columns"> & {
  columns: readonly string[];
  places: PlaceRow[];
};

/** Splits "<lang>:<key>" into its parts. */
export function parseSearchKey(value: string): { lang: SearchKeyLanguage; key: string } {
  const colon = value.indexOf(":");
  const lang = value.slice(0, colon);
  if (colon < 1 || (lang !== "*" && lang !== "de" && lang !== "en")) {
    throw new Error(`Invalid search key ${JSON.stringify(value)}`);
  }
  return { lang, key: value.slice(colon + 1) };
}

/**
 * Checks the header and every row of a parsed dataset file and returns it typed. Throws with the
 * index of the first bad row, so a corrupt file never half-seeds a database.
 */
export function parsePlacesDataset(input: unknown): PlacesDataset {
  const header = PlacesDatasetSchema.parse(input);
  const columns = header.columns;
  if (columns.length !== PLACES_DATASET_COLUMNS.length || columns.some((c, i) => c !== PLACES_DATASET_COLUMNS[i])) {
    throw new Error(`Unexpected dataset columns ${JSON.stringify(columns)}`);
  }
  const places: PlaceRow[] = [];
  for (const [index, row] of header.places.entries()) {
    const parsed = PlaceRowSchema.safeParse(row);
    if (!parsed.success) {
      throw new Error(`Invalid place row ${index}: ${parsed.error.issues[0]?.message ?? "unknown problem"}`);
    }
    const region = parsed.data[4];
    if (region !== null && !(region in header.regions)) {
      throw new Error(`Place row ${index} refers to unknown region ${region}`);
    }
    places.push(parsed.data);
  }
  return { ...header, columns, places };
}
