import type { BookingStatus } from "../../../shared/ota/booking";

/**
 * A booking of several apartments (decision 0142) from its items: the whole booking's status and what
 * it costs now. Each item keeps its own status, price and cancellation fee.
 */
export type ItemStanding = { status: BookingStatus; total: number; cancellationFee: number };

/** Cancelled only when every item is; confirmed when any active item is; else requested. */
export function bookingStatusOfItems(items: readonly Pick<ItemStanding, "status">[]): BookingStatus {
  const active = items.filter((i) => i.status !== "cancelled");
  if (active.length === 0) return "cancelled";
  return active.some((i) => i.status === "confirmed") ? "confirmed" : "requested";
}

/** Active items' totals plus cancelled items' fees, minor units. */
export function bookingTotalOfItems(items: readonly ItemStanding[]): number {
  return items.reduce((sum, i) => sum + (i.status === "cancelled" ? i.cancellationFee : i.total), 0);
}

/** The items a cancellation takes: those named (each must be one of the booking's), else every active one. */
export function itemsToCancel<T extends { id: string; status: BookingStatus }>(
  items: readonly T[],
  itemIds: readonly string[] | undefined,
): { cancel: T[]; unknown: string[] } {
  const unknown = (itemIds ?? []).filter((id) => !items.some((i) => i.id === id));
  const named = itemIds ? items.filter((i) => itemIds.includes(i.id)) : items;
  return { cancel: named.filter((i) => i.status !== "cancelled"), unknown };
}
