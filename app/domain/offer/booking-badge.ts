import type { BookingMode } from "../../../shared/ota/listing";

/** How an apartment is booked, as its badge says: an RFP's offer, directly, on request; an advert has none. */
export type BookingBadge = "rfp" | "direct" | "request";

export function bookingBadge(input: { isRfp: boolean; bookingMode: BookingMode }): BookingBadge | null {
  if (input.isRfp) return "rfp";
  if (input.bookingMode === "Direct") return "direct";
  if (input.bookingMode === "Request") return "request";
  return null;
}
