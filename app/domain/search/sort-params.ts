/**
 * The sort orders of the results and their place in the URL (`sort=price-asc`). They stand apart from
 * the sort rule so the page can render its sort control without loading the search rules.
 */
export const SORT_ORDERS = ["recommended", "price-asc", "price-desc", "distance", "size"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The spec's ranking (section 9): the default, and the one a URL without `sort` shows. */
export const DEFAULT_SORT: SortOrder = "recommended";

/** Query parameter of the sort order in a search URL. */
export const SORT_PARAM = "sort";

export function isSortOrder(value: unknown): value is SortOrder {
  return typeof value === "string" && (SORT_ORDERS as readonly string[]).includes(value);
}

/** Reads `sort` from a URL; anything unknown is the recommended order, never an error. */
export function parseSortParam(value: string | null | undefined): SortOrder {
  return isSortOrder(value) ? value : DEFAULT_SORT;
}

/** Query parameter of the apartment type the visitor looked at (spec section 2): its result comes first. */
export const APARTMENT_PARAM = "aptId";
