import type { Campaign } from "../../../shared/campaign/campaign-param";
import type { BookingStatus } from "../../../shared/ota/booking";
import type { StayPrice } from "../../../shared/ota/listing";

/** The kinds of booking event pushed out to channel managers. */
export type BookingEventKind = "created" | "modified" | "cancelled";

/** One apartment of a booking (decision 0142) as its event tells it: a booking row of its own. */
export type BookingSnapshotItem = {
  id: string;
  status: BookingStatus;
  apartmentType: BookingSnapshot["apartmentType"];
  ratePlanId: string;
  guests: number;
  price: Pick<StayPrice, "currency" | "total" | "lines">;
  cancelledAt: string | null;
};

/**
 * The booking as it was when its event was written, kept in the event's outbox row (JSON): a later
 * change cannot alter what an earlier event says, and a resent event says the same again. No card data.
 */
export type BookingSnapshot = {
  id: string;
  reference: string;
  status: BookingStatus;
  createdAt: string;
  from: string;
  to: string;
  guests: number;
  propertyId: string;
  apartmentType: {
    id: string;
    name: string;
    /** The apartment type's channel links (`channelLinks`): each channel's code for it. */
    channelLinks: Record<string, { externalId?: string } | undefined>;
  };
  ratePlanId: string;
  price: Pick<StayPrice, "currency" | "total" | "lines">;
  guest: { firstName: string; lastName: string; email: string };
  cancelledAt: string | null;
  /** Where the guest came from (decision 0137); absent in events written before it was kept. */
  campaign?: Campaign | null;
  /**
   * Every apartment of the booking, the first (the top level's) included (decision 0142); absent in
   * events written before bookings had several (snapshotItemsOf reads those as their one apartment).
   */
  items?: BookingSnapshotItem[];
};

/** A snapshot's apartments: its items, or the top level as the one item of an older event. */
export function snapshotItemsOf(snapshot: BookingSnapshot): BookingSnapshotItem[] {
  if (snapshot.items && snapshot.items.length > 0) return snapshot.items;
  const { id, status, apartmentType, ratePlanId, guests, price, cancelledAt } = snapshot;
  return [{ id, status, apartmentType, ratePlanId, guests, price, cancelledAt }];
}

/** The code a channel knows the apartment type by, if the operator linked it (null otherwise). */
export function channelCodeOf(snapshot: Pick<BookingSnapshot, "apartmentType">, channel: string | null): string | null {
  if (!channel) return null;
  return snapshot.apartmentType.channelLinks[channel]?.externalId ?? null;
}

/** The number of digits after the decimal point in a currency's amounts (EUR 2, JPY 0). */
function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** An amount in minor units as the exact decimal string receivers expect: EUR 48000 -> "480.00". */
export function decimalAmount(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? "-" : "";
  const text = String(Math.abs(minor)).padStart(digits + 1, "0");
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
