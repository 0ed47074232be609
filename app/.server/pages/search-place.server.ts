import type { RouterContextProvider } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";
import { isPlaceNameAskable, type SearchPlaceLookup } from "../../domain/search/search-place";
import type { SearchUrlParams } from "../../domain/search/search-route";
import { adaptersOf } from "../adapters.server";

/**
 * Asks the places service for a search URL's place: by its placeId, else by the path's name (which
 * `withSearchPlace` then holds against the URL's position). A name no place could have is unknown
 * without asking. See app/domain/search/search-place.ts.
 */
export async function lookUpSearchPlace(
  context: Readonly<RouterContextProvider>,
  search: Pick<SearchUrlParams, "placeName" | "placeId">,
  lng: Language,
): Promise<SearchPlaceLookup> {
  if (!isPlaceNameAskable(search.placeName)) return { kind: "unknown" };
  const places = adaptersOf(context).places;
  const byId = search.placeId !== null;
  const result = search.placeId
    ? await places.getPlaceById(search.placeId, lng)
    : await places.findPlaceByName(search.placeName.trim(), lng);
  if (!result.ok) return result.status === 404 ? { kind: "unknown" } : { kind: "unavailable" };
  const { name, lat, long } = result.data;
  return { kind: "found", name, lat, long, byId };
}
