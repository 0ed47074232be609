import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, redirect, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { cityLanding } from "~/.server/city-landing.server";
import { tenantContext } from "~/.server/context.server";
import { getI18n, getLocale } from "~/.server/i18n/i18n-middleware.server";
import { logger } from "~/.server/logger.server";
import { currencyOf } from "~/.server/preferences.server";
import {
  exchangeRatesFor,
  loadSearchListings,
  logListingWarnings,
  searchPageResponse,
} from "~/.server/search-page.server";
import { useRootData } from "~/components/layout/use-root-data";
import { LazyMapView } from "~/components/map/lazy-map-view";
import { FiltersPanel } from "~/components/search/filters-panel";
import { ListingCard } from "~/components/search/listing-card";
import { Pagination } from "~/components/search/pagination";
import { foldPriceInputs } from "~/components/search/price-range-params";
import { SearchFormDisclosure } from "~/components/search/search-form-disclosure";
import { SortControl } from "~/components/search/sort-control";
import { useIsMobile } from "~/components/search/use-is-mobile";
import { resultsRules, useResultsView } from "~/components/search/use-results-view";
import { ViewSwitch } from "~/components/search/view-switch";
import { Alert } from "~/components/ui/alert";
import { ExchangeNotice } from "~/components/ui/exchange-notice";
import { StaleNotice } from "~/components/ui/stale-notice";
import { currencyExponent } from "~/domain/money/currencies";
import { pageExchange } from "~/domain/money/exchange-state";
import { CAMPAIGN_PARAM, parseCampaignParam } from "~/domain/search/campaign-param";
import { FILTER_PARAM_NAMES, resultsKey } from "~/domain/search/filter-params";
import { PAGE_PARAM } from "~/domain/search/paging";
import { resultsView } from "~/domain/search/results-view";
import { SEARCH_LIMIT_VALUES, utcToday } from "~/domain/search/search-limits";
import { parseSearchUrl } from "~/domain/search/search-route";
import { effectiveView, parseSearchView, SEARCH_VIEWS, type SearchView, VIEW_PARAM } from "~/domain/search/search-view";
import { parseSortParam, SORT_PARAM } from "~/domain/search/sort-params";
import { offerPath } from "~/domain/seo/offer-path";
import { localisedPageLinks, pageLinks } from "~/domain/seo/page-links";
import { formatStayDates } from "~/i18n/format";
import { intlLocale } from "~/i18n/intl-locale";
import { loaderHeaders } from "~/navigation/loader-headers";
import { isQueryOnlyChange } from "~/navigation/query-only-change";
import type { PersistedSearch } from "~/state/search-store";
import type { Route } from "./+types/search";

/** Parameters that define the search itself; anything else (filters, view, page) is applied in place. */
const SEARCH_PARAMS = ["placeId", "lat", "long", "inDate", "outDate", "guests", "radius", "rfpId", "rfpOfferId"];

