import { SERVICE_GROUP_IDS, type ServiceGroupId, serviceGroups } from "../catalogue";
import type { BookingMode } from "../ota/listing";
import type { Language } from "../tenancy/tenant";
import { sameCurrency, type ToDisplayMinor } from "./display-amount";
import { FACET_LABELS, squareMetresToFeet } from "./facet-labels";
import { evaluateFilters, FILTER_BIT, type FilterEvaluation, type FilterOptions } from "./filter-listings";
import type { FacetFacts } from "./listing-markers";
import { BOOKING_MODES, type FiltersInput, type SelectedFilters } from "./selected-filters";
import { liveIndexOf, SERVICE_COUNT } from "./service-index";

/**
 * Facets of the search page (spec section 3): price bounds, service groups, layouts and others.
 *
 * Counting: a value's count is the number of results the page would show if the user chose that
 * value while keeping every other active filter. So services count over the filtered list (a ticked
 * service adds a requirement); bedrooms, bathrooms, occupancy and size count over the list filtered
 * by everything except their own filter, so choosing another value stays possible and its count is
 * honest; the price bounds ignore the price filter, so the slider does not shrink to the chosen range.
 * The "others" (premium partner, 3D tour, booking mode, free cancellation) count likewise without
 * their own filter: a value's count is how many results choosing it would show (for booking modes,
 * which any-of combine, the results in that mode).
 * Every evaluation is done once per listing (see `evaluateFilters`), so this costs one pass.
 */

export type FacetValue<V extends string | number | boolean = string> = {
  value: V;
  label: string;
  count: number;
  /** Whether the value is part of the selected filters; selected values stay listed even at count 0. */
  selected: boolean;
};

/** Lowest and highest amount, minor units of the display currency; null when no listing counts. */
export type PriceBounds = { min: number; max: number } | null;

export type Facets = {
  prices: { price: PriceBounds; priceMonthly: PriceBounds; pricePerNight: PriceBounds };
  serviceGroups: Record<ServiceGroupId, FacetValue<string>[]>;
  layouts: {
    /** Exact values (the filter matches exactly), ascending. */
    bedroomsCount: FacetValue<number>[];
    bathroomsCount: FacetValue<number>[];
    /** "Sleeps at least n": the count includes every listing for n or more guests; ascending. */
    maxOccupancy: FacetValue<number>[];
    /** "At least n m²" on the smallest unit, the value being minMeters2; count descending. */
    sizeM2: FacetValue<number>[];
    /** The same thresholds labelled in square feet; the value stays minMeters2 in m². */
    sizeFt: FacetValue<number>[];
    /**
     * "Largest unit from n m²", the value being maxMeters2 (spec: a listing is excluded when its
     * maximum size is below it); count descending. Optional: a ranking kept before it existed lacks it.
     */
    largestM2?: FacetValue<number>[];
  };
  others: {
    premiumPartner: FacetValue<boolean>[];
    matterport: FacetValue<boolean>[];
    bookingMode: FacetValue<BookingMode>[];
    /** Listings with a rate still free to cancel, counted as if the filter were chosen. */
    freeCancellation: FacetValue<boolean>[];
  };
};

/** Size thresholds offered as "from n m²": studios to large family flats. */
export const SIZE_THRESHOLDS_M2 = [20, 30, 40, 50, 60, 80, 100, 120, 150] as const;

export type FacetOptions = { language: Language; toDisplayMinor?: ToDisplayMinor };

class Bounds {
  min = Number.POSITIVE_INFINITY;
  max = Number.NEGATIVE_INFINITY;
  add(value: number): void {
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }
  // Floor and ceil, so a slider set to the bounds keeps every listing even with fractional conversions.
  result(): PriceBounds {
    return this.min <= this.max ? { min: Math.floor(this.min), max: Math.ceil(this.max) } : null;
  }
}

const byCountDescending = <V extends string | number | boolean>(a: FacetValue<V>, b: FacetValue<V>) =>
  b.count - a.count;
const byValueAscending = (a: FacetValue<number>, b: FacetValue<number>) => a.value - b.value;

