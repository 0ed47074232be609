import { memoised } from "../memoised";
import { divideHalfEven, nightlyRate, nightsForRate } from "../money/nightly-rate";
import type { Listing, RateOffer, StayPrice } from "../ota/listing";
import { discountedListingTotal, type ListingVoucher, type VoucherJudge } from "../vouchers/voucher-on-listing";

/** The platform's own brand; properties named after it are treated as vision listings (spec section 8). */
export const PLATFORM_BRAND = "Quartier";

/** Derived fields the search page adds to every listing (spec section 3, "Markers"). Amounts in minor units. */
export type ListingMarkers = {
  /** Listed on the VISION channel, or named after the platform brand (see `withMarkers`). */
  _isVision: boolean;
  /** An advertisement that cannot be booked through RateHawk, so the guest sends a request for proposal. */
  _isRfp: boolean;
  /** Nights of the searched stay, at least 1. */
  _nights: number;
  /** Total of the stay in the listing's currency. */
  _priceTotal: number;
  /** `_priceTotal / _nights`, rounded half-even to whole minor units. */
  _pricePerNight: number;
  /** The monthly rate (`Listing.monthlyRate`: per calendar month of a long stay's cheapest rate). */
  _pricePerMonth: number;
};

/**
 * What the search page needs of a listing, for its rules and its cards: rate plans, the price
 * breakdown and all but the first image stay on the server (the offer page shows them), so a big
 * city's results page carries no more than it shows.
 */
export type SearchListing = Omit<Listing, "rates" | "totalPrice" | "unitsLeft"> & {
  totalPrice: Pick<StayPrice, "total" | "nights">;
  /** Whether one of its rates can still be cancelled free of charge (see `hasFreeCancellation`). */
  freeCancellation: boolean;
  /** The company's negotiated rate among its rates (a search with a valid company code), else null. */
  companyRate: CompanyRateSummary | null;
  /**
   * A search's promotion code where it lowers this result: `totalPrice.total` and `cheapestRate` are
   * then the discounted total (what the guest pays, sorts and filters by) and this keeps the public
   * one (docs/decisions/0136). Absent without a code, or where it does not apply.
   */
  voucher?: ListingVoucher;
};

/** A company's negotiated rate as a result card shows it: the company's name and the rate's price. */
export type CompanyRateSummary = {
  /** The rate plan's name: the company's (docs/decisions/0032-company-rates.md). */
  name: string;
  total: number;
  /** Per calendar month of a long stay, else null. */
  perMonth: number | null;
  /**
   * The cheapest public rate (no company code) of the same stay, so the card shows what the company
   * saves; optional (listings kept before it existed lack it), null when the listing has none.
   */
  publicRate?: { total: number; perMonth: number | null } | null;
};

/** The company's rate among a listing's rates (the rate a company code unlocked), or null. */
export function companyRateOf(rates: readonly RateOffer[]): CompanyRateSummary | null {
  const rate = rates.find((offer) => offer.ratePlan.companyCode !== undefined);
  if (!rate) return null;
  let cheapestPublic: RateOffer | undefined;
  for (const offer of rates) {
    if (offer.ratePlan.companyCode !== undefined) continue;
    if (!cheapestPublic || offer.price.total < cheapestPublic.price.total) cheapestPublic = offer;
  }
  return {
    name: rate.ratePlan.name,
    total: rate.price.total,
    perMonth: rate.price.monthly?.perMonth ?? null,
    publicRate: cheapestPublic
      ? { total: cheapestPublic.price.total, perMonth: cheapestPublic.price.monthly?.perMonth ?? null }
      : null,
  };
}

const DAY_MS = 86_400_000;
// Remembered: a search asks this for a thousand listings with the same arrival and today.
const dayNumber = memoised((iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS), 256);

/**
 * Whether a guest booking today can cancel one of the rates free of charge: a rate whose policy has a
 * free period (free until 00:00 UTC `freeUntilDaysBeforeArrival` days before arrival, see
 * docs/ota-contract.md) that has not ended by today, or a rate whose fee is nothing.
 */
