import type { DaySettings } from "../../../shared/ota/back-office-calendar";
import type { NightFacts } from "../rules/availability";
import type { DayPrices } from "../rules/pricing";
import type { DayRestriction } from "../rules/stay-restrictions";

/** Bookings and the calendar's days (closed, units, prices, restrictions) of one apartment type over a range of nights. */
export type OccupancyFacts = NightFacts & {
  bookedByNight: Map<string, number>;
  closedNights: Set<string>;
  unitsByNight: Map<string, number>;
  /** The nights the operator priced, before a rate plan's factor (pricing's `dayPrices`). */
  dayPrices: Record<string, number>;
  /** Restrictions of the days from `from` to `to`, both included (the departure day counts). */
  restrictions: Map<string, DayRestriction>;
};

/** A calendar_days row (migrations 0011, 0021). */
export type CalendarDayRow = {
  apartment_type_id: string;
  date: string;
  closed_to_arrival: number;
  closed_to_departure: number;
  min_stay: number | null;
  closed: number;
  units: number | null;
  price: number | null;
  max_stay: number | null;
};

export const CALENDAR_DAY_COLUMNS =
  "apartment_type_id, date, closed_to_arrival, closed_to_departure, min_stay, closed, units, price, max_stay";

export function daySettingsOf(row: CalendarDayRow): DaySettings {
  return {
    price: row.price,
    units: row.units,
    closed: row.closed === 1,
    closedToArrival: row.closed_to_arrival === 1,
    closedToDeparture: row.closed_to_departure === 1,
    minStay: row.min_stay,
  };
}

export async function loadOccupancy(
  db: D1Database,
  apartmentTypeId: string,
  from: string,
  to: string,
): Promise<OccupancyFacts> {
  const occupancies = await loadOccupancies(db, [apartmentTypeId], from, to);
  return occupancies.get(apartmentTypeId) ?? emptyFacts();
}

const emptyFacts = (): OccupancyFacts => ({
  bookedByNight: new Map(),
  closedNights: new Set(),
  unitsByNight: new Map(),
  dayPrices: {},
  restrictions: new Map(),
});

/** The day's restrictions as the stay rules read them (rules/stay-restrictions.ts). */
function restrictionOf(row: CalendarDayRow): DayRestriction {
  return {
    closedToArrival: row.closed_to_arrival === 1,
    closedToDeparture: row.closed_to_departure === 1,
    minStay: row.min_stay,
    maxStay: row.max_stay,
  };
}

/**
 * Bookings and calendar days of several apartment types over one range of nights, in one round trip of
 * two indexed reads (booking_nights_type_night, calendar_days' key), not one read per type. The days
 * are read from `from` to `to` both included: the departure day's restrictions bear on a stay, its
 * night (closed, units, price) does not.
 */
export async function loadOccupancies(
  db: D1Database,
  apartmentTypeIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, OccupancyFacts>> {
  const occupancies = new Map<string, OccupancyFacts>();
  for (const id of apartmentTypeIds) occupancies.set(id, emptyFacts());
  if (apartmentTypeIds.length === 0) return occupancies;
  const ids = JSON.stringify([...new Set(apartmentTypeIds)]);
  const [booked, days] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT bn.apartment_type_id AS id, bn.night, count(*) AS n
         FROM json_each(?1) j CROSS JOIN booking_nights bn ON bn.apartment_type_id = j.value
         WHERE bn.night >= ?2 AND bn.night < ?3 GROUP BY bn.apartment_type_id, bn.night`,
      )
      .bind(ids, from, to),
    db
      .prepare(
        `SELECT ${CALENDAR_DAY_COLUMNS.replace(/(^|, )/g, "$1d.")}
         FROM json_each(?1) j CROSS JOIN calendar_days d ON d.apartment_type_id = j.value
         WHERE d.date >= ?2 AND d.date <= ?3`,
      )
      .bind(ids, from, to),
  ]);
  for (const r of (booked?.results ?? []) as { id: string; night: string; n: number }[]) {
    occupancies.get(r.id)?.bookedByNight.set(r.night, r.n);
  }
  for (const row of (days?.results ?? []) as CalendarDayRow[]) {
    const facts = occupancies.get(row.apartment_type_id);
    if (!facts) continue;
    facts.restrictions.set(row.date, restrictionOf(row));
    // The departure day's night is not the stay's.
    if (row.date >= to) continue;
    if (row.closed === 1) facts.closedNights.add(row.date);
    if (row.units !== null) facts.unitsByNight.set(row.date, row.units);
    if (row.price !== null) facts.dayPrices[row.date] = row.price;
  }
  return occupancies;
}

/** Only the nights that have a price, or undefined: pricing's fast path takes no `dayPrices` at all. */
export function dayPricesOrNone(facts: Pick<OccupancyFacts, "dayPrices">): DayPrices | undefined {
  for (const _ in facts.dayPrices) return facts.dayPrices;
  return undefined;
}