function add(map: Map<number, number>, key: number): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

/** Exact-value facet: values present (plus the selected one), ascending by value. */
function exactFacet(counts: Map<number, number>, selected: number | undefined, label: (n: number) => string) {
  const values = new Set(counts.keys());
  if (selected !== undefined) values.add(selected);
  return [...values]
    .map((value) => ({ value, label: label(value), count: counts.get(value) ?? 0, selected: value === selected }))
    .sort(byValueAscending);
}

/** "At least n" facet over exact counts: each present value counts every listing at or above it. */
function atLeastFacet(counts: Map<number, number>, selected: number | undefined, label: (n: number) => string) {
  const values = new Set(counts.keys());
  if (selected !== undefined) values.add(selected);
  const atLeast = (n: number) => {
    let sum = 0;
    for (const [value, count] of counts) if (value >= n) sum += count;
    return sum;
  };
  return [...values]
    .map((value) => ({ value, label: label(value), count: atLeast(value), selected: value === selected }))
    .sort(byValueAscending);
}

/** Thresholds with a count of sizes at or above each (plus the selected one), count descending. */
function thresholdCounts(sizes: readonly number[], selected: number | undefined) {
  const thresholds = new Set<number>(SIZE_THRESHOLDS_M2);
  if (selected !== undefined) thresholds.add(selected);
  return [...thresholds]
    .sort((a, b) => a - b)
    .map((threshold) => {
      let count = 0;
      for (const size of sizes) if (size >= threshold) count++;
      return { threshold, count };
    })
    .filter(({ threshold, count }) => count > 0 || threshold === selected)
    .sort((a, b) => b.count - a.count);
}

function sizeFacets(
  smallest: readonly number[],
  largest: readonly number[],
  layout: { minMeters2?: number; maxMeters2?: number },
  language: Language,
) {
  const values = thresholdCounts(smallest, layout.minMeters2);
  const labels = FACET_LABELS[language];
  const selected = layout.minMeters2;
  return {
    sizeM2: values.map(({ threshold, count }) => ({
      value: threshold,
      label: labels.sizeM2(threshold),
      count,
      selected: threshold === selected,
    })),
    sizeFt: values.map(({ threshold, count }) => ({
      value: threshold,
      label: labels.sizeFt(Math.round(squareMetresToFeet(threshold))),
      count,
      selected: threshold === selected,
    })),
    largestM2: thresholdCounts(largest, layout.maxMeters2).map(({ threshold, count }) => ({
      value: threshold,
      label: labels.sizeM2(threshold),
      count,
      selected: threshold === layout.maxMeters2,
    })),
  };
}

function serviceFacets(counts: Int32Array, filters: SelectedFilters, language: Language) {
  const groups = serviceGroups();
  const result = {} as Record<ServiceGroupId, FacetValue<string>[]>;
  for (const group of SERVICE_GROUP_IDS) {
    const selected = new Set(filters[group] ?? []);
    // The catalogue's group order (score, then catalogue order) breaks ties; sort is stable.
    result[group] = groups[group]
      .map((entry) => ({
        value: entry.id,
        label: entry.name[language],
        count: counts[liveIndexOf(entry.id)] ?? 0,
        selected: selected.has(entry.id),
      }))
      .filter((value) => value.count > 0 || value.selected)
      .sort(byCountDescending);
  }
  return result;
}

