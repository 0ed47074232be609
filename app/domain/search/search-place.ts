import { distanceKm } from "../places/rank-places";
import type { SearchUrlParams } from "./search-route";

/**
 * The place a search URL names, as the page shows it. The path's place name is whatever a link's
 * sender wrote, so the page names the place the places service knows (by the URL's placeId, else by
 * the name near the URL's position) and never shows the path verbatim. A name no place has, or one
 * longer than any place name, makes the search invalid (a 400 with the form), before the OTA is asked.
 */

/** No place name is this long (the places service cuts its queries here too). */
export const MAX_PLACE_NAME_LENGTH = 100;

/** A place found by name counts for a URL's position when it lies this close to it. */
export const PLACE_NEAR_POSITION_KM = 50;

/** What the places service said about a search's place. */
export type SearchPlaceLookup =
  | { kind: "found"; name: string; lat: number; long: number; byId: boolean }
  | { kind: "unknown" }
  /** The service failed: the search still runs, the page names no place. */
  | { kind: "unavailable" };

/** Whether a path's place name is worth asking the places service about at all. */
export function isPlaceNameAskable(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== "" && trimmed.length <= MAX_PLACE_NAME_LENGTH;
}

/**
 * The search with its place judged: `placeLabel` is the known place's name (null when it could not
 * be asked); an unknown place makes the search invalid with the location field marked. A place found
 * by name (no placeId) counts only near the URL's position.
 */
export function withSearchPlace(
  search: SearchUrlParams,
  lookup: SearchPlaceLookup,
): { search: SearchUrlParams; placeLabel: string | null } {
  const near =
    lookup.kind === "found" &&
    (lookup.byId ||
      (search.position !== null &&
        distanceKm(search.position, { lat: lookup.lat, long: lookup.long }) <= PLACE_NEAR_POSITION_KM));
  if (lookup.kind === "found" && near) return { search, placeLabel: lookup.name };
  if (lookup.kind === "unavailable") return { search, placeLabel: null };
  return {
    search: {
      ...search,
      valid: false,
      problem: search.problem ?? { field: "location", message: "validation.searchPlaceUnknown" },
    },
    placeLabel: null,
  };
}
