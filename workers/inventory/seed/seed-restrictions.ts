import { addDays, dayOfWeek } from "../rules/calendar";

/** A day restriction the seed writes (a calendar_days row, migrations 0011 and 0021). */
export type RestrictionRow = {
  apartmentTypeId: string;
  date: string;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number | null;
};

/**
 * The demo's day restrictions, in cities whose apartments the product's own tests do not book at random
 * (Leipzig and Dresden): no arrivals on Sundays, at least three nights from a Friday, and in Dresden no
 * departures on Saturdays; for a year from the anchor. Deterministic: a weekly pattern, no random draws,
 * so the rest of the generated inventory is unchanged.
 */
export const RESTRICTED_CITIES: Record<string, { closedToDepartureOn: number | null }> = {
  leipzig: { closedToDepartureOn: null },
  dresden: { closedToDepartureOn: 6 },
};
const SUNDAY = 0;
const FRIDAY = 5;
export const FRIDAY_MIN_STAY = 3;
const DAYS = 366;

export function seedRestrictions(
  types: readonly { id: string; cityId: string; minStay: number }[],
  anchor: string,
): RestrictionRow[] {
  const rows: RestrictionRow[] = [];
  for (const type of types) {
    const city = RESTRICTED_CITIES[type.cityId];
    if (!city) continue;
    for (let i = 0; i < DAYS; i++) {
      const date = addDays(anchor, i);
      const weekday = dayOfWeek(date);
      const closedToArrival = weekday === SUNDAY;
      const closedToDeparture = weekday === city.closedToDepartureOn;
      const minStay = weekday === FRIDAY && FRIDAY_MIN_STAY > type.minStay ? FRIDAY_MIN_STAY : null;
      if (closedToArrival || closedToDeparture || minStay !== null)
        rows.push({ apartmentTypeId: type.id, date, closedToArrival, closedToDeparture, minStay });
    }
  }
  return rows;
}
