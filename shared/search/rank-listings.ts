import { sameCurrency, type ToDisplayMinor } from "./display-amount";
import type { RankFacts, SearchListing } from "./listing-markers";
import { streetMatcher } from "./street-match";

export type RankOptions = {
  /** What the user searched: the place name of the search URL (a street, an address or a city). */
  searchedAddress?: string | null;
  /** Cheapest rates in different currencies are compared in the display currency. */
  toDisplayMinor?: ToDisplayMinor;
};

/** 0: premium partner with Direct booking, 1: other Direct booking, 2: the rest (spec section 9). */
export function bookingTier(listing: Pick<SearchListing, "bookingMode" | "isPremiumPartner">): 0 | 1 | 2 {
  if (listing.bookingMode !== "Direct") return 2;
  return listing.isPremiumPartner ? 0 : 1;
}

const byId = (a: RankFacts, b: RankFacts) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

// Packed sort keys: group (0..5) and price in whole minor units above, the listing's index below.
// A Float64Array holds integers up to 2^53 exactly and sorts numerically without a JS comparator,
// which is what makes ranking 10,000 listings cheap enough to run on every search.
const PRICE_BITS = 34;
const PRICE_LIMIT = 2 ** PRICE_BITS - 1;
const GROUP_BITS = 3;
const KEY_BITS = 53;

/**
 * Spec section 9: listings on a street matching the searched address first; within each of the two
 * groups premium partners with Direct booking, then Direct, then the rest, each by ascending cheapest
 * rate (in whole minor units of the display currency). Equal keys are ordered by id, so the order
 * never depends on the upstream's order. Returns a new array; the input is not changed.
 */
export function rankListings<T extends RankFacts>(listings: readonly T[], options: RankOptions = {}): T[] {
  const convert = options.toDisplayMinor ?? sameCurrency;
  const onSearchedStreet = streetMatcher(options.searchedAddress);
  const count = listings.length;
  const indexBits = Math.max(1, Math.ceil(Math.log2(count + 1)));
  const slots = 2 ** indexBits;
  const high = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const listing = listings[i]!;
    const streetGroup = onSearchedStreet(listing.property.address.street) ? 0 : 3;
    const price = Math.min(PRICE_LIMIT, Math.max(0, Math.round(convert(listing.cheapestRate, listing.currency))));
    high[i] = (streetGroup + bookingTier(listing)) * 2 ** PRICE_BITS + price;
  }
  if (GROUP_BITS + PRICE_BITS + indexBits > KEY_BITS) {
    // More listings than the packed key has room for (over 65,535): sort with a comparator.
    const order = Array.from({ length: count }, (_, i) => i);
    order.sort((a, b) => high[a]! - high[b]! || byId(listings[a]!, listings[b]!));
    return order.map((i) => listings[i]!);
  }
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = high[i]! * slots + i;
  keys.sort();
  const ranked = new Array<T>(count);
  for (let k = 0; k < count; k++) ranked[k] = listings[keys[k]! % slots]!;
  // Listings with the same group and price come out in input order; put each such run in id order.
  let runStart = 0;
  for (let k = 1; k <= count; k++) {
    if (k < count && Math.floor(keys[k]! / slots) === Math.floor(keys[runStart]! / slots)) continue;
    if (k - runStart > 1) {
      const run = ranked.slice(runStart, k).sort(byId);
      for (let j = 0; j < run.length; j++) ranked[runStart + j] = run[j]!;
    }
    runStart = k;
  }
  return ranked;
}
