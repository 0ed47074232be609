import type { Translate } from "../../../shared/i18n/message-key";
import type { AdminBookingRow } from "../../../shared/ota/admin-booking";
import { toDecimalString } from "../money/money";
import { COMMA_DECIMAL_POINT, type CsvDialect, type CsvValue, csvDecimal, csvRecord } from "./csv";

/**
 * The bookings export's columns, in the list's order. Amounts are plain decimals in the booking's
 * currency (a spreadsheet sums them), dates ISO; the tenant column only on the platform admin's export.
 * The dialect (separator and decimal mark) is the one a spreadsheet in the admin's language reads.
 */
type Column = { header: Parameters<Translate>[0]; value: (row: AdminBookingRow, t: Translate) => CsvValue };

const COLUMNS: Column[] = [
  { header: "adminBookings.columns.reference", value: (r) => r.reference },
  { header: "adminBookings.columns.status", value: (r, t) => t(`adminBookings.status.${r.status}`) },
  { header: "adminBookings.columns.guest", value: (r) => r.guestName },
  { header: "adminBookings.columns.email", value: (r) => r.guestEmail },
  { header: "adminBookings.columns.property", value: (r) => r.propertyName },
  { header: "adminBookings.columns.apartment", value: (r) => r.apartmentTypeName },
  // One line per booking (decision 0142): the first apartment's name and how many the booking holds.
  { header: "adminBookings.columns.apartments", value: (r) => r.apartments ?? 1 },
  { header: "adminBookings.columns.arrival", value: (r) => r.from },
  { header: "adminBookings.columns.departure", value: (r) => r.to },
  { header: "adminBookings.columns.nights", value: (r) => r.nights },
  { header: "adminBookings.columns.currency", value: (r) => r.currency },
  {
    header: "adminBookings.columns.total",
    value: (r) => csvDecimal(toDecimalString({ amount: r.total, currency: r.currency })),
  },
  { header: "adminBookings.columns.created", value: (r) => r.createdAt },
  // Where the guest came from (decision 0137): a column a parameter, so a spreadsheet filters by each.
  { header: "adminBookings.columns.cms", value: (r) => r.campaign?.cms ?? "" },
  { header: "adminBookings.columns.utmSource", value: (r) => r.campaign?.utm_source ?? "" },
  { header: "adminBookings.columns.utmMedium", value: (r) => r.campaign?.utm_medium ?? "" },
  { header: "adminBookings.columns.utmCampaign", value: (r) => r.campaign?.utm_campaign ?? "" },
];
const TENANT: Column = { header: "adminBookings.columns.tenant", value: (r) => r.tenantName };

function columns(tenants: boolean): Column[] {
  return tenants ? [COLUMNS[0] as Column, TENANT, ...COLUMNS.slice(1)] : COLUMNS;
}

export type BookingsCsvOptions = { tenants: boolean; dialect?: CsvDialect };

export function bookingsCsvHeader(t: Translate, options: BookingsCsvOptions): string {
  return csvRecord(
    columns(options.tenants).map((c) => t(c.header)),
    options.dialect ?? COMMA_DECIMAL_POINT,
  );
}

export function bookingsCsvRows(rows: readonly AdminBookingRow[], t: Translate, options: BookingsCsvOptions): string {
  const cols = columns(options.tenants);
  const dialect = options.dialect ?? COMMA_DECIMAL_POINT;
  return rows
    .map((row) =>
      csvRecord(
        cols.map((c) => c.value(row, t)),
        dialect,
      ),
    )
    .join("");
}

/** "bookings-citynest-2026-11-25.csv" */
export function bookingsCsvFilename(scope: string, today: string): string {
  return `bookings-${scope.replace(/[^a-z0-9-]/gi, "")}-${today}.csv`;
}
