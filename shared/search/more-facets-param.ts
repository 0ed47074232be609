/**
 * A filter group shows its first few values; the rest come on request. With JavaScript the browser
 * renders them from the facets it already holds; without it, "show all" submits the filters form with
 * `more=<group>`, and the page comes back with that group open. The parameter changes what the page
 * shows, not its results: it is not part of the results' key nor of the canonical address.
 */
export const MORE_FACETS_PARAM = "more";

/** The groups the address opens (`more=amenities&more=services`). */
export function openedFacetGroups(params: URLSearchParams): ReadonlySet<string> {
  return new Set(params.getAll(MORE_FACETS_PARAM));
}

/** The query without the groups it opens: what a results key and a canonical address depend on. */
export function withoutOpenedFacetGroups(params: URLSearchParams): URLSearchParams {
  if (!params.has(MORE_FACETS_PARAM)) return params;
  const rest = new URLSearchParams(params);
  rest.delete(MORE_FACETS_PARAM);
  return rest;
}
