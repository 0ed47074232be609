import { campaignOfValues } from "../../../shared/campaign/campaign-param";
import type {
  AdminBookingDetail,
  AdminBookingList,
  AdminBookingRow,
  BookingEvent,
} from "../../../shared/ota/admin-booking";
import type { FieldChange } from "../../../shared/ota/change-history";
import type { OtaLanguage } from "../../../shared/ota/common";
import type { MaskedCard } from "../../../shared/payments/payments-contract";
import type { AdminBookingListRow, BookingEventRow, CurrencyTotal } from "../repositories/admin-bookings";
import type { BookingRow } from "../repositories/bookings";
import { bookingOf } from "./booking-view";
import { joinedTypeNameOf } from "./type-name";

const DAY_MS = 86_400_000;

function nightsBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS));
}

export function adminBookingRowOf(row: AdminBookingListRow, language: OtaLanguage): AdminBookingRow {
  return {
    id: row.id,
    reference: row.reference,
    ibeUid: row.ibe_uid,
    tenantName: row.tenant_name ?? row.ibe_uid,
    status: row.status,
    guestName: `${row.guest_first_name} ${row.guest_last_name}`,
    guestEmail: row.guest_email,
    propertyId: row.property_id,
    propertyName: row.property_name ?? "",
    apartmentTypeName: joinedTypeNameOf(row, language),
    from: row.from_date,
    to: row.to_date,
    nights: nightsBetween(row.from_date, row.to_date),
    currency: row.currency,
    total: row.total,
    createdAt: row.created_at,
    campaign: campaignOfValues(row),
    apartments: row.apartments,
    ...(row.per_month !== null ? { perMonth: row.per_month } : {}),
  };
}

export function adminBookingListOf(
  page: { page: number; pageSize: number; language: OtaLanguage },
  rows: AdminBookingListRow[],
  totals: CurrencyTotal[],
  facets: AdminBookingList["facets"],
): AdminBookingList {
  return {
    items: rows.map((r) => adminBookingRowOf(r, page.language)),
    page: page.page,
    pageSize: page.pageSize,
    count: totals.reduce((n, t) => n + t.count, 0),
    sums: totals.map((t) => ({ currency: t.currency, amount: t.total })),
    facets,
  };
}

export function bookingEventOf(row: BookingEventRow): BookingEvent {
  return {
    id: row.id,
    kind: row.kind,
    actor: { kind: row.actor_kind, name: row.actor_name },
    reason: row.reason,
    fee: row.fee,
    waivedFee: row.waived_fee,
    ...(row.changes ? { changes: JSON.parse(row.changes) as FieldChange[] } : {}),
    ...(row.item_id && row.item_id !== row.booking_id ? { itemId: row.item_id } : {}),
    at: row.created_at,
  };
}

/** The admin's view: the guest's booking, the masked card (never the token), the reason and the history. */
export function adminBookingDetailOf(
  rows: readonly BookingRow[],
  events: BookingEventRow[],
  tenant: string,
  now: Date,
  language: OtaLanguage,
): AdminBookingDetail {
  const [row] = rows;
  if (!row) throw new Error("A booking has at least one item");
  return {
    ...bookingOf(rows, now, language),
    tenantName: tenant,
    card: row.payment_card ? (JSON.parse(row.payment_card) as MaskedCard) : null,
    cancellationReason: row.cancellation_reason,
    events: events.map(bookingEventOf),
  };
}
