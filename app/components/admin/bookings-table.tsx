import type { MessageKey } from "../../../shared/i18n/message-key";
import type { AdminBookingRow, AdminBookingSort } from "../../../shared/ota/admin-booking";
import type { Language } from "../../../shared/tenancy/languages";
import { type BookingListState, bookingListSearch, sortedBy } from "../../domain/admin/booking-list-query";
import { formatMoney } from "../../domain/money/money";
import { formatDate } from "../../i18n/format";
import { intlLocale } from "../../i18n/intl-locale";
import { useT } from "../../i18n/use-t";
import { BookingStatusBadge } from "./booking-status-badge";

type Column = {
  key: string;
  label: MessageKey;
  sort?: AdminBookingSort;
  cell: (row: AdminBookingRow) => React.ReactNode;
  numeric?: boolean;
};

/**
 * The bookings as a table whose column headers are sort links (the URL holds the sort); on a phone
 * each row shows as a card, the column names beside the values.
 */
export function BookingsTable({
  rows,
  state,
  lng,
  tenants,
  detailHref,
}: {
  rows: AdminBookingRow[];
  state: BookingListState;
  lng: Language;
  tenants: boolean;
  detailHref: (row: AdminBookingRow) => string;
}) {
  const { t } = useT();
  const money = (row: AdminBookingRow) =>
    formatMoney({ amount: row.total, currency: row.currency }, intlLocale(lng), {});
  const columns: Column[] = [
    {
      key: "reference",
      label: "adminBookings.columns.reference",
      sort: "reference",
      cell: (r) => (
        <a
          href={detailHref(r)}
          className="whitespace-nowrap font-mono font-semibold text-brand underline-offset-2 hover:underline"
          aria-label={t("adminBookings.open", { reference: r.reference })}
          data-testid="booking-link"
        >
          {r.reference}
        </a>
      ),
    },
    ...(tenants
      ? [{ key: "tenant", label: "adminBookings.columns.tenant", cell: (r: AdminBookingRow) => r.tenantName } as Column]
      : []),
    {
      key: "guest",
      label: "adminBookings.columns.guest",
      sort: "guest",
      cell: (r) => (
        <>
          <span className="font-semibold">{r.guestName}</span>
          <br />
          <span className="text-ink/70 [overflow-wrap:anywhere]">{r.guestEmail}</span>
        </>
      ),
    },
    {
      key: "property",
      label: "adminBookings.columns.property",
      sort: "property",
      cell: (r) => (
        <>
          {r.propertyName}
          <br />
          <span className="text-ink/70">{r.apartmentTypeName}</span>
          {(r.apartments ?? 1) > 1 ? (
            <span className="block text-ink/70" data-testid="more-apartments">
              {t("adminBookings.list.apartments", { more: (r.apartments ?? 1) - 1 })}
            </span>
          ) : null}
        </>
      ),
    },
    {
      key: "arrival",
      label: "adminBookings.columns.arrival",
      sort: "arrival",
      cell: (r) => <span className="whitespace-nowrap">{formatDate(r.from, lng)}</span>,
    },
    {
      key: "departure",
      label: "adminBookings.columns.departure",
      sort: "departure",
      cell: (r) => <span className="whitespace-nowrap">{formatDate(r.to, lng)}</span>,
    },
    { key: "nights", label: "adminBookings.columns.nights", cell: (r) => r.nights, numeric: true },
    {
      key: "status",
      label: "adminBookings.columns.status",
      sort: "status",
      cell: (r) => <BookingStatusBadge status={r.status} />,
    },
    {
      key: "total",
      label: "adminBookings.columns.total",
      sort: "total",
      cell: (r) => (
        <span className="whitespace-nowrap">
          {money(r)}
          {r.perMonth !== undefined ? (
            <span className="block text-xs text-ink/70" data-testid="booking-per-month">
              {t("longStay.perMonth", {
                price: formatMoney({ amount: r.perMonth, currency: r.currency }, intlLocale(lng), {}),
              })}
            </span>
          ) : null}
        </span>
      ),
      numeric: true,
    },
    {
      key: "created",
      label: "adminBookings.columns.created",
      sort: "created",
      cell: (r) => <span className="whitespace-nowrap">{formatDate(r.createdAt.slice(0, 10), lng)}</span>,
    },
  ];
  const ariaSort = (c: Column) =>
    c.sort && state.sort === c.sort ? (state.dir === "asc" ? "ascending" : "descending") : undefined;
  return (
    <table className="w-full border-collapse text-left text-sm max-md:block" data-testid="bookings-table">
      <thead className="max-md:sr-only">
        <tr className="border-b border-black/20">
          {columns.map((c) => (
            <th
              key={c.key}
              scope="col"
              aria-sort={ariaSort(c)}
              className={`px-2 py-2 font-semibold ${c.numeric ? "text-right" : ""}`}
            >
              {c.sort ? (
                <a
                  href={`?${bookingListSearch(sortedBy(state, c.sort)).slice(1)}`}
                  className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
                  data-testid={`sort-${c.sort}`}
                >
                  {t(c.label)}
                  {ariaSort(c) ? <span aria-hidden="true">{state.dir === "asc" ? "▲" : "▼"}</span> : null}
                </a>
              ) : (
                t(c.label)
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="max-md:grid max-md:gap-3">
        {rows.map((row) => (
          <tr
            key={row.id}
            className="border-b border-black/10 align-top max-md:block max-md:rounded-xl max-md:border max-md:bg-white max-md:p-3"
            data-testid="booking-row"
          >
            {columns.map((c) => (
              <td
                key={c.key}
                className={`px-2 py-2 max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1 ${c.numeric ? "md:text-right" : ""}`}
              >
                <span
                  className="w-2/5 shrink-0 font-semibold text-ink/70 [overflow-wrap:anywhere] md:hidden"
                  aria-hidden="true"
                >
                  {t(c.label)}
                </span>
                <span>{c.cell(row)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
