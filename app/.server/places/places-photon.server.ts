import { z } from "zod";
import { normalisePlaceName } from "../../../shared/places/normalise-place-name";
import type { NearbyPlace, Place, PlaceLanguage } from "../../domain/places/place";
import { rankNearbyPlaces } from "../../domain/places/rank-places";
import type { UpstreamDeadline } from "../http/upstream-deadline.server";
import { globalFetcher, jsonCall, type UpstreamFetcher } from "../http/upstream-http.server";
import {
  badPlacesRequest,
  clampLimit,
  clampRadiusKm,
  MAX_QUERY_LENGTH,
  MAX_SUGGESTION_LIMIT,
  type NearbyPlacesOptions,
  normaliseCountries,
  type PlacesProvider,
  type PlacesResult,
  placeNotFound,
  placesError,
  placesOk,
  type SuggestPlacesOptions,
} from "./places-provider.server";

/**
 * The production places provider: a Photon geocoder (https://github.com/komoot/photon, OpenStreetMap
 * data). Photon has no lookup by id, so the ids this provider hands out carry the place's
 * coordinates ("osm:R62422@52.51704,13.38886"); getPlaceById reverse-geocodes there and picks the
 * object with that OSM id. Photon returns no population, so places from it have population 0 and
 * nearby places are ordered by distance alone. See docs/places.md.
 */
export type PhotonPlacesOptions = {
  fetcher?: UpstreamFetcher;
  /** E.g. "https://photon.komoot.io" or a self-hosted instance. */
  baseUrl: string;
  /** Sent as "Authorization: Bearer <key>" when set (for instances behind a gateway). */
  apiKey?: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
  /** The request's overall upstream deadline. */
  deadline?: UpstreamDeadline;
};

export const DEFAULT_PHOTON_TIMEOUT_MS = 2500;

/** OSM place types that are towns in our sense. */
const TOWN_TAGS = ["place:city", "place:town", "place:village", "place:municipality"];
const TOWN_VALUES = new Set(TOWN_TAGS.map((t) => t.slice("place:".length)));

const PhotonPropertiesSchema = z.object({
  osm_type: z.enum(["N", "W", "R"]),
  osm_id: z.number().int().nonnegative(),
  osm_key: z.string().optional(),
  osm_value: z.string().optional(),
  name: z.string().min(1),
  countrycode: z.string().regex(/^[A-Za-z]{2}$/),
  state: z.string().min(1).optional(),
});

const PhotonFeatureSchema = z.object({
  type: z.literal("Feature"),
  geometry: z.object({
    type: z.literal("Point"),
    coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
  }),
  properties: PhotonPropertiesSchema,
});

export const PhotonResponseSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(z.unknown()),
});

type PhotonFeature = z.infer<typeof PhotonFeatureSchema>;

/** "osm:<N|W|R><id>@<lat>,<long>" with coordinates to 5 decimals (about 1 m). */
export function encodePhotonPlaceId(osmType: "N" | "W" | "R", osmId: number, lat: number, long: number): string {
  return `osm:${osmType}${osmId}@${lat.toFixed(5)},${long.toFixed(5)}`;
}

export function decodePhotonPlaceId(
  id: string,
): { osmType: "N" | "W" | "R"; osmId: number; lat: number; long: number } | undefined {
  const match = /^osm:([NWR])(\d{1,15})@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(id);
  if (!match) return undefined;
  const [, osmType, osmId, lat, long] = match;
  const parsed = { osmType: osmType as "N" | "W" | "R", osmId: Number(osmId), lat: Number(lat), long: Number(long) };
  if (Math.abs(parsed.lat) > 90 || Math.abs(parsed.long) > 180) return undefined;
  return parsed;
}

/** A Photon feature as a Place; undefined for features without a name or country. */
export function photonFeatureToPlace(feature: unknown): Place | undefined {
  const parsed = PhotonFeatureSchema.safeParse(feature);
  if (!parsed.success) return undefined;
  const { geometry, properties } = parsed.data;
  const [long, lat] = geometry.coordinates;
  return {
    id: encodePhotonPlaceId(properties.osm_type, properties.osm_id, lat, long),
    name: properties.name,
    country: properties.countrycode.toUpperCase(),
    region: properties.state ?? null,
    lat,
    long,
    population: 0,
  };
}

function isTown(feature: PhotonFeature): boolean {
  const { osm_key: key, osm_value: value } = feature.properties;
  return key === undefined || (key === "place" && value !== undefined && TOWN_VALUES.has(value));
}

