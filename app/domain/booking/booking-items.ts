import type { Booking, BookingItem } from "../../../shared/ota/booking";

/**
 * The apartments (items) of a booking as the pages and mails after booking show them (decision 0142):
 * a booking of one apartment reads as before, one of several lists each with its own price, terms and
 * status. Pure.
 */

type WithItems = Pick<Booking, "items">;

/** Whether the booking holds several apartments: its surfaces then show and cancel each on its own. */
export const hasSeveralItems = (booking: WithItems): boolean => booking.items.length > 1;

export const isActiveItem = (item: Pick<BookingItem, "status">): boolean => item.status !== "cancelled";

/** "Studio, Haus am See": an item as a line names it. */
export const itemName = (item: Pick<BookingItem, "apartmentTypeName" | "propertyName">): string =>
  `${item.apartmentTypeName}, ${item.propertyName}`;

/** The booking's active item of that id, the one a guest or an admin may cancel; null for any other id. */
export function cancellableItem(booking: WithItems, itemId: string | null | undefined): BookingItem | null {
  return booking.items.find((item) => item.itemId === itemId && isActiveItem(item)) ?? null;
}

/**
 * The items a cancellation cancelled, read from the booking it answered: those named (the ones now
 * cancelled), or without names every cancelled item.
 */
export function cancelledItemsOf(booking: WithItems, itemIds?: readonly string[]): BookingItem[] {
  return booking.items.filter(
    (item) => !isActiveItem(item) && (itemIds === undefined || itemIds.includes(item.itemId)),
  );
}

/** What cancelling (or having cancelled) these items costs: each at its own policy's fee. */
export const feeOfItems = (items: readonly Pick<BookingItem, "cancellation">[]): number =>
  items.reduce((sum, item) => sum + item.cancellation.fee, 0);

/** Until when cancelling all these items is free: the earliest item's end of free cancellation; null when one is never free. */
export function freeUntilOfItems(items: readonly Pick<BookingItem, "cancellation">[]): string | null {
  const ends = items.map((item) => item.cancellation.freeUntil);
  if (ends.length === 0 || ends.some((end) => end === null)) return null;
  return (ends as string[]).reduce((earliest, end) => (end < earliest ? end : earliest));
}

/** The guests of the whole booking, every active item's. */
export const guestsOfItems = (items: readonly Pick<BookingItem, "guests">[]): number =>
  items.reduce((sum, item) => sum + item.guests, 0);
