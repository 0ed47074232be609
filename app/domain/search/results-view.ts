import type { IconId } from "../../../shared/catalogue/catalogue-icons";
import { getEntry } from "../../../shared/catalogue/catalogue-lookup";
import { isLongStay } from "../../../shared/money/long-stay";
import { nightlyRate } from "../../../shared/money/nightly-rate";
import type { Facets } from "../../../shared/search/facets";
import { type MarkedListing, markListings, type SearchListing } from "../../../shared/search/listing-markers";
import { hasNextPage, PAGE_PARAM, pageCount, pageSizeFor, parsePageParam } from "../../../shared/search/paging";
import type { SearchView } from "../../../shared/search/search-view";
import { normaliseFilters, parseFiltersFromSearchParams } from "../../../shared/search/selected-filters";
import type { Language } from "../../../shared/tenancy/tenant";
import { type DisplayMoney, type DisplayRates, displayMoney } from "../money/display-money";
import { computeSearchResults, type SearchContext, type SearchResults } from "./search-results";
import { APARTMENT_PARAM, parseSortParam, SORT_PARAM } from "./sort-params";

/** How many services a result card shows: the ones that count most for guests. */
export const KEY_SERVICES_PER_LISTING = 4;

/** A service as a result card shows it: its icon and its name in the page's language. */
export type KeyService = { id: string; iconId: IconId; name: string };

/**
 * The price a result is headed with, on its card and on its map pin: per calendar month for a long
 * stay (docs/decisions/0033-long-stays.md), per night otherwise; formatted.
 */
export type Headline = { price: string; perMonth: boolean };

/**
 * A company's negotiated rate on a result's card: the company's name and the rate's headline, and the
 * public rate headed the same way (null when the listing has no public rate, or it is no dearer).
 */
export type CompanyHeadline = { name: string; publicPrice: string | null } & Headline;

/**
 * A search's promotion code on a result it lowers: the code, and the public prices the discounted
 * headline and total replace (struck through beside them). A long stay's monthly rate is not
 * discounted (the code takes off the stay's accommodation, as on the apartment page), so only its total
 * shows a public price.
 */
export type VoucherPrices = { code: string; publicHeadline: string | null; publicTotal: string };

/** A result's prices, converted into the page's currency and formatted for its language. */
export type DisplayPrices = {
  perNight: string;
  total: string;
  perMonth: string;
  headline: Headline;
  /** The company's rate (a search with a valid company code), or null. */
  company: CompanyHeadline | null;
  /** The search's promotion code where it lowers this result, or null. */
  voucher: VoucherPrices | null;
};

export type ResultItem = MarkedListing & { keyServices: KeyService[]; prices: DisplayPrices };

/** A result as a pin on the map: where it is, its name, its headline price and the code that lowered it. */
export type ResultPin = {
  id: string;
  lat: number;
  long: number;
  name: string;
  headline: Headline;
  voucherCode: string | null;
};

type Format = (item: MarkedListing, amount: number) => string;

/** The one rule for a result's headline price (card and pin alike). */
export function headlineOf(item: MarkedListing, format: Format): Headline {
  const perMonth = isLongStay(item._nights);
  return { price: format(item, perMonth ? item._pricePerMonth : item._pricePerNight), perMonth };
}

/** The company's rate headed like the result itself: per month for a long stay, per night otherwise. */
function companyHeadlineOf(item: MarkedListing, format: Format): CompanyHeadline | null {
  const rate = item.companyRate;
  if (!rate) return null;
  const perMonth = isLongStay(item._nights) && rate.perMonth !== null;
  const headed = (total: number, monthly: number | null) =>
    perMonth && monthly !== null ? monthly : nightlyRate(total, item._nights);
  const amount = headed(rate.total, rate.perMonth);
  const publicRate = rate.publicRate ?? null;
  const publicAmount = publicRate ? headed(publicRate.total, publicRate.perMonth) : null;
  return {
    name: rate.name,
    price: format(item, amount),
    perMonth,
    publicPrice: publicAmount !== null && publicAmount > amount ? format(item, publicAmount) : null,
  };
}

/** The public prices a result's promotion code replaces, headed as the result is. */
function voucherPricesOf(item: MarkedListing, format: Format): VoucherPrices | null {
  const voucher = item.voucher;
  if (!voucher) return null;
  const perMonth = isLongStay(item._nights);
  return {
    code: voucher.code,
    publicHeadline: perMonth ? null : format(item, nightlyRate(voucher.publicTotal, item._nights)),
    publicTotal: format(item, voucher.publicTotal),
  };
}

/**
 * What the search page renders: one page of results with their facets, ready to show, and the pins
 * of all results when asked for (the browser's map view; the server's page carries none).
 */
export type ResultsView = Omit<SearchResults, "items" | "ordered"> & { items: ResultItem[]; pins: ResultPin[] | null };

export type ResultsViewInput = {
  listings: readonly SearchListing[];
  search: SearchContext;
  /** The page's query: filters, sort order, `aptId` and page are read from it. */
  searchParams: URLSearchParams;
  /** Minor-unit digits of the display currency, for the price range in the URL. */
  minorDigits: number;
  /** The view to render; pass it through `effectiveView` first. */
  view: SearchView;
  isMobile: boolean;
  language: Language;
  /** The page's currency, the exchange rates and the Intl locale prices are shown with. */
  display: { currency: string; rates: DisplayRates; locale: string };
  /** Also a pin for every result of every page (the map view). */
  pins?: boolean;
};

