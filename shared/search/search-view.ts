/** Result views of the search page (spec section 2): list, tile, grid and map. */
export const SEARCH_VIEWS = ["list", "tile", "grid", "map"] as const;
export type SearchView = (typeof SEARCH_VIEWS)[number];

export const DEFAULT_VIEW: SearchView = "list";
/** Query parameter of the view in a search URL. */
export const VIEW_PARAM = "view";

export function isSearchView(value: unknown): value is SearchView {
  return typeof value === "string" && (SEARCH_VIEWS as readonly string[]).includes(value);
}

/** The view of a URL or persisted client state; anything unknown falls back. */
export function parseSearchView(value: unknown, fallback: SearchView = DEFAULT_VIEW): SearchView {
  return isSearchView(value) ? value : fallback;
}

export type ViewContext = {
  /** The search runs for an enquiry or an RFP (account enquiries, rfpId/rfpOfferId in the URL). */
  isEnquiryOrRfpPath: boolean;
  /** The tenant has the map feature; without it a map request shows the list. */
  mapEnabled?: boolean;
};

/** Spec section 2: list is forced on enquiry and RFP paths, whatever view was asked for. */
export function effectiveView(
  requested: SearchView,
  { isEnquiryOrRfpPath, mapEnabled = true }: ViewContext,
): SearchView {
  if (isEnquiryOrRfpPath) return "list";
  if (requested === "map" && !mapEnabled) return "list";
  return requested;
}
