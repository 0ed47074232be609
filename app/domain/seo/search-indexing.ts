import { PAGE_PARAM } from "../../../shared/search/paging";

/**
 * Which search pages search engines may index (docs/decisions/0080-search-variants-noindex.md).
 *
 * One rule: a city landing page (`/:lng/serviced-apartments/:citySlug`) as it is, or one of its later
 * pages (`?page=N`, N from 2), is indexable and its own canonical. Every other variant says
 * `noindex, follow` and names no canonical and no language versions: a search URL
 * (`/:lng/search/...`, dated, positioned, endless), and a city page with any other parameter (dates,
 * sort, filters, views, opened filter groups, currency, or `page=1`). Their links are still followed,
 * so crawlers reach every apartment. A page that does not answer 200 is never indexable.
 */
export type SearchPageKind = "city" | "search";

export type SearchIndexing =
  /** Self-canonical: the city path (in each language) followed by `query` ("" or "?page=N"). */
  { index: true; query: string } | { index: false };

export const NOINDEX_FOLLOW = "noindex, follow";

const LATER_PAGE = /^[1-9]\d{0,5}$/;

export function searchPageIndexing(input: {
  kind: SearchPageKind;
  /** The request URL's own query (not the search the page derives from it). */
  searchParams: URLSearchParams;
  status: number;
}): SearchIndexing {
  if (input.status !== 200 || input.kind !== "city") return { index: false };
  const keys = [...input.searchParams.keys()];
  if (keys.length === 0) return { index: true, query: "" };
  if (keys.length > 1 || keys[0] !== PAGE_PARAM) return { index: false };
  const page = input.searchParams.get(PAGE_PARAM) ?? "";
  if (!LATER_PAGE.test(page) || page === "1") return { index: false };
  return { index: true, query: `?${PAGE_PARAM}=${page}` };
}
