import type { Language } from "../tenancy/tenant";
import type { ToDisplayMinor } from "./display-amount";
import type { Facets } from "./facets";
import type { ListingWarning, MarkedListing, SearchListing } from "./listing-markers";
import { clampPage, hasNextPage, nextPage, pageAfterResize, pageOf, pageSizeFor } from "./paging";
import { prepareListings, refineListings, type SearchContext } from "./search-results";
import type { SearchView } from "./search-view";
import {
  addFilter,
  type FilterChange,
  type FiltersInput,
  NO_FILTERS,
  normaliseFilters,
  removeFilter,
  type SelectedFilters,
} from "./selected-filters";

/**
 * The search page's state transitions (spec section 4) as pure functions over plain data, so the
 * client can hold the state in an atom and filter instantly, and the server can build the same
 * state for its first render. Nothing here logs: warnings come back for the caller to log.
 */

export type SearchState = {
  language: Language;
  /** The searched stay; null until the first listings arrive. */
  search: SearchContext | null;
  /** Every listing of the search, marked and ranked; null until set. */
  listings: MarkedListing[] | null;
  filters: SelectedFilters;
  /** The listings that pass the filters, ranked. */
  filtered: MarkedListing[];
  facets: Facets | null;
  view: SearchView;
  isMobile: boolean;
  page: number;
  pageSize: number;
  hasNextPage: boolean;
};

export type MissingParametersWarning = {
  code: "missing_parameters";
  /** Which of the inputs a recomputation needs was absent. */
  missing: Array<"listings" | "search" | "filters">;
};

export type SearchWarning = ListingWarning | MissingParametersWarning;

export type SearchAction =
  /** New results of a search. `clearFilters` drops the selected filters, as a new facet set comes with them. */
  | { type: "setListings"; listings: readonly SearchListing[]; search: SearchContext; clearFilters?: boolean }
  | { type: "addFilter"; change: FilterChange }
  | { type: "removeFilter"; change: FilterChange }
  | { type: "resetFilters" }
  /** Replace all filters at once, e.g. from the URL after a back navigation. */
  | { type: "setFilters"; filters: FiltersInput | SelectedFilters }
  | { type: "nextPage" }
  | { type: "setPage"; page: number }
  /** Pass the view through `effectiveView` first. */
  | { type: "setView"; view: SearchView }
  | { type: "setMobile"; isMobile: boolean };

/** Things a transition needs but the state does not keep, because they are not plain data. */
export type TransitionContext = { toDisplayMinor?: ToDisplayMinor; platformBrand?: string };

export type Transition = { state: SearchState; warnings: SearchWarning[] };

export function initialSearchState(options: {
  language: Language;
  view?: SearchView;
  isMobile?: boolean;
  filters?: FiltersInput | SelectedFilters;
}): SearchState {
  const view = options.view ?? "list";
  const isMobile = options.isMobile ?? false;
  return {
    language: options.language,
    search: null,
    listings: null,
    filters: normaliseFilters(options.filters),
    filtered: [],
    facets: null,
    view,
    isMobile,
    page: 1,
    pageSize: pageSizeFor(view, isMobile),
    hasNextPage: false,
  };
}

/** Recomputes the filtered list, facets, page size and next-page flag, on page 1. */
function recompute(
  state: SearchState,
  filters: FiltersInput | SelectedFilters | null | undefined,
  context: TransitionContext,
): Transition {
  const { listings, search } = state;
  if (listings === null || search === null || filters == null) {
    const missing: MissingParametersWarning["missing"] = [];
    if (listings === null) missing.push("listings");
    if (search === null) missing.push("search");
    if (filters == null) missing.push("filters");
    // Spec section 8: logged by the caller; the state keeps what it has (new filters, if any) on page 1.
    const kept = filters == null ? state.filters : normaliseFilters(filters);
    return { state: { ...state, filters: kept, page: 1 }, warnings: [{ code: "missing_parameters", missing }] };
  }
  const refined = refineListings({
    ranked: listings,
    hasDates: search.hasDates,
    filters,
    language: state.language,
    toDisplayMinor: context.toDisplayMinor,
  });
  const pageSize = pageSizeFor(state.view, state.isMobile);
  return {
    state: {
      ...state,
      filters: refined.filters,
      filtered: refined.filtered,
      facets: refined.facets,
      page: 1,
      pageSize,
      hasNextPage: hasNextPage(refined.filtered.length, 1, pageSize),
    },
    warnings: [],
  };
}

function withPaging(state: SearchState, view: SearchView, isMobile: boolean): SearchState {
  const pageSize = pageSizeFor(view, isMobile);
  const total = state.filtered.length;
  const page = pageAfterResize(state.page, state.pageSize, pageSize, total);
  return { ...state, view, isMobile, pageSize, page, hasNextPage: hasNextPage(total, page, pageSize) };
}

/** One transition of the search page; the same input always gives the same state and warnings. */
export function applySearchAction(
  state: SearchState,
  action: SearchAction,
  context: TransitionContext = {},
): Transition {
  switch (action.type) {
    case "setListings": {
      // Spec section 4: page 1, page size and next-page flag; new facets clear the selected ones.
      const prepared = prepareListings(action.listings, action.search, context);
      const next = { ...state, listings: prepared.ranked, search: action.search };
      const result = recompute(next, action.clearFilters ? NO_FILTERS : state.filters, context);
      return { state: result.state, warnings: [...prepared.warnings, ...result.warnings] };
    }
    case "addFilter":
      return recompute(state, addFilter(state.filters, action.change), context);
    case "removeFilter":
      return recompute(state, removeFilter(state.filters, action.change), context);
    case "resetFilters":
      return recompute(state, NO_FILTERS, context);
    case "setFilters":
      return recompute(state, action.filters, context);
    case "nextPage": {
      const page = nextPage(state.page, state.filtered.length, state.pageSize);
      return {
        state: { ...state, page, hasNextPage: hasNextPage(state.filtered.length, page, state.pageSize) },
        warnings: [],
      };
    }
    case "setPage": {
      const page = clampPage(action.page, state.filtered.length, state.pageSize);
      return {
        state: { ...state, page, hasNextPage: hasNextPage(state.filtered.length, page, state.pageSize) },
        warnings: [],
      };
    }
    case "setView":
      return { state: withPaging(state, action.view, state.isMobile), warnings: [] };
    case "setMobile":
      return { state: withPaging(state, state.view, action.isMobile), warnings: [] };
  }
}

/** The listings of the current page. */
export function currentPageItems(state: SearchState): MarkedListing[] {
  return pageOf(state.filtered, state.page, state.pageSize);
}
