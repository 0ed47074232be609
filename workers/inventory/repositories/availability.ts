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

export async function loadOccupancy(
  db: D1Database,
  apartmentTypeId: string,
  from: string,
  to: string,
): Promise<OccupancyFacts> {
  const occupancies = await loadOccupancies(db, [apartmentTypeId], from, to);
  return occupancies.get(apartmentTypeId) ?? emptyFacts();
}

const emptyFacts = (): OccupancyFacts => ({ bookedByNight: new Map(), closures: [], restrictions: new Map() });

/**
 * Bookings, closures and day restrictions of several apartment types over one range of nights, in one
 * round trip of three indexed reads (booking_nights_type_night, closures_type, stay_restrictions), not
 * one read per type.
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
  const [booked, closed, restricted] = await db.batch<
    { id: string; night?: string; n?: number; start_date?: string; end_date?: string } & Partial<RestrictionRow>
  >([
    db
      .prepare(
        `SELECT bn.apartment_type_id AS id, bn.night, count(*) AS n
         FROM json_each(?1) j CROSS JOIN booking_nights bn ON bn.apartment_type_id = j.value
         WHERE bn.night >= ?2 AND bn.night < ?3 GROUP BY bn.apartment_type_id, bn.night`,
      )
      .bind(ids, from, to),
    db
      .prepare(
        `SELECT c.apartment_type_id AS id, c.start_date, c.end_date
         FROM json_each(?1) j CROSS JOIN closures c ON c.apartment_type_id = j.value
         WHERE c.start_date < ?3 AND c.end_date > ?2`,
      )
      .bind(ids, from, to),
    db
      .prepare(
        `SELECT r.apartment_type_id AS id, r.apartment_type_id, r.date, r.closed_to_arrival,
                r.closed_to_departure, r.min_stay
         FROM json_each(?1) j CROSS JOIN stay_restrictions r ON r.apartment_type_id = j.value
         WHERE r.date >= ?2 AND r.date <= ?3`,
      )
      .bind(ids, from, to),
  ]);
  for (const r of booked?.results ?? []) {
    if (r.night) occupancies.get(r.id)?.bookedByNight.set(r.night, r.n ?? 0);
  }
  for (const r of closed?.results ?? []) {
    occupancies.get(r.id)?.closures.push({ start: r.start_date ?? "", end: r.end_date ?? "" });
  }
  for (const r of (restricted?.results ?? []) as (RestrictionRow & { id: string })[]) {
    occupancies.get(r.id)?.restrictions.set(r.date, restrictionOf(r));
  }
  return occupancies;
}