export const headers = loaderHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The filter form without JavaScript sends two price inputs; the canonical URL has one range.
  const folded = foldPriceInputs(url.searchParams);
  if (folded !== url.searchParams) throw redirect(`${url.pathname}?${folded.toString()}`);

  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  // The same page serves a featured city's landing URL: its search comes from the city, not the query.
  const citySlug = (params as { citySlug?: string }).citySlug;
  const city = citySlug !== undefined ? cityLanding(context, citySlug, url) : null;
  const search = city
    ? parseSearchUrl(city.placeName, city.searchParams)
    : parseSearchUrl(params.placeName ?? "", url.searchParams);
  const currency = await currencyOf(request, tenant);
  const rfpId = url.searchParams.get("rfpId") ?? undefined;
  const rfpOfferId = url.searchParams.get("rfpOfferId") ?? undefined;
  const [rates, offers] = await Promise.all([
    exchangeRatesFor(context),
    loadSearchListings(context, search, currency, { rfpId, rfpOfferId }),
  ]);
  const userAgent = request.headers.get("User-Agent") ?? "";
  const isMobileGuess = request.headers.get("Sec-CH-UA-Mobile") === "?1" || /Mobi|Android/i.test(userAgent);
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
    isMobile: isMobileGuess,
    language: lng,
    display: { currency: exchange.currency, rates: displayRates, locale: intlLocale(lng) },
  });
  logListingWarnings(warnings);
  const { t } = getI18n(context);
  const payload = {
    lng,
    search,
    listings: offers.listings,
    error: offers.error,
    staleNotice: offers.staleNotice,
    currency: exchange.currency,
    rates: displayRates,
    /** Said when prices could not be converted into the chosen currency. */
    exchangeNotice: exchange.notice ? t("exchange.unavailable", { currency: exchange.notice.shownIn }) : null,
    minorDigits,
    results,
    resultsKey: resultsKey(url.searchParams, isMobileGuess),
    isMobileGuess,
    isRfpPath,
    mapEnabled: tenant.features.map,
    mapStyle: tenant.mapStyle,
    pathAfterLanguage: `${url.pathname.slice(3)}${url.search}`,
    /** A city page's path per language (its slug is the city's name in that language). */
    cityPaths: city?.paths ?? null,
    /** What to change when the search is invalid, in the page's language (the form shows it by its field too). */
    problemText: search.problem ? t(search.problem.message as never, SEARCH_LIMIT_VALUES) : null,
    title: t("meta.searchTitle", { place: search.placeName, brand: tenant.name }),
    description: t("meta.searchDescription", { place: search.placeName }),
  };
  return data(payload, searchPageResponse(search.valid, offers));
}

/** Filters, view and page change on the client with the same domain functions: no round trip. */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return isQueryOnlyChange(args, SEARCH_PARAMS) ? false : args.defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  if (!root || !loaderData) return [];
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    { property: "og:title", content: loaderData.title },
    { property: "og:description", content: loaderData.description },
    ...(loaderData.cityPaths
      ? localisedPageLinks({
          origin: root.origin,
          languages: root.tenant.languages,
          defaultLanguage: root.tenant.defaultLanguage,
          current: root.locale,
          pathFor: (lng) => loaderData.cityPaths?.[lng] ?? `/${lng}`,
        })
      : pageLinks({
          origin: root.origin,
          languages: root.tenant.languages,
          defaultLanguage: root.tenant.defaultLanguage,
          current: root.locale,
          pathAfterLanguage: loaderData.pathAfterLanguage,
        })),
  ];
};

