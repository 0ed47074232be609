import { SEARCH_PARAMS } from "../domain/search/search-params";
import { isQueryOnlyChange } from "./query-only-change";

/**
 * What a location change is to the visitor (docs/decisions/0076):
 * - `first`: the document's first page; the browser has put the visitor at its start already.
 * - `new-page`: another page (another path, a new search, a checkout step): focus moves to its
 *   heading and its title is announced.
 * - `list-page`: another page of the same list (`page=`, the window scrolls to its top): focus
 *   moves to the list's heading, which says what it shows; the page's title stays the same.
 * - `same-page`: the same page with another query (filters, sort, views, "show all") or answered
 *   again after a form post to it: the visitor keeps their place and focus stays where it is.
 */
export type PageChange = "first" | "new-page" | "list-page" | "same-page";

export function pageChange(previous: URL | null, next: URL): PageChange {
  if (!previous) return "first";
  if (!isQueryOnlyChange({ currentUrl: previous, nextUrl: next, formMethod: undefined }, SEARCH_PARAMS)) {
    return "new-page";
  }
  return (previous.searchParams.get("page") ?? "1") === (next.searchParams.get("page") ?? "1")
    ? "same-page"
    : "list-page";
}
