import type { NearbyPlace, Place, PlaceCandidate } from "./place";

/**
 * A place whose name equals the query counts as if it had this many times its population. While a
 * user types "Ham", Hamburg (1.8 M) stays above the village of Ham (5 k); once they have typed
 * "Halle", Halle (Saale) comes before Hallein even though both match the prefix.
 */
export const EXACT_MATCH_BOOST = 10;

function suggestionScore(candidate: PlaceCandidate): number {
  return candidate.place.population * (candidate.exact ? EXACT_MATCH_BOOST : 1);
}

function byNameThenId(a: Place, b: Place): number {
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

function uniqueById(candidates: readonly PlaceCandidate[]): PlaceCandidate[] {
  const byId = new Map<string, PlaceCandidate>();
  for (const candidate of candidates) {
    const known = byId.get(candidate.place.id);
    if (!known || (candidate.exact && !known.exact)) byId.set(candidate.place.id, candidate);
  }
  return [...byId.values()];
}

/** Autocomplete order: population, with full-name matches boosted; ties by name, then id. */
export function rankPlaceSuggestions(candidates: readonly PlaceCandidate[], limit: number): Place[] {
  return uniqueById(candidates)
    .sort((a, b) => suggestionScore(b) - suggestionScore(a) || byNameThenId(a.place, b.place))
    .slice(0, Math.max(0, limit))
    .map((candidate) => candidate.place);
}

/** The one place a name stands for: full-name matches first, then the most populous. */
export function pickBestPlaceMatch(candidates: readonly PlaceCandidate[]): Place | undefined {
  const [best] = uniqueById(candidates).sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) || b.place.population - a.place.population || byNameThenId(a.place, b.place),
  );
  return best?.place;
}

const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLong = toRadians(b.long - a.long);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A latitude/longitude box that contains the circle of `radiusKm` around `origin`. */
export function boundingBox(
  origin: { lat: number; long: number },
  radiusKm: number,
): { minLat: number; maxLat: number; minLong: number; maxLong: number } {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cosLat = Math.cos(toRadians(origin.lat));
  const dLong = cosLat < 1e-6 ? 180 : Math.min(180, dLat / cosLat);
  return {
    minLat: Math.max(-90, origin.lat - dLat),
    maxLat: Math.min(90, origin.lat + dLat),
    minLong: origin.long - dLong,
    maxLong: origin.long + dLong,
  };
}

/** Distance at which a place's weight halves twice over (weight = population / (1 + d / scale)^2). */
export const NEARBY_DISTANCE_SCALE_KM = 10;

/**
 * Notable places around `origin`: within `radiusKm`, not the origin itself, ordered by population
 * weighed down by distance, so a city 30 km away comes before a village next door.
 */
export function rankNearbyPlaces(
  origin: Pick<Place, "id" | "lat" | "long">,
  candidates: readonly Place[],
  options: { limit: number; radiusKm: number },
): NearbyPlace[] {
  const seen = new Set<string>([origin.id]);
  const scored: Array<{ place: NearbyPlace; weight: number }> = [];
  for (const place of candidates) {
    if (seen.has(place.id)) continue;
    seen.add(place.id);
    const d = distanceKm(origin, place);
    if (d > options.radiusKm) continue;
    const weight = (place.population + 1) / (1 + d / NEARBY_DISTANCE_SCALE_KM) ** 2;
    scored.push({ place: { ...place, distanceKm: Math.round(d * 10) / 10 }, weight });
  }
  return scored
    .sort((a, b) => b.weight - a.weight || a.place.distanceKm - b.place.distanceKm || byNameThenId(a.place, b.place))
    .slice(0, Math.max(0, options.limit))
    .map((entry) => entry.place);
}
