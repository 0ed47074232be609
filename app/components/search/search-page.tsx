import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { resultsKey } from "../../../shared/search/filter-params";
import { effectiveView, parseSearchView, VIEW_PARAM } from "../../../shared/search/search-view";
import type { SearchPageData } from "../../domain/search/search-page-data";
import { searchContextOf, searchFormDefaults, searchFormReply } from "../../domain/search/searched-stay";
import { formatStayDates } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";
import { CompanyCodeNotice } from "../company/company-code";
import { EnquiryLink } from "../enquiry/enquiry-link";
import { useNonce } from "../nonce";
import { Alert } from "../ui/alert";
import { ExchangeNotice } from "../ui/exchange-notice";
import { StaleNotice } from "../ui/stale-notice";
import { VoucherNotice } from "../vouchers/voucher-field";
import { SearchFormDisclosure } from "./search-form-disclosure";
import { SearchResultsPanel } from "./search-results-panel";
import { useIsMobile } from "./use-is-mobile";
import { useRememberSearch } from "./use-remember-search";
import { useResultsView } from "./use-results-view";

/**
 * The search page, for both of its routes (a search URL and a featured city's landing page): the
 * folded search form, the summary of the stay, and the results with filters, sort, views and pages.
 */
export function SearchPage({ data }: { data: SearchPageData }) {
  const { t } = useT();
  const nonce = useNonce();
  const { search, lng, currency, rates, error, minorDigits } = data;
  const [searchParams] = useSearchParams();
  const isMobile = useIsMobile(data.isMobileGuess);
  const view = effectiveView(parseSearchView(searchParams.get(VIEW_PARAM)), {
    isEnquiryOrRfpPath: data.isRfpPath,
    mapEnabled: data.mapEnabled,
  });
  const { results, pending, prefetch } = useResultsView({
    rendered: data.results,
    renderedKey: data.resultsKey,
    key: resultsKey(searchParams, isMobile),
    listingsHref: data.listingsHref,
    allPins: view === "map",
    input: (listings) => ({
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
  const keptView = searchParams.has(VIEW_PARAM) ? view : undefined;
  useRememberSearch(search, keptView);

  const voucherCode = data.voucher?.code;
  const formDefaults = useMemo(() => ({ ...searchFormDefaults(search), voucher: voucherCode }), [search, voucherCode]);
  const voucherVerdict = data.voucher?.verdict ?? null;
  const formReply = useMemo(() => searchFormReply(search.problem), [search.problem]);
  const searchLine = [
    data.placeLabel,
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

  return (
    <>
      {data.jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialiseJsonLd escapes <, > and &, so the JSON cannot end the script
          dangerouslySetInnerHTML={{ __html: data.jsonLd }}
        />
      ) : null}
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
            voucherVerdict={voucherVerdict}
          />
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 pb-8" data-testid="search-page" data-valid={search.valid} data-view={view}>
        <header className="sticky top-[68px] z-10 -mx-4 border-b border-black/5 bg-white/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:px-0">
          <h1 className="text-xl font-bold md:text-2xl" data-testid="search-heading">
            {data.placeLabel ? t("search.resultsTitle", { place: data.placeLabel }) : t("searchForm.title")}
          </h1>
          {summary ? (
            <p className="mt-0.5 text-sm text-ink/80" data-testid="search-summary">
              {summary}
            </p>
          ) : null}
          <EnquiryLink className="mt-1 text-sm" withHint />
        </header>
        {!search.valid ? (
          <Alert variant="error" className="mt-4">
            <p data-testid="search-problem">{data.problemText ?? t("validation.invalidSearch")}</p>
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
          <>
            <div className="mt-4 empty:hidden">
              <CompanyCodeNotice company={data.company} code={search.companyCode ?? undefined} />
            </div>
            {data.voucher && voucherVerdict ? (
              <div className="mt-4" data-testid="search-voucher-notice">
                <VoucherNotice voucher={{ code: data.voucher.code, verdict: voucherVerdict }} scope="search" />
              </div>
            ) : null}
            <StaleNotice notice={data.staleNotice} className="mt-4" />
            <ExchangeNotice notice={data.exchangeNotice} className="mt-4" />
            {/* A pointer, a touch or focus on the filters and results is the cue to load the rules and the listings. */}
            <div
              className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-[16rem_1fr]"
              onPointerEnter={prefetch}
              onPointerDown={prefetch}
              onFocusCapture={prefetch}
            >
              <SearchResultsPanel data={data} results={results} pending={pending} view={view} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