export function hasFreeCancellation(
  rates: readonly Pick<RateOffer, "ratePlan">[],
  arrival: string,
  today: string,
): boolean {
  const daysAhead = dayNumber(arrival) - dayNumber(today);
  return rates.some(({ ratePlan: { cancellationPolicy: policy } }) => {
    if (policy.fee.kind === "percentOfStay" && policy.fee.percent === 0) return true;
    return policy.freeUntilDaysBeforeArrival !== null && daysAhead > policy.freeUntilDaysBeforeArrival;
  });
}

/**
 * A listing as the search page keeps it (see `SearchListing`). Copied by name into one literal, as
 * `withMarkers` does and for the same reason (building the marked copy from this one measured slower
 * reads); the unit tests check that both keep every field. With a search's promotion code, the result
 * is priced as the code makes it (`discountedListingTotal`), the public total kept beside.
 */
export function toSearchListing(
  listing: Listing,
  { today, voucher }: { today: string; voucher?: VoucherJudge },
): SearchListing {
  const discounted = voucher ? discountedListingTotal(listing, voucher) : null;
  return {
    id: listing.id,
    from: listing.from,
    to: listing.to,
    guests: listing.guests,
    cheapestRate: discounted ?? listing.cheapestRate,
    monthlyRate: listing.monthlyRate,
    currency: listing.currency,
    bookingMode: listing.bookingMode,
    isPremiumPartner: listing.isPremiumPartner,
    apartmentType: listing.apartmentType,
    property: listing.property,
    includedServices: listing.includedServices,
    images: listing.images.slice(0, 1),
    totalPrice: { total: discounted ?? listing.totalPrice.total, nights: listing.totalPrice.nights },
    distanceKm: listing.distanceKm,
    rfpOffer: listing.rfpOffer,
    freeCancellation: hasFreeCancellation(listing.rates, listing.from, today),
    companyRate: companyRateOf(listing.rates),
    voucher:
      voucher && discounted !== null ? { code: voucher.terms.code, publicTotal: listing.totalPrice.total } : undefined,
  };
}

export type MarkedListing = SearchListing & ListingMarkers;

/**
 * What the filters and facets read of a marked listing: an inventory can count facets over these
 * facts of every hit without building the listings (docs/decisions/0040).
 */
export type FacetFacts = Pick<
  MarkedListing,
  | "currency"
  | "bookingMode"
  | "isPremiumPartner"
  | "includedServices"
  | "freeCancellation"
  | "_nights"
  | "_priceTotal"
  | "_pricePerNight"
  | "_pricePerMonth"
> & {
  apartmentType: Pick<
    MarkedListing["apartmentType"],
    "bedrooms" | "bathrooms" | "maxOccupancy" | "size" | "matterportId"
  >;
};

/** What the spec's ranking reads of a listing (`rankListings`). */
export type RankFacts = Pick<SearchListing, "id" | "cheapestRate" | "currency" | "bookingMode" | "isPremiumPartner"> & {
  property: { address: Pick<SearchListing["property"]["address"], "street"> };
};

/** Something the caller should log; the domain itself does no I/O. */
export type ListingWarning = { code: "vision_link_missing"; listingId: string; propertyName: string };

export type MarkerOptions = {
  /** Nights of the searched stay; null or missing when the search has no dates (the listing's own stay is used). */
  nights?: number | null;
  platformBrand?: string;
};

export { divideHalfEven };

/**
 * Whether the property name starts with the brand as a whole word ("Quartier Mitte", "quartier-loft"),
 * so that a different word that merely begins with the same letters ("Quartiersblick") does not count.
 */
export function isBrandName(propertyName: string, brand: string): boolean {
  const name = propertyName.trim().toLocaleLowerCase("en");
  const prefix = brand.trim().toLocaleLowerCase("en");
  if (prefix === "" || !name.startsWith(prefix)) return false;
  const next = name.charAt(prefix.length);
  return next === "" || !/[\p{L}\p{N}]/u.test(next);
}