/** The services of a listing worth naming on its card: bookable features, best scored first. */
export function keyServicesOf(serviceIds: readonly string[], language: Language): KeyService[] {
  return serviceIds
    .map((id) => getEntry(id))
    .filter((e): e is NonNullable<typeof e> => !!e && e.type !== "paymentMethods" && e.type !== "languages")
    .sort((a, b) => b.score - a.score)
    .slice(0, KEY_SERVICES_PER_LISTING)
    .map((entry) => ({ id: entry.id, iconId: entry.iconId, name: entry.name[language] }));
}

// One converter per currency, rates and locale: the ranking is remembered per converter, so a filter
// click with the same display settings reuses it.
let lastDisplay: { settings: ResultsViewInput["display"]; money: DisplayMoney } | null = null;

function displayFor(settings: ResultsViewInput["display"]): DisplayMoney {
  if (lastDisplay) {
    const last = lastDisplay.settings;
    const same =
      last.currency === settings.currency && last.rates === settings.rates && last.locale === settings.locale;
    if (same) return lastDisplay.money;
  }
  const money = displayMoney(settings.currency, settings.rates, settings.locale);
  lastDisplay = { settings, money };
  return money;
}

/**
 * The results of a search URL as the page shows them. The loader renders the first view with it (so
 * the browser needs none of these rules to show a page); the browser loads it on the first filter,
 * page or view change and recomputes in place with the same function.
 */
export function resultsView(input: ResultsViewInput): ResultsView {
  const money = displayFor(input.display);
  const { items, ordered, ...results } = computeSearchResults({
    listings: input.listings,
    search: input.search,
    filters: parseFiltersFromSearchParams(input.searchParams, { minorDigits: input.minorDigits }),
    view: input.view,
    page: parsePageParam(input.searchParams.get(PAGE_PARAM)),
    isMobile: input.isMobile,
    language: input.language,
    toDisplayMinor: money.toDisplayMinor,
    sort: parseSortParam(input.searchParams.get(SORT_PARAM)),
    pinnedApartmentTypeId: input.searchParams.get(APARTMENT_PARAM),
  });
  const price = priceIn(money);
  return {
    ...results,
    pins: input.pins
      ? ordered.map((item) => ({
          id: item.id,
          lat: item.property.address.lat,
          long: item.property.address.long,
          name: item.apartmentType.name,
          headline: headlineOf(item, price),
          voucherCode: item.voucher?.code ?? null,
        }))
      : null,
    items: items.map((item) => resultItemOf(item, money, input.language)),
  };
}

function resultItemOf(item: MarkedListing, money: DisplayMoney, language: Language): ResultItem {
  const price = priceIn(money);
  return {
    ...item,
    keyServices: keyServicesOf(item.includedServices, language),
    prices: {
      perNight: price(item, item._pricePerNight),
      total: price(item, item._priceTotal),
      perMonth: price(item, item._pricePerMonth),
      headline: headlineOf(item, price),
      company: companyHeadlineOf(item, price),
      voucher: voucherPricesOf(item, price),
    },
  };
}

/** An amount of a listing in the page's display currency. */
function priceIn(money: DisplayMoney) {
  return (item: MarkedListing, amount: number) => money.format({ amount, currency: item.currency });
}

/**
 * Whether a search URL's results are one page of all listings in the recommended order: no filter, no
 * other order, no apartment to pin. An OTA's ranked page (`rankedPageView`) answers such a URL.
 */
export function isRankedPageQuery(searchParams: URLSearchParams): boolean {
  return (
    Object.keys(parseFiltersFromSearchParams(searchParams)).length === 0 &&
    parseSortParam(searchParams.get(SORT_PARAM)) === "recommended" &&
    !searchParams.get(APARTMENT_PARAM)
  );
}

/**
 * One page of a search as an OTA ranked it (the recommended order, no filters) with the facets of all
 * its listings: the first view of a search page without every listing (docs/decisions/0040). The
 * same view `resultsView` gives for that URL, as long as the prices need no conversion (the OTA ranks
 * and counts in the listings' own currency).
 */
export type RankedPage = { total: number; page: number; facets: Facets; listings: readonly SearchListing[] };

export function rankedPageView(
  input: Pick<ResultsViewInput, "search" | "view" | "isMobile" | "language" | "display"> & { ranked: RankedPage },
): ResultsView {
  const money = displayFor(input.display);
  const { total, page, facets } = input.ranked;
  const { listings, warnings } = markListings(input.ranked.listings, { nights: input.search.nights });
  const pageSize = pageSizeFor(input.view, input.isMobile);
  return {
    items: listings.map((item) => resultItemOf(item, money, input.language)),
    page,
    pageSize,
    pageCount: pageCount(total, pageSize),
    hasNextPage: hasNextPage(total, page, pageSize),
    total,
    filteredTotal: total,
    filters: normaliseFilters({}),
    facets,
    pinnedId: null,
    warnings,
    pins: null,
  };
}
