import type { BookingActor } from "../../../shared/ota/admin-booking";
import { snapshotOfBookingAfterCancelling } from "../deliveries/booking-snapshot-of";
import { OtaError } from "../http/responses";
import { type BookingRow, type BookingWrite, cancelBookingItems } from "../repositories/bookings";
import { bookingStatusOfItems, itemsToCancel } from "../rules/booking-items";
import { cancellationTermsOf } from "./booking-view";

/** What cancelling one item charges, from its policy's fee now (an admin may waive it). */
export type ItemCharge = (policyFeeNow: number) => { fee: number; waivedFee: number | null; reason: string | null };

/**
 * Cancels the items named of a booking (its rows, the first item's first), or every active one without
 * names (decision 0142): each at its own policy's fee now, as `charge` settles it. An id that is not
 * one of the booking's items is refused; items already cancelled are left as they are.
 */
export async function cancelBookingItemsNow(
  db: D1Database,
  rows: readonly BookingRow[],
  itemIds: readonly string[] | undefined,
  charge: ItemCharge,
  actor: BookingActor,
  reason: string | null,
  now: Date,
): Promise<BookingWrite> {
  const [lead] = rows;
  if (!lead) throw new Error("A booking has at least one item");
  const { cancel, unknown } = itemsToCancel(rows, itemIds);
  if (unknown.length > 0)
    throw new OtaError("invalid_input", "Not an item of this booking", [
      { path: "body.itemIds", message: `unknown ${unknown.join(", ")}` },
    ]);
  if (cancel.length === 0) return { written: false, eventIds: [] };
  const at = now.toISOString();
  const charged = cancel.map((row) => ({ row, ...charge(cancellationTermsOf(row, now).fee) }));
  const after = rows.map((r) => ({ status: cancel.includes(r) ? ("cancelled" as const) : r.status }));
  const kind = bookingStatusOfItems(after) === "cancelled" ? "cancelled" : "modified";
  return cancelBookingItems(db, { id: lead.id, ibeUid: lead.ibe_uid }, charged, {
    at,
    reason: charged[0]?.reason ?? reason,
    actor,
    event: { kind, snapshot: snapshotOfBookingAfterCancelling(rows, new Set(cancel.map((r) => r.id)), at) },
  });
}
