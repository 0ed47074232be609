import { data, type RouterContextProvider, redirect } from "react-router";
import type { FindOffersParams } from "../../../shared/ota/find-offers";
import { resultsKey } from "../../../shared/search/filter-params";
import { toSearchListing } from "../../../shared/search/listing-markers";
import { PAGE_PARAM, pageSizeFor, parsePageParam } from "../../../shared/search/paging";
import { SEARCH_LIMIT_VALUES, utcToday } from "../../../shared/search/search-limits";
import { effectiveView, parseSearchView, type SearchView, VIEW_PARAM } from "../../../shared/search/search-view";
import type { Language } from "../../../shared/tenancy/tenant";
import type { VoucherJudge } from "../../../shared/vouchers/voucher-on-listing";
import { VOUCHER_PARAM, voucherOfParam } from "../../../shared/vouchers/voucher-param";
import { currencyExponent } from "../../domain/money/currencies";
import { type PageExchange, pageExchange } from "../../domain/money/exchange-state";
import { listingsLocation } from "../../domain/search/listings-location";
import { isMobileGuess } from "../../domain/search/mobile-guess";
import { foldPriceInputs } from "../../domain/search/price-range-params";
import { isRankedPageQuery, rankedPageView, resultsView } from "../../domain/search/results-view";
import type { SearchPageData } from "../../domain/search/search-page-data";
import { withSearchPlace } from "../../domain/search/search-place";
import { parseSearchUrl, type SearchUrlParams } from "../../domain/search/search-route";
import { searchContextOf } from "../../domain/search/searched-stay";
import { serialiseJsonLd } from "../../domain/seo/lodging-json-ld";
import { offerPath } from "../../domain/seo/offer-path";
import { searchResultsJsonLd } from "../../domain/seo/search-results-json-ld";
import { intlLocale } from "../../i18n/intl-locale";
import { lookUpCompanyCode } from "../company/company-lookup.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { getI18n, getLocale } from "../middleware/i18n.server";
import { currencyOf } from "../preferences.server";
import { searchVoucherOf } from "../vouchers/voucher-on-search.server";
import {
  exchangeRatesFor,
  findOffersParamsOf,
  loadRankedPage,
  loadSearchListings,
  logListingWarnings,
  type SearchListings,
  searchPageResponse,
} from "./search-page.server";
import { lookUpSearchPlace } from "./search-place.server";

type Context = Readonly<RouterContextProvider>;

/** Where a search page's search comes from: the URL's place and query, or a featured city. */
export type SearchSource = {
  placeName: string;
  searchParams: URLSearchParams;
  /** A city page's path per language; null for a search URL. */
  cityPaths: Partial<Record<Language, string>> | null;
};

/**
 * The loader of both search pages: the listings of the search, converted prices and the first page
 * of results. `sourceOf` reads the search from the (canonical) URL; it may throw a redirect or a 404.
 */
export async function loadSearchPage(
  { request, context }: { request: Request; context: Context },
  sourceOf: (url: URL) => SearchSource,
) {
  const url = new URL(request.url);
  // The filter form without JavaScript sends two price inputs; the canonical URL has one range.
  const folded = foldPriceInputs(url.searchParams);
  if (folded !== url.searchParams) throw redirect(`${url.pathname}?${folded.toString()}`);

  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const source = sourceOf(url);
  const parsed = parseSearchUrl(source.placeName, source.searchParams);
  const voucherCode = voucherOfParam(url.searchParams.get(VOUCHER_PARAM));
  // The heading names the place the places service knows, never the path's text as sent.
  const [place, currency, voucher] = await Promise.all([
    lookUpSearchPlace(context, parsed, lng),
    currencyOf(request, tenant),
    searchVoucherOf(context, voucherCode, parsed),
  ]);
  const { search, placeLabel } = withSearchPlace(parsed, place);
  const rfpId = url.searchParams.get("rfpId") ?? undefined;
  const rfpOfferId = url.searchParams.get("rfpOfferId") ?? undefined;
  const params = findOffersParamsOf(tenant.ibeUid, search, { currency, language: lng }, { rfpId, rfpOfferId });
  const isMobile = isMobileGuess(request.headers);
  const isRfpPath = Boolean(rfpId);
  const [{ offers, exchange, results }, company] = await Promise.all([
    searchResultsOf(context, {
      params,
      searchParams: url.searchParams,
      search,
      view: effectiveView(parseSearchView(url.searchParams.get(VIEW_PARAM)), {
        isEnquiryOrRfpPath: isRfpPath,
        mapEnabled: tenant.features.map,
      }),
      isMobile,
      language: lng,
      currency,
      defaultCurrency: tenant.defaultCurrency,
      voucher: voucher?.judge ?? undefined,
    }),
    // The search's company code as the OTA judges it for the arrival: the page's notice.
    search.companyCode ? lookUpCompanyCode(context, search.companyCode, search.inDate) : null,
  ]);
  if (exchange.notice) logger.warn("search: prices not converted", exchange.notice);
  const displayRates = exchange.rates;
  const minorDigits = currencyExponent(exchange.currency) ?? 2;
  const { warnings, ...shown } = results;
  logListingWarnings(warnings);
  const { t } = getI18n(context);
  const init = searchPageResponse(search.valid, offers);
  const title = placeLabel
    ? t("meta.searchTitle", { place: placeLabel, brand: tenant.name })
    : `${t("searchForm.title")} · ${tenant.name}`;
  const payload: SearchPageData = {
    lng,
    search,
    // The page carries only its first view; the browser fetches the listings on its first change
    // (priced with the code only when it may lower some, else the same listings as without it).
    listingsHref:
      params && shown.total > 0 && !offers.error
        ? listingsLocation(params, voucher?.judge ? voucher.code : undefined)
        : null,
    error: offers.error,
    staleNotice: offers.staleNotice,
    company,
    voucher: voucherCode
      ? { code: voucherCode, verdict: voucher && !offers.error ? voucher.verdictFor(offers.listings) : null }
      : null,
    currency: exchange.currency,
    rates: displayRates,
    exchangeNotice: exchange.notice ? t("exchange.unavailable", { currency: exchange.notice.shownIn }) : null,
    minorDigits,
    results: shown,
    resultsKey: resultsKey(url.searchParams, isMobile),
    isMobileGuess: isMobile,
    isRfpPath,
    mapEnabled: tenant.features.map,
    mapStyle: tenant.mapStyle,
    status: init.status ?? 200,
    cityPaths: source.cityPaths,
    problemText: search.problem ? t(search.problem.message, { replace: SEARCH_LIMIT_VALUES }) : null,
    jsonLd: resultsJsonLd(url, lng, title, shown),
    placeLabel,
    title,
    description: placeLabel ? t("meta.searchDescription", { place: placeLabel }) : t("searchForm.title"),
  };
  return data(payload, init);
}

