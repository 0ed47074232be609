import type { Booking, BookingItem } from "../../../shared/ota/booking";
import { isActiveItem } from "./booking-items";
import type { StayEvent } from "./ical";

/**
 * A booking's calendar events: one per apartment (decision 0142), each under its item's id, so a
 * booking of one apartment keeps the UID it always had (its item id is the booking's id). A cancelled
 * apartment stays in the file as a CANCELLED event, so a calendar that imported the file before drops
 * it on the next import instead of keeping a stay that no longer exists. Pure: the caller words each
 * event in the guest's language.
 */
export function bookingCalendarEvents(
  booking: Pick<Booking, "status" | "from" | "to" | "createdAt" | "items">,
  input: {
    host: string;
    url: string;
    summary: (item: BookingItem) => string;
    description: (item: BookingItem) => string;
  },
): StayEvent[] {
  return booking.items.map((item) => {
    const a = item.address;
    return {
      uid: `${item.itemId}@${input.host}`,
      arrival: booking.from,
      departure: booking.to,
      summary: input.summary(item),
      description: input.description(item),
      location: `${a.street} ${a.houseNumber}, ${a.postcode} ${a.city}`,
      stamp: item.cancellation.cancelledAt ?? booking.createdAt,
      status: !isActiveItem(item) ? "CANCELLED" : booking.status === "requested" ? "TENTATIVE" : "CONFIRMED",
      url: input.url,
    };
  });
}
