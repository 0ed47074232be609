import type { CompanyLookup } from "../../../shared/ota/company-code";
import type { Language } from "../../../shared/tenancy/tenant";
import type { VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import type { DisplayRates } from "../money/display-money";
import type { ResultsView } from "./results-view";
import type { SearchUrlParams } from "./search-route";

/**
 * What the search page's loaders (the search results and a featured city's landing page) hand the
 * shared view: the search and its first page of results with the facets of all results, computed on
 * the server. The listings themselves are not in the page (docs/decisions/0028-search-page-listing-set.md).
 */
export type SearchPageData = {
  lng: Language;
  search: SearchUrlParams;
  /**
   * Where the browser fetches all listings of the search (a compact set, see `compact-listings.ts`)
   * for recomputing in place; null when there is nothing to fetch (no results, an error, no search).
   */
  listingsHref: string | null;
  /** Why the listings could not be loaded (the upstream's status), or null. */
  error: { status: number } | null;
  /** Said when the results are the last good copy, served while the OTA is down. */
  staleNotice: string | null;
  /** The search's company code as the OTA judged it for the arrival; null without a code (or no answer). */
  company: CompanyLookup | null;
  /**
   * The search's promotion code (normalised) and what it does for the search (shared/vouchers); the
   * verdict is null when the search could not judge it (incomplete, or the results failed). Null without a code.
   */
  voucher: { code: string; verdict: VoucherVerdict | null } | null;
  /** The display currency and the rates prices are converted with. */
  currency: string;
  rates: DisplayRates;
  /** Said when prices could not be converted into the chosen currency. */
  exchangeNotice: string | null;
  minorDigits: number;
  /** The first page of results, so the browser shows it without the search rules. */
  results: Omit<ResultsView, "warnings">;
  resultsKey: string;
  isMobileGuess: boolean;
  isRfpPath: boolean;
  mapEnabled: boolean;
  mapStyle: string;
  /** The page's HTTP status: only a 200 page may be indexed (`searchPageIndexing`). */
  status: number;
  /** A city page's path per language (its slug is the city's name in that language); null on a search. */
  cityPaths: Partial<Record<Language, string>> | null;
  /** What to change when the search is invalid, in the page's language (the form shows it by its field too). */
  problemText: string | null;
  /** The page's results as schema.org JSON-LD (an ItemList), serialised for a script element; null without results. */
  jsonLd: string | null;
  /** The searched place's name from the places service; null when it is unknown or could not be asked. */
  placeLabel: string | null;
  title: string;
  description: string;
};
