import { data } from "react-router";
import type { AdminBookingList } from "../../shared/ota/admin-booking";
import { listAdminBookings } from "../.server/admin/admin-bookings.server";
import { requireAdmin } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { BookingsFilterForm } from "../components/admin/bookings-filter-form";
import { BookingsTable } from "../components/admin/bookings-table";
import { Alert } from "../components/ui/alert";
import { bookingListSearch, pageRange, parseBookingList } from "../domain/admin/booking-list-query";
import { formatMoney } from "../domain/money/money";
import { intlLocale } from "../i18n/intl-locale";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/admin.bookings";

export const headers = noStoreHeaders;

const EMPTY: AdminBookingList = {
  items: [],
  page: 1,
  pageSize: 50,
  count: 0,
  sums: [],
  facets: { properties: [], tenants: [] },
};

/**
 * The bookings list: its whole state in the URL (filters, sort, page). A filter value that does not
 * parse is left out and marked on its field; the rest of the list still shows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAdmin({ request, context });
  const lng = getLocale(context);
  const url = new URL(request.url);
  const parsed = parseBookingList(url.searchParams, { tenants: access.platform });
  const result = await listAdminBookings(context, access, parsed.state, lng);
  const page = {
    lng,
    title: getI18n(context).t("adminBookings.metaTitle", { brand: access.tenant.name }),
    platform: access.platform,
    ...parsed,
  };
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { log: "admin bookings: list unavailable" });
    return data({ ...page, list: EMPTY, unavailable: true }, { status });
  }
  return { ...page, list: result.data, unavailable: false };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, state, values, errors, list, platform, unavailable } = loaderData;
  const locale = intlLocale(lng);
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);
  const range = pageRange(state, list.count);
  const base = `/${lng}/admin/bookings`;
  const pageHref = (page: number) => `${base}${bookingListSearch({ ...state, page })}`;
  const exportHref = `${base}/export${bookingListSearch({ ...state, page: 1 })}`;
  const detailHref = (row: { id: string; ibeUid: string }) =>
    `${base}/${encodeURIComponent(row.id)}${platform ? `?${new URLSearchParams({ tenant: row.ibeUid })}` : ""}`;
  return (
    <section aria-labelledby="bookings-title" data-testid="admin-bookings">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="bookings-title" className="text-2xl font-bold">
          {t("adminBookings.title")}
        </h1>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <a
            href={exportHref}
            download
            aria-describedby="export-format"
            className="rounded-md border border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/10"
            data-testid="export-csv"
          >
            {t("adminBookings.export")}
          </a>
          <p id="export-format" className="text-xs text-ink/70">
            {t("adminBookings.exportFormat")}
          </p>
        </div>
      </div>
      <div className="mt-4">
        <BookingsFilterForm
          state={state}
          values={values}
          errors={errors}
          facets={list.facets}
          tenants={platform}
          resetHref={base}
        />
      </div>
      {Object.keys(errors).length > 0 ? (
        <Alert variant="warning" className="mt-4">
          {t("adminBookings.errors.notApplied")}
        </Alert>
      ) : null}
      {unavailable ? (
        <Alert variant="error" className="mt-4">
          {t("adminBookings.errors.unavailable")}
        </Alert>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-baseline justify-between gap-3" data-testid="bookings-summary">
            <p className="font-semibold" aria-live="polite">
              {list.count === 0
                ? t("adminBookings.summaryNone")
                : t("adminBookings.summary", {
                    first: number(range.first),
                    last: number(range.last),
                    count: number(list.count),
                  })}
            </p>
            {list.sums.length > 0 ? (
              <p className="text-sm" data-testid="bookings-totals">
                {t("adminBookings.totals")}: {list.sums.map((m) => formatMoney(m, locale, {})).join(" · ")}
              </p>
            ) : null}
          </div>
          {list.items.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <BookingsTable rows={list.items} state={state} lng={lng} tenants={platform} detailHref={detailHref} />
            </div>
          ) : null}
          {range.pages > 1 ? (
            <nav aria-label={t("adminBookings.pagination.label")} className="mt-4 flex items-center gap-4">
              {state.page > 1 ? (
                <a
                  href={pageHref(Math.min(state.page, range.pages) - 1)}
                  rel="prev"
                  className="font-semibold text-brand"
                >
                  {t("adminBookings.pagination.previous")}
                </a>
              ) : null}
              <span>
                {t("adminBookings.pagination.page", {
                  page: number(Math.min(state.page, range.pages)),
                  pages: number(range.pages),
                })}
              </span>
              {state.page < range.pages ? (
                <a
                  href={pageHref(state.page + 1)}
                  rel="next"
                  className="font-semibold text-brand"
                  data-testid="next-page"
                >
                  {t("adminBookings.pagination.next")}
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
