import { campaignOfValues } from "../../../shared/campaign/campaign-param";
import type { BookingStatus } from "../../../shared/ota/booking";
import type { StayPrice } from "../../../shared/ota/listing";
import type { BookingRow, NewBooking } from "../repositories/bookings";
import type { ApartmentRow } from "../repositories/stored-rows";
import { joinedTypeNameOf, typeNameOf } from "../services/type-name";
import type { BookingSnapshot, BookingSnapshotItem } from "./booking-snapshot";

function linksOf(json: string | null | undefined): BookingSnapshot["apartmentType"]["channelLinks"] {
  if (!json) return {};
  const parsed = JSON.parse(json) as unknown;
  return parsed && typeof parsed === "object" ? (parsed as BookingSnapshot["apartmentType"]["channelLinks"]) : {};
}

/** A new item: its row's facts, its apartment and its price. */
export type NewSnapshotItem = {
  item: Pick<NewBooking, "id" | "ratePlanId" | "guests">;
  type: ApartmentRow;
  price: StayPrice;
};

function newItemSnapshot({ item, type, price }: NewSnapshotItem, status: BookingStatus): BookingSnapshotItem {
  return {
    id: item.id,
    status,
    apartmentType: { id: type.id, name: typeNameOf(type, "en"), channelLinks: linksOf(type.channel_links) },
    ratePlanId: item.ratePlanId,
    guests: item.guests,
    price: { currency: price.currency, total: price.total, lines: price.lines },
    cancelledAt: null,
  };
}

/**
 * A booking about to be written, as its "created" event tells it (names in English, the channels'
 * language): the first apartment at the top, every apartment in `items` (decision 0142).
 */
export function snapshotOfNewBooking(
  b: Omit<NewBooking, "snapshot">,
  type: ApartmentRow,
  price: StayPrice,
  further: readonly NewSnapshotItem[] = [],
): BookingSnapshot {
  const first = newItemSnapshot({ item: b, type, price }, b.status);
  return {
    ...first,
    reference: b.reference,
    createdAt: b.createdAt,
    from: b.from,
    to: b.to,
    propertyId: b.propertyId,
    guest: { firstName: b.firstName, lastName: b.lastName, email: b.email },
    campaign: b.campaign ?? null,
    items: [first, ...further.map((f) => newItemSnapshot(f, b.status))],
  };
}

/** A stored item as it stands. */
function storedItemSnapshot(row: BookingRow): BookingSnapshotItem {
  const price = JSON.parse(row.price) as StayPrice;
  return {
    id: row.id,
    status: row.status,
    apartmentType: {
      id: row.apartment_type_id,
      name: joinedTypeNameOf(row, "en"),
      channelLinks: linksOf(row.type_channel_links),
    },
    ratePlanId: row.rate_plan_id,
    guests: row.guests,
    price: { currency: row.currency, total: row.total, lines: price.lines ?? [] },
    cancelledAt: row.cancelled_at,
  };
}

/** A stored booking as it stands (its stay, price and state). */
function snapshotOfStoredBooking(row: BookingRow): BookingSnapshot {
  return {
    ...storedItemSnapshot(row),
    reference: row.reference,
    createdAt: row.created_at,
    from: row.from_date,
    to: row.to_date,
    propertyId: row.property_id,
    guest: { firstName: row.guest_first_name, lastName: row.guest_last_name, email: row.guest_email },
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
  const items = rows.map((r) => {
    const item = storedItemSnapshot(r);
    return cancelled.has(r.id) ? { ...item, status: "cancelled" as const, cancelledAt: at } : item;
  });
  const everyItem = items.every((i) => i.status === "cancelled");
  const top = everyItem
    ? snapshotOfCancelledBooking(lead, at)
    : { ...snapshotOfStoredBooking(lead), status: "confirmed" as const };
  return { ...top, items };
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