/** What the results depend on from the searched stay. */
function searchContextOf(search: {
  nights: number | null;
  inDate: string | null;
  outDate: string | null;
  placeName: string;
}) {
  return { nights: search.nights, hasDates: Boolean(search.inDate && search.outDate), placeName: search.placeName };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { search, lng, listings, currency, rates, error } = loaderData;
  const [searchParams] = useSearchParams();
  const isMobile = useIsMobile(loaderData.isMobileGuess);
  const { minorDigits } = loaderData;
  const views = SEARCH_VIEWS.filter((v) => v !== "map" || loaderData.mapEnabled);
  const view = effectiveView(parseSearchView(searchParams.get(VIEW_PARAM)), {
    isEnquiryOrRfpPath: loaderData.isRfpPath,
    mapEnabled: loaderData.mapEnabled,
  });
  const { results, pending } = useResultsView({
    rendered: loaderData.results,
    renderedKey: loaderData.resultsKey,
    key: resultsKey(searchParams, isMobile),
    input: () => ({
      listings,
      search: searchContextOf(search),
      searchParams,
      minorDigits,
      view,
      isMobile,
      language: lng,
      display: { currency, rates, locale: intlLocale(lng) },
    }),
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Spec: the browser remembers the search input and the chosen view, with consent only; the store
  // (jotai) loads only then.
  const consented = useRootData().consent === "all";
  const remember = useCallback(
    (update: PersistedSearch) => {
      if (consented) void import("~/state/search-store").then((store) => store.rememberSearch(update));
    },
    [consented],
  );
  useEffect(() => {
    const { valid, position, inDate, outDate, guests, radius, placeName, placeId } = search;
    if (valid && position && inDate && outDate && guests && radius) {
      remember({
        input: { location: placeName, ...(placeId ? { placeId } : {}), ...position, inDate, outDate, guests, radius },
      });
    }
  }, [search, remember]);
  useEffect(() => {
    if (searchParams.has(VIEW_PARAM)) remember({ view });
  }, [searchParams, view, remember]);

  const withParams = (change: (params: URLSearchParams) => void) => {
    const params = new URLSearchParams(searchParams);
    change(params);
    return `?${params.toString()}`;
  };
  const hrefForPage = (page: number) =>
    withParams((p) => (page > 1 ? p.set(PAGE_PARAM, String(page)) : p.delete(PAGE_PARAM)));
  const hrefForView = (next: SearchView) =>
    withParams((p) => {
      p.delete(PAGE_PARAM);
      p.set(VIEW_PARAM, next);
    });
  const resetHref = withParams((p) => {
    for (const name of [...p.keys()]) if (FILTER_PARAM_NAMES.includes(name) || name === PAGE_PARAM) p.delete(name);
  });
  const offerHref = (apartmentTypeId: string) => {
    const params = new URLSearchParams();
    if (search.inDate) params.set("from", search.inDate);
    if (search.outDate) params.set("to", search.outDate);
    if (search.guests) params.set("guests", String(search.guests));
    if (search.radius) params.set("radius", String(search.radius));
    for (const name of ["rfpId", "rfpOfferId"]) {
      const value = searchParams.get(name);
      if (value) params.set(name, value);
    }
    const campaign = parseCampaignParam(searchParams.get(CAMPAIGN_PARAM));
    if (campaign) params.set(CAMPAIGN_PARAM, campaign);
    return `${offerPath(lng, apartmentTypeId)}?${params.toString()}`;
  };
  const markers = useMemo(
    () =>
      results.items.map((item) => ({
        id: item.id,
        lat: item.property.address.lat,
        long: item.property.address.long,
        label: item.prices.perNight,
        accessibleName: t("search.pinLabel", { name: item.apartmentType.name, price: item.prices.perNight }),
      })),
    [results.items, t],
  );

  const keptView = searchParams.has(VIEW_PARAM) ? view : undefined;
  const formDefaults = useMemo(
    () => ({
      location: search.placeName,
      placeId: search.placeId ?? undefined,
      lat: search.position ? String(search.position.lat) : undefined,
      long: search.position ? String(search.position.long) : undefined,
      inDate: search.inDate ?? undefined,
      outDate: search.outDate ?? undefined,
      guests: search.guests ? String(search.guests) : undefined,
      radius: search.radius ? String(search.radius) : undefined,
    }),
    [search],
  );
  // An invalid search's problem, as a submission result: the form shows it next to its field.
  const formReply = useMemo(
    () =>
      search.problem?.field
        ? { status: "error" as const, error: { [search.problem.field]: [search.problem.message] } }
        : null,
    [search.problem],
  );
  const searchLine = [
    search.placeName,
    search.inDate && search.outDate ? formatStayDates(search.inDate, search.outDate, lng) : null,
    search.guests ? t("search.guestsCount", { count: search.guests }) : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const summary =
    search.valid && search.inDate && search.outDate && search.guests
      ? `${t("search.summary", {
          dates: formatStayDates(search.inDate, search.outDate, lng),
          guests: t("search.guestsCount", { count: search.guests }),
        })} · ${t("searchForm.nights", { count: search.nights ?? 0 })} · ${t("search.withinRadius", { count: search.radius ?? 0 })}`
      : null;
  const gridClass =
    view === "list"
      ? "grid gap-4"
      : view === "tile"
        ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        : view === "grid"
          ? "grid gap-3 grid-cols-2 lg:grid-cols-4"
          : "grid gap-3";

  return (
    <>
      <section className="bg-brand py-4" aria-label={t("searchForm.title")}>
        <div className="mx-auto max-w-6xl px-4">
          <SearchFormDisclosure
            // A new search (any field of the form) starts folded again.
            key={JSON.stringify(formDefaults)}
            open={!search.valid}
            summary={searchLine}
            label={t("search.changeSearch")}
            lng={lng}
            mode="update"
            view={keptView}
            defaults={formDefaults}
            lastResult={formReply}
          />
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-8" data-testid="search-page" data-valid={search.valid} data-view={view}>
        <header className="sticky top-[68px] z-10 -mx-4 border-b border-black/5 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:px-0">
          <h1 className="text-xl font-bold md:text-2xl">{t("search.resultsTitle", { place: search.placeName })}</h1>
          {summary ? (
            <p className="mt-0.5 text-sm text-ink/80" data-testid="search-summary">
              {summary}
            </p>
          ) : null}
        </header>
        {!search.valid ? (
          <Alert variant="error" className="mt-4">
            <p data-testid="search-problem">{loaderData.problemText ?? t("validation.invalidSearch")}</p>
          </Alert>
        ) : error ? (
          <Alert variant="error" className="mt-4" title={t("search.failedToLoadOffers")}>
            <p data-testid="offers-error" data-status={error.status}>
              {t("search.failedStatus", { status: error.status })}
            </p>
            <a href={`?${searchParams.toString()}`} className="mt-2 inline-block font-semibold underline">
              {t("search.retry")}
            </a>
          </Alert>
        ) : (
          // A pointer or focus on the filters and results is the cue to load the rules for recomputing.
          <>
            <StaleNotice notice={loaderData.staleNotice} className="mt-4" />
            <ExchangeNotice notice={loaderData.exchangeNotice} className="mt-4" />
            <div
              className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]"
              onPointerEnter={() => void resultsRules.load()}
              onFocusCapture={() => void resultsRules.load()}
            >
              <aside>
                {/* Closed on phones, open from md (app.css): the first result stays on the first screen. */}
                <details className="disclosure-wide-open rounded-lg border border-black/10 p-3 md:border-0 md:p-0">
                  <summary className="font-semibold">{t("search.filters")}</summary>
                  <div className="mt-3 md:mt-0">
                    <FiltersPanel
                      facets={results.facets}
                      filters={results.filters}
                      minorDigits={minorDigits}
                      currency={currency}
                      resetHref={resetHref}
                    />
                  </div>
                </details>
              </aside>
              <section aria-labelledby="results-heading" aria-busy={pending || undefined}>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h2 id="results-heading" className="font-semibold" data-testid="results-count">
                    {results.filteredTotal === results.total
                      ? t("search.results", { count: results.total })
                      : t("search.filteredOf", { shown: results.filteredTotal, total: results.total })}
                  </h2>
                  <div className="flex flex-wrap items-center gap-2">
                    <SortControl current={parseSortParam(searchParams.get(SORT_PARAM))} />
                    <ViewSwitch views={views} current={view} hrefFor={hrefForView} />
                  </div>
                </div>
                {results.total === 0 ? (
                  <Alert variant="info">{t("search.noResultsHere")}</Alert>
                ) : results.filteredTotal === 0 ? (
                  <Alert variant="info">
                    {t("search.noResults")}{" "}
                    <a href={resetHref} className="font-semibold underline">
                      {t("search.resetFilters")}
                    </a>
                  </Alert>
                ) : (
                  <div className={view === "map" ? "grid gap-4 lg:grid-cols-[1fr_22rem]" : ""}>
                    {view === "map" ? (
                      <LazyMapView
                        className="h-[28rem] w-full rounded-lg lg:sticky lg:top-24 lg:h-[calc(100vh-7rem)] lg:max-h-[48rem]"
                        styleUrl={loaderData.mapStyle}
                        markers={markers}
                        selectedId={selectedId}
                        onSelect={(id) => {
                          setSelectedId(id);
                          document
                            .querySelector(`[data-listing-id="${CSS.escape(id)}"]`)
                            ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
                        }}
                        ariaLabel={t("search.mapLabel", { place: search.placeName })}
                        clusterLabel={(count) => t("search.mapCluster", { count })}
                        language={lng}
                      />
                    ) : null}
                    <ul className={gridClass} data-testid="results">
                      {results.items.map((item, index) => (
                        <li key={item.id} className="flex">
                          <ListingCard
                            first={index === 0}
                            lookedAt={item.id === results.pinnedId}
                            listing={item}
                            view={view}
                            href={offerHref(item.apartmentType.id)}
                            displayCurrency={currency}
                            selected={selectedId === item.id}
                            onSelect={view === "map" ? setSelectedId : undefined}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <Pagination
                  page={results.page}
                  pageCount={results.pageCount}
                  hasNextPage={results.hasNextPage}
                  hrefFor={hrefForPage}
                />
              </section>
            </div>
          </>
        )}
      </div>
    </>
  );
}
