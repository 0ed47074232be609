import { campaignOfValues } from "../../../shared/campaign/campaign-param";
import type { StayPrice } from "../../../shared/ota/listing";
import type { BookingRow, NewBooking } from "../repositories/bookings";
import type { ApartmentRow } from "../repositories/stored-rows";
import { joinedTypeNameOf, typeNameOf } from "../services/type-name";
import type { BookingSnapshot } from "./booking-snapshot";

function linksOf(json: string | null | undefined): BookingSnapshot["apartmentType"]["channelLinks"] {
  if (!json) return {};
  const parsed = JSON.parse(json) as unknown;
  return parsed && typeof parsed === "object" ? (parsed as BookingSnapshot["apartmentType"]["channelLinks"]) : {};
}

/** A booking about to be written, as its "created" event tells it (names in English, the channels' language). */
export function snapshotOfNewBooking(
  b: Omit<NewBooking, "snapshot">,
  type: ApartmentRow,
  price: StayPrice,
): BookingSnapshot {
  return {
    id: b.id,
    reference: b.reference,
    status: b.status,
    createdAt: b.createdAt,
    from: b.from,
    to: b.to,
    guests: b.guests,
    propertyId: b.propertyId,
    apartmentType: { id: type.id, name: typeNameOf(type, "en"), channelLinks: linksOf(type.channel_links) },
    ratePlanId: b.ratePlanId,
    price: { currency: price.currency, total: price.total, lines: price.lines },
    guest: { firstName: b.firstName, lastName: b.lastName, email: b.email },
    cancelledAt: null,
    campaign: b.campaign ?? null,
  };
}

/** A stored booking as it stands (its stay, price and state). */
function snapshotOfStoredBooking(row: BookingRow): BookingSnapshot {
  const price = JSON.parse(row.price) as StayPrice;
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    createdAt: row.created_at,
    from: row.from_date,
    to: row.to_date,
    guests: row.guests,
    propertyId: row.property_id,
    apartmentType: {
      id: row.apartment_type_id,
      name: joinedTypeNameOf(row, "en"),
      channelLinks: linksOf(row.type_channel_links),
    },
    ratePlanId: row.rate_plan_id,
    price: { currency: row.currency, total: row.total, lines: price.lines ?? [] },
    guest: { firstName: row.guest_first_name, lastName: row.guest_last_name, email: row.guest_email },
    cancelledAt: row.cancelled_at,
    campaign: campaignOfValues(row),
  };
}

/** A stored booking as it is once cancelled at `cancelledAt`. */
export function snapshotOfCancelledBooking(row: BookingRow, cancelledAt: string): BookingSnapshot {
  return { ...snapshotOfStoredBooking(row), status: "cancelled", cancelledAt };
}

/**
 * A booking (its rows, the first item's first) as it is once the items named are cancelled at `at`
 * (decision 0142): cancelled when no item is left, else as it stands.
 */
export function snapshotOfBookingAfterCancelling(
  rows: readonly BookingRow[],
  cancelled: ReadonlySet<string>,
  at: string,
): BookingSnapshot {
  const [lead] = rows;
  if (!lead) throw new Error("A booking has at least one item");
  const everyItem = rows.every((r) => r.status === "cancelled" || cancelled.has(r.id));
  return everyItem ? snapshotOfCancelledBooking(lead, at) : { ...snapshotOfStoredBooking(lead), status: "confirmed" };
}

/** A stored booking as it is once its stay changed (its "modified" event, docs/decisions/0140). */
export function snapshotOfChangedBooking(
  row: BookingRow,
  change: { from: string; to: string; guests: number; ratePlanId: string; price: StayPrice },
): BookingSnapshot {
  const { price, ...stay } = change;
  return {
    ...snapshotOfStoredBooking(row),
    ...stay,
    price: { currency: price.currency, total: price.total, lines: price.lines },
  };
}
