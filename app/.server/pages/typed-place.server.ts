import type { RouterContextProvider } from "react-router";
import type { Language } from "../../../shared/tenancy/tenant";
import { typedNameMatchesPlace } from "../../domain/search/position-name";
import { adaptersOf } from "../adapters.server";

/** The position a form's place field stands for. */
export type TypedPlace = { lat: number; long: number; placeId?: string; name: string };

/**
 * The place a form's typed name and hidden position (from a chosen suggestion) stand for. Without a
 * suggestion (no JavaScript), or when a kept position's place does not carry the typed name any
 * more, the place is looked up by name. `not-found` when nothing matches, `unavailable` when the
 * places service failed.
 */
export async function resolveTypedPlace(
  context: Readonly<RouterContextProvider>,
  input: { location: string; placeId?: string; lat?: number; long?: number },
  lng: Language,
): Promise<{ ok: true; place: TypedPlace } | { ok: false; reason: "not-found" | "unavailable" }> {
  let position: TypedPlace | null =
    input.lat !== undefined && input.long !== undefined
      ? { lat: input.lat, long: input.long, placeId: input.placeId, name: input.location }
      : null;
  if (position?.placeId) {
    const place = await adaptersOf(context).places.getPlaceById(position.placeId, lng);
    if (place.ok && !typedNameMatchesPlace(input.location, place.data.name)) position = null;
  }
  if (position) return { ok: true, place: position };
  const found = await adaptersOf(context).places.findPlaceByName(input.location, lng);
  if (!found.ok) return { ok: false, reason: found.status === 404 ? "not-found" : "unavailable" };
  return {
    ok: true,
    place: { lat: found.data.lat, long: found.data.long, placeId: found.data.id, name: found.data.name },
  };
}
