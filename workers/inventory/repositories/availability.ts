import type { DayRestriction } from "../rules/stay-restrictions";

/** Bookings, closures and day restrictions of one apartment type over a range of nights. */
export type OccupancyFacts = {
  bookedByNight: Map<string, number>;
  closures: { start: string; end: string }[];
  /** Restrictions of the days from `from` to `to`, both included (the departure day counts). */
  restrictions: Map<string, DayRestriction>;
};

type RestrictionRow = {
  apartment_type_id: string;
  date: string;
  closed_to_arrival: number;
  closed_to_departure: number;
  min_stay: number | null;
};

function restrictionOf(row: RestrictionRow): DayRestriction {
  return {
    closedToArrival: row.closed_to_arrival === 1,
    closedToDeparture: row.closed_to_departure === 1,
    minStay: row.min_stay,
  };
}

const RESTRICTION_COLUMNS = "apartment_type_id, date, closed_to_arrival, closed_to_departure, min_stay";

export async function loadOccupancy(
  db: D1Database,
  apartmentTypeId: string,
  from: string,
  to: string,
): Promise<OccupancyFacts> {
  const [booked, closed, restricted] = await db.batch<
    { night?: string; n?: number; start_date?: string; end_date?: string } & Partial<RestrictionRow>
  >([
    db
      .prepare(
        `SELECT night, count(*) AS n FROM booking_nights
         WHERE apartment_type_id = ?1 AND night >= ?2 AND night < ?3 GROUP BY night`,
      )
      .bind(apartmentTypeId, from, to),
    db
      .prepare(
        `SELECT start_date, end_date FROM closures
         WHERE apartment_type_id = ?1 AND start_date < ?3 AND end_date > ?2`,
      )
      .bind(apartmentTypeId, from, to),
    db
      .prepare(
        `SELECT ${RESTRICTION_COLUMNS} FROM stay_restrictions
         WHERE apartment_type_id = ?1 AND date >= ?2 AND date <= ?3`,
      )
      .bind(apartmentTypeId, from, to),
  ]);
  const bookedByNight = new Map<string, number>();
  for (const r of booked?.results ?? []) if (r.night) bookedByNight.set(r.night, r.n ?? 0);
  const closures = (closed?.results ?? []).map((r) => ({ start: r.start_date ?? "", end: r.end_date ?? "" }));
  const restrictions = new Map<string, DayRestriction>();
  for (const r of (restricted?.results ?? []) as RestrictionRow[]) restrictions.set(r.date, restrictionOf(r));
  return { bookedByNight, closures, restrictions };
}

/**
 * The restrictions of every apartment type on a stay's arrival and departure days, by type: one read for
 * a whole search (index on stay_restrictions(date, apartment_type_id)).
 */
export async function loadRestrictionsOn(
  db: D1Database,
  from: string,
  to: string,
): Promise<Map<string, Map<string, DayRestriction>>> {
  const { results } = await db
    .prepare(`SELECT ${RESTRICTION_COLUMNS} FROM stay_restrictions WHERE date IN (?1, ?2)`)
    .bind(from, to)
    .all<RestrictionRow>();
  const byType = new Map<string, Map<string, DayRestriction>>();
  for (const row of results) {
    const days = byType.get(row.apartment_type_id) ?? new Map<string, DayRestriction>();
    days.set(row.date, restrictionOf(row));
    byType.set(row.apartment_type_id, days);
  }
  return byType;
}
