import type { UnavailableReason } from "../../../shared/ota/apartment";

export type StayRules = { minStay: number; maxStay: number; maxOccupancy: number };

/** The stay rules of an apartment type; null when the stay fits them. */
export function checkStayRules(rules: StayRules, nights: number, guests: number): UnavailableReason | null {
  if (guests > rules.maxOccupancy) return "too_many_guests";
  if (nights < rules.minStay) return "min_stay";
  if (nights > rules.maxStay) return "max_stay";
  return null;
}

/**
 * Units free on every night of the stay: units minus the busiest night's bookings, 0 when any night
 * is closed (blocked or sold out at the source).
 */
export function unitsLeftForStay(
  units: number,
  nights: readonly string[],
  bookedByNight: ReadonlyMap<string, number>,
  closedNights: ReadonlySet<string>,
): number {
  let left = units;
  for (const night of nights) {
    if (closedNights.has(night)) return 0;
    left = Math.min(left, units - (bookedByNight.get(night) ?? 0));
  }
  return Math.max(0, left);
}

/** Nights closed by blocked ranges [start, end). */
export function closedNightsOf(
  ranges: readonly { start: string; end: string }[],
  nights: readonly string[],
): Set<string> {
  const closed = new Set<string>();
  for (const night of nights) {
    if (ranges.some((r) => r.start <= night && night < r.end)) closed.add(night);
  }
  return closed;
}