/** Facets from an evaluation already made for filtering (the loader and the client filter first). */
export function facetsFromEvaluation<T extends FacetFacts>(
  listings: readonly T[],
  evaluation: FilterEvaluation<T>,
  { language, toDisplayMinor = sameCurrency }: FacetOptions,
): Facets {
  const { failed, pricePerNight, filters, services } = evaluation;
  const price = new Bounds();
  const priceMonthly = new Bounds();
  const perNight = new Bounds();
  const serviceCounts = new Int32Array(SERVICE_COUNT);
  const bedrooms = new Map<number, number>();
  const bathrooms = new Map<number, number>();
  const occupancy = new Map<number, number>();
  const sizes: number[] = [];
  const largest: number[] = [];
  let premium = 0;
  let matterport = 0;
  let freeCancellation = 0;
  const modes: Record<BookingMode, number> = { Direct: 0, Request: 0, Ad: 0 };

  for (let i = 0; i < listings.length; i++) {
    const bits = failed[i]!;
    // A listing failing two or more filters would not show up whatever single facet changes.
    if (bits !== 0 && (bits & (bits - 1)) !== 0) continue;
    const listing = listings[i]!;
    const type = listing.apartmentType;
    const passes = bits === 0;
    if (passes || bits === FILTER_BIT.price) {
      price.add(toDisplayMinor(listing._priceTotal, listing.currency));
      priceMonthly.add(toDisplayMinor(listing._pricePerMonth, listing.currency));
      perNight.add(pricePerNight[i]!);
    }
    if (passes || bits === FILTER_BIT.bedrooms) add(bedrooms, type.bedrooms);
    if (passes || bits === FILTER_BIT.bathrooms) add(bathrooms, type.bathrooms);
    if (passes || bits === FILTER_BIT.maxOccupancy) add(occupancy, type.maxOccupancy);
    if (passes || bits === FILTER_BIT.minMeters2) sizes.push(type.size.min);
    if (passes || bits === FILTER_BIT.maxMeters2) largest.push(type.size.max);
    if ((passes || bits === FILTER_BIT.freeCancellation) && listing.freeCancellation) freeCancellation++;
    if ((passes || bits === FILTER_BIT.premiumPartner) && listing.isPremiumPartner) premium++;
    if ((passes || bits === FILTER_BIT.matterport) && type.matterportId !== null) matterport++;
    if (passes || bits === FILTER_BIT.bookingMode) modes[listing.bookingMode]++;
    if (!passes) continue;
    for (const index of services[i]!.indexes) {
      serviceCounts[index] = (serviceCounts[index] ?? 0) + 1;
    }
  }

  const labels = FACET_LABELS[language];
  const layout = filters.layout ?? {};
  // A yes/no facet: listed when something counts or when it is chosen (then possibly at 0).
  const flag = (count: number, label: string, selected: boolean): FacetValue<boolean>[] =>
    count > 0 || selected ? [{ value: true, label, count, selected }] : [];
  const chosenModes = filters.bookingMode ?? [];
  return {
    prices: { price: price.result(), priceMonthly: priceMonthly.result(), pricePerNight: perNight.result() },
    serviceGroups: serviceFacets(serviceCounts, filters, language),
    layouts: {
      bedroomsCount: exactFacet(bedrooms, layout.bedrooms, labels.bedrooms),
      bathroomsCount: exactFacet(bathrooms, layout.bathrooms, labels.bathrooms),
      maxOccupancy: atLeastFacet(occupancy, layout.maxOccupancy, labels.maxOccupancy),
      ...sizeFacets(sizes, largest, layout, language),
    },
    others: {
      premiumPartner: flag(premium, labels.premiumPartner, filters.premiumPartner === true),
      matterport: flag(matterport, labels.matterport, filters.matterport === true),
      bookingMode: BOOKING_MODES.map((mode) => ({
        value: mode,
        label: labels.bookingMode[mode],
        count: modes[mode],
        selected: chosenModes.includes(mode),
      }))
        .filter((value) => value.count > 0 || value.selected)
        .sort(byCountDescending),
      freeCancellation:
        freeCancellation > 0 || filters.freeCancellation
          ? [
              {
                value: true,
                label: labels.freeCancellation,
                count: freeCancellation,
                selected: filters.freeCancellation === true,
              },
            ]
          : [],
    },
  };
}

/** Facets of marked listings under the selected filters (see the counting rule above). */
export function computeFacets<T extends FacetFacts>(
  listings: readonly T[],
  filters: FiltersInput | SelectedFilters,
  options: FacetOptions & FilterOptions,
): Facets {
  return facetsFromEvaluation(listings, evaluateFilters(listings, filters, options), options);
}
