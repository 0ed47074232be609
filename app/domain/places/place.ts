import { z } from "zod";

/** Languages place names are kept in. */
export const PlaceLanguageSchema = z.enum(["de", "en"]);
export type PlaceLanguage = z.infer<typeof PlaceLanguageSchema>;

/**
 * A city or town, with its name and region in one language. `country` is the ISO 3166-1 alpha-2
 * code; the page renders the country name with Intl.DisplayNames in its language. `population` is 0
 * when the source does not know it (the Photon geocoder never does).
 */
export const PlaceSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().min(1),
  country: z.string().regex(/^[A-Z]{2}$/),
  region: z.string().min(1).nullable(),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
  population: z.number().int().nonnegative(),
});
export type Place = z.infer<typeof PlaceSchema>;

/** A place near another one, with its great-circle distance from it. */
export const NearbyPlaceSchema = PlaceSchema.extend({ distanceKm: z.number().nonnegative() });
export type NearbyPlace = z.infer<typeof NearbyPlaceSchema>;

/** A suggestion candidate: the place and whether the query matched one of its names in full. */
export type PlaceCandidate = { place: Place; exact: boolean };
