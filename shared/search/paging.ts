import type { SearchView } from "./search-view";

/**
 * Page sizes (spec section 9 leaves them open; docs/decisions/0008-search-rules.md gives the reasons):
 * list rows are tall, tiles fill 2, 3 or 4 columns evenly, the grid is dense, the map shows many
 * markers at once, and a phone shows a short first page that loads fast on a mobile connection.
 */
export const PAGE_SIZES: Readonly<Record<SearchView, number>> = { list: 10, tile: 12, grid: 24, map: 50 };
export const MOBILE_PAGE_SIZE = 8;

/** Query parameter of the page in a search URL, counted from 1. */
export const PAGE_PARAM = "page";

/** The page size of a view; on a phone the list, tile and grid views share the short mobile page. */
export function pageSizeFor(view: SearchView, isMobile: boolean): number {
  return isMobile && view !== "map" ? MOBILE_PAGE_SIZE : PAGE_SIZES[view];
}

/** Number of pages, at least 1 (an empty result still has its first page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** A page number within 1..pageCount; anything else (0, -3, 2.5, NaN, past the end) is brought in range. */
export function clampPage(page: number, total: number, pageSize: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : 1;
  return Math.min(Math.max(1, whole), pageCount(total, pageSize));
}

/** Reads `page` from a URL: a whole number from 1, otherwise 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (value == null || !/^\s*\d{1,6}\s*$/.test(value)) return 1;
  return Math.max(1, Number.parseInt(value, 10));
}

/** The items of one page, counted from 1; the page is clamped into range first. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const size = Math.max(1, pageSize);
  const start = (clampPage(page, items.length, size) - 1) * size;
  return items.slice(start, start + size);
}

export function hasNextPage(total: number, page: number, pageSize: number): boolean {
  return page * Math.max(1, pageSize) < total;
}