/** The towns of a Photon answer as places, in Photon's order, without duplicates. */
export function photonFeaturesToPlaces(features: readonly unknown[]): Place[] {
  const places: Place[] = [];
  const seen = new Set<string>();
  for (const feature of features) {
    const parsed = PhotonFeatureSchema.safeParse(feature);
    if (!parsed.success || !isTown(parsed.data)) continue;
    const place = photonFeatureToPlace(parsed.data);
    const osmKey = `${parsed.data.properties.osm_type}${parsed.data.properties.osm_id}`;
    if (place && !seen.has(osmKey)) {
      seen.add(osmKey);
      places.push(place);
    }
  }
  return places;
}

export function createPhotonPlacesProvider(options: PhotonPlacesOptions): PlacesProvider {
  const http = {
    fetcher: options.fetcher ?? globalFetcher,
    baseUrl: options.baseUrl,
    ...(options.apiKey ? { headers: { Authorization: `Bearer ${options.apiKey}` } } : {}),
    timeoutMs: options.timeoutMs ?? DEFAULT_PHOTON_TIMEOUT_MS,
    ...(options.backoffMs !== undefined ? { retryDelayMs: options.backoffMs } : {}),
    ...(options.deadline ? { deadline: options.deadline } : {}),
  };

  async function request(path: "/api" | "/reverse", params: URLSearchParams): Promise<PlacesResult<Place[]>> {
    for (const tag of TOWN_TAGS) params.append("osm_tag", tag);
    const answer = await jsonCall(
      http,
      { method: "GET", path: `${path}?${params}`, retries: options.retries ?? 2 },
      PhotonResponseSchema,
    );
    if (!answer.ok) return placesError(answer.status, answer.statusText);
    return placesOk(photonFeaturesToPlaces(answer.data.features));
  }

  function search(query: string, lng: PlaceLanguage, limit: number) {
    return request("/api", new URLSearchParams({ q: query, lang: lng, limit: String(limit) }));
  }

  function reverse(at: { lat: number; long: number }, lng: PlaceLanguage, radiusKm: number, limit: number) {
    return request(
      "/reverse",
      new URLSearchParams({
        lat: at.lat.toFixed(5),
        lon: at.long.toFixed(5),
        radius: String(radiusKm),
        lang: lng,
        limit: String(limit),
      }),
    );
  }

  return {
    kind: "photon",

    async getPlaceById(id, lng) {
      const decoded = decodePhotonPlaceId(id);
      if (!decoded) return placeNotFound();
      const result = await reverse(decoded, lng, 1, 10);
      if (!result.ok) return result;
      const osmKey = `osm:${decoded.osmType}${decoded.osmId}@`;
      const place = result.data.find((p) => p.id.startsWith(osmKey));
      // Keep the id the caller holds, so links stay stable even if Photon's point moved slightly.
      return place ? placesOk({ ...place, id }) : placeNotFound();
    },

    async suggestPlacesByName(query, lng, suggestOptions: SuggestPlacesOptions = {}) {
      const text = query.slice(0, MAX_QUERY_LENGTH).trim();
      const countries = normaliseCountries(suggestOptions.countries);
      if (countries === undefined) return badPlacesRequest();
      if (normalisePlaceName(text) === "") return placesOk([]);
      const limit = clampLimit(suggestOptions.limit);
      const result = await search(text, lng, Math.min(MAX_SUGGESTION_LIMIT, limit * 2));
      if (!result.ok) return result;
      const inCountries =
        countries.length === 0 ? result.data : result.data.filter((p) => countries.includes(p.country));
      return placesOk(inCountries.slice(0, limit));
    },

    async findPlaceByName(name, lng) {
      const text = (name.split(",")[0] ?? "").slice(0, MAX_QUERY_LENGTH).trim();
      const key = normalisePlaceName(text);
      if (key === "") return placeNotFound();
      const result = await search(text, lng, 5);
      if (!result.ok) return result;
      const best = result.data.find((p) => normalisePlaceName(p.name) === key) ?? result.data[0];
      return best ? placesOk(best) : placeNotFound();
    },

    async suggestPlacesByPlaceId(id, lng, nearbyOptions: NearbyPlacesOptions = {}) {
      const decoded = decodePhotonPlaceId(id);
      if (!decoded) return placeNotFound();
      const limit = clampLimit(nearbyOptions.limit);
      const radiusKm = clampRadiusKm(nearbyOptions.radiusKm);
      const result = await reverse(decoded, lng, radiusKm, MAX_SUGGESTION_LIMIT);
      if (!result.ok) return result;
      const osmKey = `osm:${decoded.osmType}${decoded.osmId}@`;
      const origin = { id, lat: decoded.lat, long: decoded.long };
      const nearby: NearbyPlace[] = rankNearbyPlaces(
        origin,
        result.data.filter((p) => !p.id.startsWith(osmKey)),
        { limit, radiusKm },
      );
      return placesOk(nearby);
    },
  };
}