function nightsOf(listing: SearchListing, nights: number | null | undefined): number {
  // Spec: the nightly rate divides by at least one night (a same-day or broken stay still has a price).
  return nightsForRate(typeof nights === "number" && Number.isFinite(nights) ? nights : listing.totalPrice.nights);
}

/**
 * Adds the spec's markers to a listing. Spec section 8: a property whose name starts with the platform
 * brand but lacks the VISION link is treated as vision and logged; the warning is returned for the
 * caller to log, so this stays pure.
 */
/** Spec: an Ad booking without a RATEHAWK channel link is sent as a request for proposal. */
export function isRfpListing(
  listing: Pick<Listing, "bookingMode"> & { apartmentType: Pick<Listing["apartmentType"], "channelLinks"> },
): boolean {
  return listing.bookingMode === "Ad" && listing.apartmentType.channelLinks.RATEHAWK === undefined;
}

export function withMarkers(
  listing: SearchListing,
  { nights, platformBrand = PLATFORM_BRAND }: MarkerOptions = {},
): { listing: MarkedListing; warnings: ListingWarning[] } {
  const links = listing.apartmentType.channelLinks;
  const hasVisionLink = links.VISION !== undefined;
  const brandNamed = isBrandName(listing.property.name, platformBrand);
  const warnings: ListingWarning[] =
    brandNamed && !hasVisionLink
      ? [{ code: "vision_link_missing", listingId: listing.id, propertyName: listing.property.name }]
      : [];
  const stayNights = nightsOf(listing, nights);
  const total = listing.totalPrice.total;
  // Every field is copied by name: V8 makes `{ ...listing, _isVision }` copies of a 20-field object
  // slow to read (measured 30x slower property access), and the filters read them 10,000 times a click.
  // The unit test checks that no field of the listing schema is left out.
  const marked: MarkedListing = {
    id: listing.id,
    from: listing.from,
    to: listing.to,
    guests: listing.guests,
    cheapestRate: listing.cheapestRate,
    monthlyRate: listing.monthlyRate,
    currency: listing.currency,
    bookingMode: listing.bookingMode,
    isPremiumPartner: listing.isPremiumPartner,
    apartmentType: listing.apartmentType,
    property: listing.property,
    includedServices: listing.includedServices,
    images: listing.images,
    totalPrice: listing.totalPrice,
    distanceKm: listing.distanceKm,
    rfpOffer: listing.rfpOffer,
    freeCancellation: listing.freeCancellation,
    companyRate: listing.companyRate,
    voucher: listing.voucher,
    _isVision: hasVisionLink || brandNamed,
    _isRfp: isRfpListing(listing),
    _nights: stayNights,
    _priceTotal: total,
    _pricePerNight: nightlyRate(total, stayNights),
    _pricePerMonth: listing.monthlyRate,
  };
  return { listing: marked, warnings };
}

type CachedMarks = { nights: number | null | undefined; brand: string; result: ReturnType<typeof withMarkers> };

// The client recomputes results on every filter click with the same listing objects; marking them
// again would copy every listing each time. Keyed weakly, so dropped listings are collected.
const markCache = new WeakMap<SearchListing, CachedMarks>();

/** `withMarkers` over a list, with the warnings of all listings. Returns the same marked objects for the same input. */
export function markListings(
  listings: readonly SearchListing[],
  options: MarkerOptions = {},
): { listings: MarkedListing[]; warnings: ListingWarning[] } {
  const brand = options.platformBrand ?? PLATFORM_BRAND;
  const marked: MarkedListing[] = new Array(listings.length);
  const warnings: ListingWarning[] = [];
  for (let i = 0; i < listings.length; i++) {
    const listing = listings[i]!;
    let cached = markCache.get(listing);
    if (!cached || cached.nights !== options.nights || cached.brand !== brand) {
      cached = { nights: options.nights, brand, result: withMarkers(listing, { ...options, platformBrand: brand }) };
      markCache.set(listing, cached);
    }
    marked[i] = cached.result.listing;
    warnings.push(...cached.result.warnings);
  }
  return { listings: marked, warnings };
}
