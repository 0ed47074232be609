import { sameCurrency, type ToDisplayMinor } from "../../../shared/search/display-amount";
import type { MarkedListing } from "../../../shared/search/listing-markers";
import type { SortOrder } from "./sort-params";

export type SortOptions = {
  /** Nightly rates in different currencies are compared in the display currency. */
  toDisplayMinor?: ToDisplayMinor;
};

/**
 * Orders ranked listings by the visitor's choice. The input is in the recommended order (the spec's
 * ranking, `rankListings`); every other order is a stable sort of it, so listings that tie (the same
 * nightly price, distance or size) keep their recommended order:
 * - price-asc / price-desc: the nightly rate (`_pricePerNight`, in the display currency);
 * - distance: nearest to the searched place first;
 * - size: the biggest first (by the largest unit of the type, then the smallest).
 * Returns a new array, or the input itself for the recommended order.
 */
export function sortListings<T extends MarkedListing>(
  ranked: readonly T[],
  order: SortOrder,
  { toDisplayMinor = sameCurrency }: SortOptions = {},
): readonly T[] {
  if (order === "recommended") return ranked;
  const keyOf = (listing: T): number => {
    switch (order) {
      case "price-asc":
        return toDisplayMinor(listing._pricePerNight, listing.currency);
      case "price-desc":
        return -toDisplayMinor(listing._pricePerNight, listing.currency);
      case "distance":
        return listing.distanceKm;
      case "size":
        return -(listing.apartmentType.size.max * 100_000 + listing.apartmentType.size.min);
    }
  };
  const keys = ranked.map(keyOf);
  const order_ = ranked.map((_, i) => i);
  // Array.prototype.sort is stable; the index tie-break makes that explicit.
  order_.sort((a, b) => keys[a]! - keys[b]! || a - b);
  return order_.map((i) => ranked[i]!);
}

/**
 * The listing of the apartment type the visitor looked at (the search URL's `aptId`) moved to the
 * front, the others in their order. Returns the input and null when no listing has that type (not
 * found, or filtered out: the filters still decide what shows).
 */
export function pinApartmentType<T extends MarkedListing>(
  listings: readonly T[],
  apartmentTypeId: string | null | undefined,
): { listings: readonly T[]; pinnedId: string | null } {
  if (!apartmentTypeId) return { listings, pinnedId: null };
  const index = listings.findIndex((listing) => listing.apartmentType.id === apartmentTypeId);
  if (index < 0) return { listings, pinnedId: null };
  const pinned = listings[index]!;
  if (index === 0) return { listings, pinnedId: pinned.id };
  return { listings: [pinned, ...listings.slice(0, index), ...listings.slice(index + 1)], pinnedId: pinned.id };
}
