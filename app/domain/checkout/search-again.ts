import type { Address } from "../../../shared/ota/listing";
import type { Language } from "../../../shared/tenancy/tenant";
import { DEFAULT_RADIUS_KM } from "../search/search-radius";
import { buildSearchRoute } from "../search/search-route";
import type { CheckoutOffer } from "./checkout-session";

/**
 * Where a guest whose apartment was sold out meanwhile finds others: the search around the apartment's
 * town for the same stay and guests (and the radius the search had). Null when no route can be built.
 */
export function searchAgainPath(input: {
  lng: Language;
  offer: Pick<CheckoutOffer, "from" | "to" | "guests" | "radius">;
  address: Pick<Address, "city" | "lat" | "long">;
}): string | null {
  const radius = Number(input.offer.radius);
  const route = buildSearchRoute({
    lng: input.lng,
    placeName: input.address.city,
    lat: input.address.lat,
    long: input.address.long,
    inDate: input.offer.from,
    outDate: input.offer.to,
    guests: input.offer.guests,
    radius: Number.isFinite(radius) && radius > 0 ? radius : DEFAULT_RADIUS_KM,
  });
  return route.ok ? route.url : null;
}
