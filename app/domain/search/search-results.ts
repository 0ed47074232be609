import type { ToDisplayMinor } from "../../../shared/search/display-amount";
import { type Facets, facetsFromEvaluation } from "../../../shared/search/facets";
import { evaluateFilters } from "../../../shared/search/filter-listings";
import {
  type ListingWarning,
  type MarkedListing,
  markListings,
  type SearchListing,
} from "../../../shared/search/listing-markers";
import { clampPage, hasNextPage, pageCount, pageOf, pageSizeFor } from "../../../shared/search/paging";
import { rankListings } from "../../../shared/search/rank-listings";
import type { SearchView } from "../../../shared/search/search-view";
import type { FiltersInput, SelectedFilters } from "../../../shared/search/selected-filters";
import type { Language } from "../../../shared/tenancy/tenant";
import { pinApartmentType, sortListings } from "./sort-listings";
import type { SortOrder } from "./sort-params";

/** What the search page knows about the searched stay (from `parseSearchUrl`). */
export type SearchContext = {
  /** Nights of the stay; null without dates. */
  nights: number | null;
  /** Spec section 5: filters apply only when the stay has dates. */
  hasDates: boolean;
  /** The searched place name or address; streets matching it rank first. */
  placeName: string;
};

export type PrepareOptions = {
  toDisplayMinor?: ToDisplayMinor;
  platformBrand?: string;
};

type Prepared = { ranked: MarkedListing[]; warnings: ListingWarning[] };

type PrepareKey = {
  nights: number | null;
  placeName: string;
  toDisplayMinor: ToDisplayMinor | undefined;
  platformBrand: string | undefined;
};

// The client calls computeSearchResults on every filter click with the same listings array from the
// loader; only filters, view and page change. The ranking is remembered per array, weakly, so a
// dropped array is collected and one request's listings are never seen by another.
const preparedFor = new WeakMap<readonly SearchListing[], { key: PrepareKey; prepared: Prepared }>();

const sameKey = (a: PrepareKey, b: PrepareKey) =>
  a.nights === b.nights &&
  a.placeName === b.placeName &&
  a.toDisplayMinor === b.toDisplayMinor &&
  a.platformBrand === b.platformBrand;

/**
 * Markers and ranking: done once per set of listings (a new search), not on every filter click.
 * Calling it again with the same listings array and options returns the same ranked array, which
 * callers must therefore not mutate.
 */
export function prepareListings(
  listings: readonly SearchListing[],
  search: Pick<SearchContext, "nights" | "placeName">,
  { toDisplayMinor, platformBrand }: PrepareOptions = {},
): Prepared {
  const key: PrepareKey = { nights: search.nights, placeName: search.placeName, toDisplayMinor, platformBrand };
  const cached = preparedFor.get(listings);
  if (cached && sameKey(cached.key, key)) {
    return { ranked: cached.prepared.ranked, warnings: [...cached.prepared.warnings] };
  }
  const marked = markListings(listings, { nights: search.nights, platformBrand });
  const ranked = rankListings(marked.listings, { searchedAddress: search.placeName, toDisplayMinor });
  preparedFor.set(listings, { key, prepared: { ranked, warnings: marked.warnings } });
  return { ranked, warnings: [...marked.warnings] };
}

export type RefineInput = {
  /** Marked listings in ranked order, from `prepareListings`. */
  ranked: readonly MarkedListing[];
  hasDates: boolean;
  filters: FiltersInput | SelectedFilters;
  language: Language;
  toDisplayMinor?: ToDisplayMinor;
};

export type Refined = {
  /** The listings that pass the filters, ranked. */
  filtered: MarkedListing[];
  /** The filters as applied, canonical (for the URL and for ticking the facets). */
  filters: SelectedFilters;
  facets: Facets;
};

/** Filters and facets over already ranked listings: what a filter click recomputes. */
export function refineListings({ ranked, hasDates, filters, language, toDisplayMinor }: RefineInput): Refined {
  const evaluation = evaluateFilters(ranked, filters, { hasDates, toDisplayMinor });
  const facets = facetsFromEvaluation(ranked, evaluation, { language, toDisplayMinor });
  return { filtered: evaluation.filtered, filters: evaluation.filters, facets };
}

export type PageInput = {
  /** The view to render; pass it through `effectiveView` first. */
  view: SearchView;
  isMobile: boolean;
  page: number;
};

export type ResultPage = {
  /** The listings of the page, ranked. */
  items: MarkedListing[];
  /** The page shown, brought into 1..pageCount. */
  page: number;
  pageSize: number;
  pageCount: number;
  hasNextPage: boolean;
};

export function pageResults(filtered: readonly MarkedListing[], { view, isMobile, page }: PageInput): ResultPage {
  const pageSize = pageSizeFor(view, isMobile);
  const shown = clampPage(page, filtered.length, pageSize);
  return {
    items: pageOf(filtered, shown, pageSize),
    page: shown,
    pageSize,
    pageCount: pageCount(filtered.length, pageSize),
    hasNextPage: hasNextPage(filtered.length, shown, pageSize),
  };
}

export type SearchResultsInput = {
  listings: readonly SearchListing[];
  search: SearchContext;
  filters: FiltersInput | SelectedFilters;
  view: SearchView;
  page: number;
  isMobile: boolean;
  language: Language;
  toDisplayMinor?: ToDisplayMinor;
  platformBrand?: string;
  /** The visitor's order; the recommended order (the spec's ranking) when missing. */
  sort?: SortOrder;
  /** The apartment type the visitor looked at (`aptId`): its result comes first. */
  pinnedApartmentTypeId?: string | null;
};

export type SearchResults = ResultPage & {
  /** All listings of the search. */
  total: number;
  /** Listings that pass the filters. */
  filteredTotal: number;
  /** The filters as applied, canonical. */
  filters: SelectedFilters;
  facets: Facets;
  /** The listing of the `aptId` apartment type, shown first and marked; null when it is not among the results. */
  pinnedId: string | null;
  /** For the caller to log (spec section 8); nothing here is shown to the user. */
  warnings: ListingWarning[];
  /** Every listing that passes the filters, in the order shown (all pages): for the map's pins. */
  ordered: readonly MarkedListing[];
};

/**
 * The search page's results in one call, the same in the loader (server render, no JavaScript) and
 * in the client (instant filtering): markers -> ranking -> filters -> facets -> sort -> pin -> page.
 */
export function computeSearchResults(input: SearchResultsInput): SearchResults {
  const { ranked, warnings } = prepareListings(input.listings, input.search, input);
  const refined = refineListings({
    ranked,
    hasDates: input.search.hasDates,
    filters: input.filters,
    language: input.language,
    toDisplayMinor: input.toDisplayMinor,
  });
  const sorted = sortListings(refined.filtered, input.sort ?? "recommended", input);
  const { listings: shown, pinnedId } = pinApartmentType(sorted, input.pinnedApartmentTypeId);
  return {
    ...pageResults(shown, input),
    total: ranked.length,
    filteredTotal: refined.filtered.length,
    filters: refined.filters,
    facets: refined.facets,
    pinnedId,
    warnings,
    ordered: shown,
  };
}
