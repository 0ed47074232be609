import { isLongStay } from "../money/long-stay";
import { sameCurrency, type ToDisplayMinor } from "./display-amount";
import type { FacetFacts } from "./listing-markers";
import { type FiltersInput, normaliseFilters, type SelectedFilters, selectedServiceIds } from "./selected-filters";
import { hasAllServices, type ServiceSet, serviceSetOf, serviceSetsOf } from "./service-index";

/** One bit per filter a listing can fail; facets use them to count "as if this filter were changed". */
export const FILTER_BIT = {
  price: 1,
  services: 2,
  bedrooms: 4,
  bathrooms: 8,
  maxOccupancy: 16,
  minMeters2: 32,
  maxMeters2: 64,
  freeCancellation: 128,
  premiumPartner: 256,
  matterport: 512,
  bookingMode: 1024,
} as const;

export type FilterOptions = {
  /** Spec section 5: filters apply only when the stay has dates. */
  hasDates: boolean;
  /** Compares nightly rates in the display currency; the price range is in its minor units. */
  toDisplayMinor?: ToDisplayMinor;
};

export type FilterEvaluation<T extends FacetFacts> = {
  /** The filters in canonical form. */
  filters: SelectedFilters;
  /** False when the stay has no dates: nothing was filtered. */
  applied: boolean;
  /** The listings that pass every filter, in input order. */
  filtered: T[];
  /** Per input listing: the FILTER_BIT of every filter it fails; 0 when it passes. */
  failed: Uint16Array;
  /** Per input listing: its nightly rate in minor units of the display currency. */
  pricePerNight: Float64Array;
  /** Per input listing: its normalised included services. */
  services: ServiceSet[];
};

/**
 * Evaluates the spec's filters (section 5) on every listing once:
 * - price: the nightly rate (`_pricePerNight`, converted) within the range, inclusive at both ends; for a
 *   long stay (28 nights or more) the monthly rate (`_pricePerMonth`), as its card shows;
 * - services: every selected service of every group is among the listing's included services
 *   (both sides normalised, so a deprecated id matches its replacement);
 * - bedrooms and bathrooms: equal; maxOccupancy: the listing sleeps at least that many;
 * - size, exactly as the spec words it: a listing is excluded when its minimum size is below
 *   minMeters2, or when its maximum size is below maxMeters2. Both values are therefore lower bounds:
 *   minMeters2 asks for the smallest unit of the type to be that big, maxMeters2 asks for the biggest
 *   unit to reach that size. A maxMeters2 never excludes a bigger apartment.
 * - free cancellation: the listing has a rate that can still be cancelled free of charge;
 * - the spec's "others": premium partner (`isPremiumPartner`), matterport (the apartment type has a 3D
 *   tour) and booking mode (the listing's mode is one of those chosen).
 */
export function evaluateFilters<T extends FacetFacts>(
  listings: readonly T[],
  input: FiltersInput | SelectedFilters,
  { hasDates, toDisplayMinor = sameCurrency }: FilterOptions,
): FilterEvaluation<T> {
  const filters = normaliseFilters(input);
  const count = listings.length;
  const failed = new Uint16Array(count);
  const pricePerNight = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const listing = listings[i]!;
    pricePerNight[i] = toDisplayMinor(listing._pricePerNight, listing.currency);
  }
  const services = serviceSetsOf(listings);
  if (!hasDates) return { filters, applied: false, filtered: [...listings], failed, pricePerNight, services };

  const [minPrice, maxPrice] = filters.price ?? [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const serviceIds = selectedServiceIds(filters);
  const required = serviceIds.length > 0 ? serviceSetOf(serviceIds) : undefined;
  const { bedrooms, bathrooms, maxOccupancy, minMeters2, maxMeters2 } = filters.layout ?? {};
  const freeCancellation = filters.freeCancellation === true;
  const premiumPartner = filters.premiumPartner === true;
  const matterport = filters.matterport === true;
  const bookingModes = filters.bookingMode;
  const filtered: T[] = [];
  // A local reference: module namespace lookups in a loop this hot are measurable in some loaders.
  const hasAll = hasAllServices;
  for (let i = 0; i < count; i++) {
    const listing = listings[i]!;
    const type = listing.apartmentType;
    const price = isLongStay(listing._nights)
      ? toDisplayMinor(listing._pricePerMonth, listing.currency)
      : pricePerNight[i]!;
    let bits = 0;
    if (price < minPrice || price > maxPrice) bits |= FILTER_BIT.price;
    if (required && !hasAll(services[i]!, required)) bits |= FILTER_BIT.services;
    if (bedrooms !== undefined && type.bedrooms !== bedrooms) bits |= FILTER_BIT.bedrooms;
    if (bathrooms !== undefined && type.bathrooms !== bathrooms) bits |= FILTER_BIT.bathrooms;
    if (maxOccupancy !== undefined && type.maxOccupancy < maxOccupancy) bits |= FILTER_BIT.maxOccupancy;
    if (minMeters2 !== undefined && type.size.min < minMeters2) bits |= FILTER_BIT.minMeters2;
    if (maxMeters2 !== undefined && type.size.max < maxMeters2) bits |= FILTER_BIT.maxMeters2;
    if (freeCancellation && !listing.freeCancellation) bits |= FILTER_BIT.freeCancellation;
    if (premiumPartner && !listing.isPremiumPartner) bits |= FILTER_BIT.premiumPartner;
    if (matterport && type.matterportId === null) bits |= FILTER_BIT.matterport;
    if (bookingModes && !bookingModes.includes(listing.bookingMode)) bits |= FILTER_BIT.bookingMode;
    failed[i] = bits;
    if (bits === 0) filtered.push(listing);
  }
  return { filters, applied: true, filtered, failed, pricePerNight, services };
}

/** The listings that pass the selected filters, in their given (ranked) order. */
export function filterListings<T extends FacetFacts>(
  listings: readonly T[],
  filters: FiltersInput | SelectedFilters,
  options: FilterOptions,
): T[] {
  return evaluateFilters(listings, filters, options).filtered;
}
