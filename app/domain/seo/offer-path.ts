import type { Language } from "../../../shared/tenancy/tenant";

/** The offer page's route under `:lng` (for app/routes.ts): `/:lng/apartments/:apartmentTypeId`. */
export const OFFER_ROUTE = "apartments/:apartmentTypeId";

/** The stay an offer page is opened for; it travels as the query `?from&to&guests` (spec: offer params). */
export type OfferStay = { from: string; to: string; guests: number };

/**
 * The offer page's path: `/en/apartments/<apartmentTypeId>`. Without a stay this is the canonical,
 * undated URL that sitemaps, hreflang and JSON-LD use; with a stay it carries `from`, `to` and `guests`.
 */
export function offerPath(lng: Language, apartmentTypeId: string, stay?: OfferStay): string {
  const path = `/${lng}/apartments/${encodeURIComponent(apartmentTypeId)}`;
  return stay ? `${path}?${offerStayQuery(stay)}` : path;
}

/** `from=…&to=…&guests=…` in that order. */
export function offerStayQuery(stay: OfferStay): string {
  return new URLSearchParams({ from: stay.from, to: stay.to, guests: String(stay.guests) }).toString();
}