type ResultsQuery = {
  params: FindOffersParams | null;
  searchParams: URLSearchParams;
  search: SearchUrlParams;
  view: SearchView;
  isMobile: boolean;
  language: Language;
  /** The visitor's currency, and the tenant's when the listings name none. */
  currency: string;
  defaultCurrency: string;
  /** A search's promotion code that may lower some results: all listings are read and priced with it. */
  voucher?: VoucherJudge;
};

/**
 * The page's results and the currency they are shown in. The first view of a search (the recommended
 * order without filters, any page) is one page the OTA ranks with the facets of all listings, so only
 * that page's listings are built (docs/decisions/0040); every other URL, a page whose prices need
 * converting, a promotion code that may lower prices (the OTA ranks and counts public prices) and an
 * OTA without pages read all listings and compute the view here.
 */
async function searchResultsOf(context: Context, q: ResultsQuery) {
  const { params, searchParams } = q;
  const pageQuery =
    params && !params.rfpId && !params.rfpOfferId && !q.voucher && isRankedPageQuery(searchParams)
      ? {
          page: parsePageParam(searchParams.get(PAGE_PARAM)),
          pageSize: pageSizeFor(q.view, q.isMobile),
          address: q.search.placeName,
        }
      : null;
  const [rates, ranked] = await Promise.all([
    exchangeRatesFor(context),
    params && pageQuery ? loadRankedPage(context, params, pageQuery) : null,
  ]);
  const exchangeFor = (currencies: string[]) =>
    pageExchange(
      rates,
      q.currency,
      currencies,
      currencies.length === 1 ? (currencies[0] ?? q.defaultCurrency) : q.defaultCurrency,
      utcToday(),
    );
  const display = (exchange: PageExchange) => ({
    currency: exchange.currency,
    rates: exchange.rates,
    locale: intlLocale(q.language),
  });
  const common = { search: searchContextOf(q.search), view: q.view, isMobile: q.isMobile, language: q.language };
  if (ranked?.page) {
    const exchange = exchangeFor(ranked.page.currencies);
    // The OTA ranks and counts in the listings' own amounts: shown in another currency, the page
    // ranks all listings itself (below).
    if (ranked.page.currencies.every((c) => c === exchange.currency)) {
      const today = utcToday();
      const listings = ranked.page.listings.map((listing) => toSearchListing(listing, { today }));
      const offers: SearchListings = {
        listings: [],
        error: null,
        staleNotice: ranked.stale ? getI18n(context).t("stale.searchResults") : null,
      };
      const results = rankedPageView({ ...common, ranked: { ...ranked.page, listings }, display: display(exchange) });
      return { offers, exchange, results };
    }
  }
  const offers: SearchListings =
    ranked && !ranked.page
      ? { listings: [], error: ranked.error, staleNotice: null }
      : await loadSearchListings(context, params, q.voucher);
  const exchange = exchangeFor([...new Set(offers.listings.map((listing) => listing.currency))]);
  const results = resultsView({
    ...common,
    listings: offers.listings,
    searchParams,
    minorDigits: currencyExponent(exchange.currency) ?? 2,
    display: display(exchange),
  });
  return { offers, exchange, results };
}

/** The page's results as an ItemList of their (undated) offer pages, positions counted over all pages. */
function resultsJsonLd(url: URL, lng: Language, name: string, results: SearchPageData["results"]): string | null {
  if (results.items.length === 0) return null;
  return serialiseJsonLd(
    searchResultsJsonLd({
      pageUrl: url.href,
      name,
      entries: results.items.map((item) => ({
        url: `${url.origin}${offerPath(lng, item.apartmentType.id)}`,
        name: item.apartmentType.name,
      })),
      firstPosition: (results.page - 1) * results.pageSize + 1,
      total: results.filteredTotal,
    }),
  );
}
