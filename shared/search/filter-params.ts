import { SERVICE_GROUP_IDS } from "../catalogue/catalogue-types";
import { withoutOpenedFacetGroups } from "./more-facets-param";

/**
 * The names a search URL uses for its filters. They stand apart from the filter rules so the page
 * can build its links (reset, paging, views) without loading the rules.
 */
export const LAYOUT_KEYS = ["bedrooms", "bathrooms", "maxOccupancy", "minMeters2", "maxMeters2"] as const;
export type LayoutKey = (typeof LAYOUT_KEYS)[number];

/** Query parameter of the "free cancellation" filter (`freeCancellation=1`). */
export const FREE_CANCELLATION_PARAM = "freeCancellation";

/** Query parameters of the spec's "others" facets as filters: `premiumPartner=1`, `matterport=1`, `bookingMode=Direct`. */
export const PREMIUM_PARTNER_PARAM = "premiumPartner";
export const MATTERPORT_PARAM = "matterport";
export const BOOKING_MODE_PARAM = "bookingMode";

/** Every query parameter that selects a filter ("busines" is the spec's spelling of the business group). */
export const FILTER_PARAM_NAMES: readonly string[] = [
  "price",
  ...SERVICE_GROUP_IDS,
  "busines",
  ...LAYOUT_KEYS,
  FREE_CANCELLATION_PARAM,
  PREMIUM_PARTNER_PARAM,
  MATTERPORT_PARAM,
  BOOKING_MODE_PARAM,
];

/**
 * What a page of results depends on beyond the listings: the query (filters, page, view) and the
 * layout. The loader sends the results it rendered with this key; while the browser's key is the
 * same, those results stand and no rules need to run in the browser.
 */
export function resultsKey(params: URLSearchParams, isMobile: boolean): string {
  const sorted = new URLSearchParams(withoutOpenedFacetGroups(params));
  sorted.sort();
  return `${sorted.toString()}|${isMobile ? "mobile" : "wide"}`;
}
