import type { ShouldRevalidateFunctionArgs } from "react-router";

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
