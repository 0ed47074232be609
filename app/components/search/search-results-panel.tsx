import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { isLongStay } from "../../../shared/money/long-stay";
import { SEARCH_VIEWS, type SearchView } from "../../../shared/search/search-view";
import type { ResultsView } from "../../domain/search/results-view";
import { offerHref, pageHref, resetFiltersHref, viewHref } from "../../domain/search/search-links";
import type { SearchPageData } from "../../domain/search/search-page-data";
import { parseSortParam, SORT_PARAM } from "../../domain/search/sort-params";
import { rememberedT } from "../../i18n/remembered-t";
import { useT } from "../../i18n/use-t";
import { useSearchResultsEvents } from "../analytics/search-events";
import { LazyMapView } from "../map/lazy-map-view";
import { Alert } from "../ui/alert";
import { FiltersPanel } from "./filters-panel";
import { ListingCard } from "./listing-card";
import { Pagination } from "./pagination";
import { SortControl } from "./sort-control";
import { ViewSwitch } from "./view-switch";

const GRID_CLASS: Record<SearchView, string> = {
  list: "grid gap-4",
  tile: "grid gap-4 sm:grid-cols-2 xl:grid-cols-3",
  grid: "grid gap-3 grid-cols-2 lg:grid-cols-4",
  map: "grid gap-3",
};

/** The filters beside one page of results (list, tiles, grid or map), with sort, views and pages. */
export function SearchResultsPanel({
  data,
  results,
  pending,
  view,
}: {
  data: SearchPageData;
  results: Omit<ResultsView, "warnings">;
  pending: boolean;
  view: SearchView;
}) {
  const { t } = useT();
  const { search, lng, currency, minorDigits } = data;
  const [searchParams] = useSearchParams();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const views = SEARCH_VIEWS.filter((v) => v !== "map" || data.mapEnabled);
  const resetHref = resetFiltersHref(searchParams);
  // The cards ask for many of the same texts: once per page, not once per card.
  const cardT = useMemo(() => rememberedT(t), [t]);
  const offset = (results.page - 1) * results.pageSize;
  const selectResult = useSearchResultsEvents(
    results.items,
    offset,
    `${searchParams.toString()}|${results.items.map((item) => item.id).join(",")}`,
  );
  // A pin for every result once the browser has the search's listings; until then the page's own.
  const markers = useMemo(
    () =>
      (
        results.pins ??
        results.items.map((item) => ({
          id: item.id,
          lat: item.property.address.lat,
          long: item.property.address.long,
          name: item.apartmentType.name,
          headline: item.prices.headline,
          voucherCode: item.prices.voucher?.code ?? null,
        }))
      ).map(({ headline, voucherCode, ...pin }) => ({
        id: pin.id,
        lat: pin.lat,
        long: pin.long,
        // A long stay's pin shows the monthly price, as its card does.
        label: headline.perMonth ? t("search.pinPerMonth", { price: headline.price }) : headline.price,
        accessibleName: [
          t(headline.perMonth ? "search.pinLabelPerMonth" : "search.pinLabel", {
            name: pin.name,
            price: headline.price,
          }),
          voucherCode ? t("vouchers.withCode", { code: voucherCode }) : null,
        ]
          .filter(Boolean)
          .join(", "),
      })),
    [results.pins, results.items, t],
  );

  return (
    <>
      <aside>
        {/* Past the filters' many fields in one step (WCAG 2.4.1); shown when focused. */}
        <a
          href="#results"
          className="sr-only focus:not-sr-only focus:mb-2 focus:inline-block focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:font-semibold focus:underline"
          data-testid="skip-to-results"
        >
          {t("search.skipToResults")}
        </a>
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
              longStay={search.nights !== null && isLongStay(search.nights)}
            />
          </div>
        </details>
      </aside>
      <section
        id="results"
        tabIndex={-1}
        className="focus:outline-none"
        aria-labelledby="results-heading"
        aria-busy={pending || undefined}
      >
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="results-heading" className="font-semibold" data-testid="results-count">
            {results.filteredTotal === results.total
              ? t("search.results", { count: results.total })
              : t("search.filteredOf", { shown: results.filteredTotal, total: results.total })}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <SortControl current={parseSortParam(searchParams.get(SORT_PARAM))} />
            <ViewSwitch views={views} current={view} hrefFor={(next) => viewHref(searchParams, next)} />
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
          <div
            className={view === "map" ? "grid gap-4 lg:grid-cols-[1fr_22rem] noscript:lg:grid-cols-1" : ""}
            data-pins={view === "map" ? markers.length : undefined}
          >
            {view === "map" ? (
              // Without JavaScript there is no map: a note in its place, and the results as a list below.
              <div className="hidden noscript:block" data-testid="map-needs-javascript">
                <Alert variant="info">{t("search.mapNeedsJavaScript")}</Alert>
              </div>
            ) : null}
            {view === "map" ? (
              <LazyMapView
                className="h-[28rem] w-full rounded-lg noscript:hidden lg:sticky lg:top-24 lg:h-[calc(100vh-7rem)] lg:max-h-[48rem]"
                styleUrl={data.mapStyle}
                markers={markers}
                selectedId={selectedId}
                onSelect={(id) => {
                  setSelectedId(id);
                  document
                    .querySelector(`[data-listing-id="${CSS.escape(id)}"]`)
                    ?.scrollIntoView({ block: "nearest", behavior: "smooth" });
                }}
                ariaLabel={t("search.mapLabel", { place: data.placeLabel ?? "" })}
                clusterLabel={(count) => t("search.mapCluster", { count })}
                language={lng}
              />
            ) : null}
            <ul className={GRID_CLASS[view]} data-testid="results">
              {results.items.map((item, index) => (
                <li key={item.id} className="flex">
                  <ListingCard
                    t={cardT}
                    lng={lng}
                    first={index === 0}
                    lookedAt={item.id === results.pinnedId}
                    listing={item}
                    view={view}
                    href={offerHref(lng, item.apartmentType.id, search, searchParams, item.rfpOffer?.id)}
                    displayCurrency={currency}
                    selected={selectedId === item.id}
                    onSelect={view === "map" ? setSelectedId : undefined}
                    onOpen={() => selectResult(item, index)}
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
          hrefFor={(page) => pageHref(searchParams, page)}
        />
      </section>
    </>
  );
}
