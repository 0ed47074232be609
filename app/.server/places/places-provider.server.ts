import type { NearbyPlace, Place, PlaceLanguage } from "../../domain/places/place";

/**
 * Outcome of a places call. Failures carry the upstream's HTTP status and status text (500 when
 * there was none), so the page can show the specified error state and stay usable.
 */
export type PlacesResult<T> = { ok: true; data: T } | { ok: false; status: number; statusText: string };

export type SuggestPlacesOptions = {
  /** How many suggestions to return; default 8, at most 50. */
  limit?: number;
  /** Only places in these countries (ISO 3166-1 alpha-2). */
  countries?: readonly string[];
};

export type NearbyPlacesOptions = {
  /** How many places to return; default 8, at most 50. */
  limit?: number;
  /** Search radius around the place; default 50 km, at most 200 km. */
  radiusKm?: number;
};

/**
 * Looks up and suggests places. One implementation per upstream: the embedded GeoNames data in D1
 * (places-d1.server.ts) and the Photon geocoder (places-photon.server.ts); createPlacesProvider picks
 * one by configuration. Names and regions come back in the requested language.
 */
export interface PlacesProvider {
  readonly kind: "embedded" | "photon";
  /** One place by the id this provider gave it; 404 when unknown. */
  getPlaceById(id: string, lng: PlaceLanguage): Promise<PlacesResult<Place>>;
  /** Autocomplete: places whose name starts with what was typed, best first. Empty input gives []. */
  suggestPlacesByName(
    query: string,
    lng: PlaceLanguage,
    options?: SuggestPlacesOptions,
  ): Promise<PlacesResult<Place[]>>;
  /** The place a name stands for: an exact name match first, then the most populous; 404 when none. */
  findPlaceByName(name: string, lng: PlaceLanguage): Promise<PlacesResult<Place>>;
  /** Notable places around a place, by distance and population, without the place itself. */
  suggestPlacesByPlaceId(
    id: string,
    lng: PlaceLanguage,
    options?: NearbyPlacesOptions,
  ): Promise<PlacesResult<NearbyPlace[]>>;
}

export const DEFAULT_SUGGESTION_LIMIT = 8;
export const MAX_SUGGESTION_LIMIT = 50;
export const DEFAULT_NEARBY_RADIUS_KM = 50;
export const MAX_NEARBY_RADIUS_KM = 200;
/** Longer queries are cut; no place name in the data is this long. */
export const MAX_QUERY_LENGTH = 100;

export function placesOk<T>(data: T): PlacesResult<T> {
  return { ok: true, data };
}

export function placesError<T = never>(status: number, statusText: string): PlacesResult<T> {
  return { ok: false, status, statusText };
}

export const placeNotFound = <T = never>(): PlacesResult<T> => placesError(404, "Not Found");
export const badPlacesRequest = <T = never>(): PlacesResult<T> => placesError(400, "Bad Request");

export function clampLimit(limit: number | undefined, fallback = DEFAULT_SUGGESTION_LIMIT): number {
  if (limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(MAX_SUGGESTION_LIMIT, Math.max(1, Math.trunc(limit)));
}

export function clampRadiusKm(radiusKm: number | undefined): number {
  if (radiusKm === undefined || !Number.isFinite(radiusKm) || radiusKm <= 0) return DEFAULT_NEARBY_RADIUS_KM;
  return Math.min(MAX_NEARBY_RADIUS_KM, radiusKm);
}

/** At most this many countries in a filter (each is a bound parameter). */
export const MAX_COUNTRY_FILTER = 60;

/** Upper-cased, unique country codes; undefined when one is not a two-letter code or there are too many. */
export function normaliseCountries(countries: readonly string[] | undefined): string[] | undefined {
  if (countries === undefined) return [];
  const codes = [...new Set(countries.map((c) => c.trim().toUpperCase()))];
  if (codes.length > MAX_COUNTRY_FILTER) return undefined;
  return codes.every((c) => /^[A-Z]{2}$/.test(c)) ? codes : undefined;
}
