import type { UnavailableReason } from "../../../shared/ota/apartment";

export type StayRules = { minStay: number; maxStay: number; maxOccupancy: number };

/** The stay rules of an apartment type; null when the stay fits them. */
export function checkStayRules(rules: StayRules, nights: number, guests: number): UnavailableReason | null {
  if (guests > rules.maxOccupancy) return "too_many_guests";
  if (nights < rules.minStay) return "min_stay";
  if (nights > rules.maxStay) return "max_stay";
  return null;
}

/** What bears on a night's free units: bookings, the nights closed and the nights' own units for sale. */
export type NightFacts = {
  bookedByNight: ReadonlyMap<string, number>;
  closedNights: ReadonlySet<string>;
  /** The units for sale the calendar set on a night (calendar_days.units), by date. */
  unitsByNight: ReadonlyMap<string, number>;
};

/**
 * Units free on every night of the stay: the busiest night's units for sale (the night's own, never more
 * than the type's) less its bookings, 0 when any night is closed (by the operator or sold elsewhere).
 */
export function unitsLeftForStay(units: number, nights: readonly string[], facts: NightFacts): number {
  let left = units;
  for (const night of nights) {
    if (facts.closedNights.has(night)) return 0;
    const forSale = Math.min(units, facts.unitsByNight.get(night) ?? units);
    left = Math.min(left, forSale - (facts.bookedByNight.get(night) ?? 0));
  }
  return Math.max(0, left);
}
