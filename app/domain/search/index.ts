// The search page's pure rules. The route and the client import from here; see docs/decisions/0008-search-rules.md.
export { sameCurrency, type ToDisplayMinor } from "../../../shared/search/display-amount";
export { FACET_LABELS, SQUARE_FEET_PER_SQUARE_METRE, squareMetresToFeet } from "../../../shared/search/facet-labels";
export {
  computeFacets,
  type FacetOptions,
  type Facets,
  type FacetValue,
  facetsFromEvaluation,
  type PriceBounds,
  SIZE_THRESHOLDS_M2,
} from "../../../shared/search/facets";
export {
  evaluateFilters,
  FILTER_BIT,
  type FilterEvaluation,
  type FilterOptions,
  filterListings,
} from "../../../shared/search/filter-listings";
export {
  isRfpListing,
  type ListingMarkers,
  type ListingWarning,
  type MarkedListing,
  type MarkerOptions,
  markListings,
  PLATFORM_BRAND,
  type SearchListing,
  toSearchListing,
  withMarkers,
} from "../../../shared/search/listing-markers";
export {
  clampPage,
  hasNextPage,
  MOBILE_PAGE_SIZE,
  PAGE_PARAM,
  PAGE_SIZES,
  pageCount,
  pageOf,
  pageSizeFor,
  parsePageParam,
} from "../../../shared/search/paging";
export { bookingTier, type RankOptions, rankListings } from "../../../shared/search/rank-listings";
export {
  DEFAULT_VIEW,
  effectiveView,
  isSearchView,
  parseSearchView,
  SEARCH_VIEWS,
  type SearchView,
  VIEW_PARAM,
} from "../../../shared/search/search-view";
export {
  FILTER_PARAM_NAMES,
  type FiltersInput,
  filtersToSearchParams,
  hasActiveFilters,
  LAYOUT_KEYS,
  type LayoutFilters,
  type LayoutKey,
  NO_FILTERS,
  normaliseFilters,
  type PriceRange,
  parseFiltersFromSearchParams,
  replaceFilterParams,
  type SelectedFilters,
} from "../../../shared/search/selected-filters";
export {
  computeSearchResults,
  pageResults,
  prepareListings,
  type Refined,
  type ResultPage,
  refineListings,
  type SearchContext,
  type SearchResults,
  type SearchResultsInput,
} from "./search-results";
