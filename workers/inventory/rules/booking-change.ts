import type { ExtraService } from "../../../shared/ota/apartment";
import type { BookingChangeStay, ChangeRefusal } from "../../../shared/ota/booking-change";
import type { Money } from "../../../shared/ota/common";
import type { PriceLine, StayPrice } from "../../../shared/ota/listing";
import type { NightFacts } from "./availability";
import type { CancellationTerms } from "./cancellation";
import { type BookedExtra, extraServiceAmount } from "./pricing";

/**
 * Changing a booking's stay (docs/decisions/0140), as pure functions of the booking's stay, terms and
 * price, so that a booking of several items can apply them to each item.
 */

/** What the rule needs of a booking: its state, its stay, and whether it was an enquiry's offer. */
export type ChangeableStay = BookingChangeStay & {
  status: string;
  fromRfpOffer: boolean;
  /** A booking of several apartments (decision 0142) is not changed: an item is cancelled or booked again. */
  severalApartments?: boolean;
};

/**
 * Why a booking cannot take the new stay, or null when it can: a cancelled booking, a stay that has
 * begun (arrival today or earlier), an enquiry's offer (its dates and price were negotiated), a booking
 * of several apartments (decision 0142), terms
 * whose free cancellation is over or never was (a change is free while free cancellation lasts, so it
 * never dodges a fee), and a "change" to the same stay.
 */
export function changeRefusal(
  booking: ChangeableStay,
  terms: Pick<CancellationTerms, "fee" | "freeUntil">,
  stay: BookingChangeStay,
  today: string,
): ChangeRefusal | null {
  if (booking.status === "cancelled") return "cancelled";
  if (booking.from <= today) return "started";
  if (booking.fromRfpOffer) return "rfpOffer";
  if (booking.severalApartments) return "severalApartments";
  if (terms.freeUntil === null || terms.fee > 0) return "terms";
  if (booking.from === stay.from && booking.to === stay.to && booking.guests === stay.guests) return "unchanged";
  return null;
}

/** New total less old total: above 0 the guest pays it, below 0 gets it back. */
export function changeDifference(before: StayPrice, after: StayPrice): Money {
  return { amount: after.total - before.total, currency: after.currency };
}

/**
 * The extras a booking took, to price them again for the new stay: each one the apartment still offers,
 * with the quantity its line's amount shows (the line is the extra's price for the old stay times it).
 * One no longer offered is dropped.
 */
export function bookedExtrasOf(
  lines: readonly PriceLine[],
  offered: readonly ExtraService[],
  old: { nights: number; guests: number },
): BookedExtra[] {
  const extras: BookedExtra[] = [];
  for (const line of lines) {
    if (line.code !== "extraService") continue;
    const extra = offered.find((e) => e.id === line.serviceId);
    if (!extra) continue;
    const one = extraServiceAmount({ ...extra, quantity: 1 }, old.nights, old.guests);
    extras.push({ ...extra, quantity: one > 0 ? Math.max(1, Math.round(line.amount / one)) : 1 });
  }
  return extras;
}

/** The nights' facts without the booking's own nights: a changed stay never competes with itself. */
export function withoutOwnNights<T extends NightFacts>(facts: T, ownNights: readonly string[]): T {
  const booked = new Map(facts.bookedByNight);
  for (const night of ownNights) {
    const count = booked.get(night);
    if (count !== undefined) booked.set(night, Math.max(0, count - 1));
  }
  return { ...facts, bookedByNight: booked };
}
