import { data, type RouterContextProvider, redirect } from "react-router";
import { currencyExponent } from "~/domain/money/currencies";
import { pageExchange } from "~/domain/money/exchange-state";
import { resultsKey } from "~/domain/search/filter-params";
import { listingsLocation } from "~/domain/search/listings-location";
import { isMobileGuess } from "~/domain/search/mobile-guess";
import { foldPriceInputs } from "~/domain/search/price-range-params";
import { resultsView } from "~/domain/search/results-view";
import { SEARCH_LIMIT_VALUES, utcToday } from "~/domain/search/search-limits";
import type { SearchPageData } from "~/domain/search/search-page-data";
import { parseSearchUrl } from "~/domain/search/search-route";
import { effectiveView, parseSearchView, VIEW_PARAM } from "~/domain/search/search-view";
import { searchContextOf } from "~/domain/search/searched-stay";
import type { Language } from "~/domain/tenancy/tenant";
import { intlLocale } from "~/i18n/intl-locale";
import { lookUpCompanyCode } from "./company/company-lookup.server";
import { tenantContext } from "./context.server";
import { getI18n, getLocale } from "./i18n/i18n-middleware.server";
import { logger } from "./logger.server";
import { currencyOf } from "./preferences.server";
import {
  exchangeRatesFor,
  findOffersParamsOf,
  loadSearchListings,
  logListingWarnings,
  searchPageResponse,
} from "./search-page.server";

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
  const search = parseSearchUrl(source.placeName, source.searchParams);
  const currency = await currencyOf(request, tenant);
  const rfpId = url.searchParams.get("rfpId") ?? undefined;
  const rfpOfferId = url.searchParams.get("rfpOfferId") ?? undefined;
  const params = findOffersParamsOf(tenant.ibeUid, search, { currency, language: lng }, { rfpId, rfpOfferId });
  const [rates, offers, company] = await Promise.all([
    exchangeRatesFor(context),
    loadSearchListings(context, params),
    // The search's company code as the OTA judges it for the arrival: the page's notice.
    search.companyCode ? lookUpCompanyCode(context, search.companyCode, search.inDate) : null,
  ]);
  const isMobile = isMobileGuess(request.headers);
  // Converted with usable rates only; otherwise prices stay in the booking currency, with a notice.
  const listingCurrencies = [...new Set(offers.listings.map((listing) => listing.currency))];
  const exchange = pageExchange(
    rates,
    currency,
    listingCurrencies,
    listingCurrencies.length === 1 ? (listingCurrencies[0] ?? tenant.defaultCurrency) : tenant.defaultCurrency,
    utcToday(),
  );
  if (exchange.notice) logger.warn("search: prices not converted", exchange.notice);
  const displayRates = exchange.rates;
  const isRfpPath = Boolean(rfpId);
  const minorDigits = currencyExponent(exchange.currency) ?? 2;
  // The first page of results is computed here, so the browser shows it without the search rules.
  const { warnings, ...results } = resultsView({
    listings: offers.listings,
    search: searchContextOf(search),
    searchParams: url.searchParams,
    minorDigits,
    view: effectiveView(parseSearchView(url.searchParams.get(VIEW_PARAM)), {
      isEnquiryOrRfpPath: isRfpPath,
      mapEnabled: tenant.features.map,
    }),
    isMobile,
    language: lng,
    display: { currency: exchange.currency, rates: displayRates, locale: intlLocale(lng) },
  });
  logListingWarnings(warnings);
  const { t } = getI18n(context);
  const payload: SearchPageData = {
    lng,
    search,
    // The page carries only its first view; the browser fetches the listings on its first change.
    listingsHref: params && offers.listings.length > 0 && !offers.error ? listingsLocation(params) : null,
    error: offers.error,
    staleNotice: offers.staleNotice,
    company,
    currency: exchange.currency,
    rates: displayRates,
    exchangeNotice: exchange.notice ? t("exchange.unavailable", { currency: exchange.notice.shownIn }) : null,
    minorDigits,
    results,
    resultsKey: resultsKey(url.searchParams, isMobile),
    isMobileGuess: isMobile,
    isRfpPath,
    mapEnabled: tenant.features.map,
    mapStyle: tenant.mapStyle,
    pathAfterLanguage: `${url.pathname.slice(3)}${url.search}`,
    cityPaths: source.cityPaths,
    problemText: search.problem ? t(search.problem.message, { replace: SEARCH_LIMIT_VALUES }) : null,
    title: t("meta.searchTitle", { place: search.placeName, brand: tenant.name }),
    description: t("meta.searchDescription", { place: search.placeName }),
  };
  return data(payload, searchPageResponse(search.valid, offers));
}
