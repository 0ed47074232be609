import type { ShouldRevalidateFunctionArgs } from "react-router";
import { SEARCH_PARAMS } from "../domain/search/search-params";

/**
 * Whether a navigation only changes the query of the same page, with no form submitted: what the
 * search page's filters, paging and views do. `keep` names query parameters whose change still
 * counts as a new page (the search itself).
 */
export function isQueryOnlyChange(
  { currentUrl, nextUrl, formMethod }: Pick<ShouldRevalidateFunctionArgs, "currentUrl" | "nextUrl" | "formMethod">,
  keep: readonly string[] = [],
): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return false;
  return keep.every((name) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name));
}

/**
 * The search pages' `shouldRevalidate`: filters, view and page change on the client with the same
 * domain functions (no round trip); a change of the search itself loads again.
 */
export function revalidateSearchPage(args: ShouldRevalidateFunctionArgs): boolean {
  return isQueryOnlyChange(args, SEARCH_PARAMS) ? false : args.defaultShouldRevalidate;
}
