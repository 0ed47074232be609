/** Bookings and closures of one apartment type over a range of nights. */
export type OccupancyFacts = {
  bookedByNight: Map<string, number>;
  closures: { start: string; end: string }[];
};

export async function loadOccupancy(
  db: D1Database,
  apartmentTypeId: string,
  from: string,
  to: string,
): Promise<OccupancyFacts> {
  const occupancies = await loadOccupancies(db, [apartmentTypeId], from, to);
  return occupancies.get(apartmentTypeId) ?? { bookedByNight: new Map(), closures: [] };
}

/**
 * Bookings and closures of several apartment types over one range of nights, in one round trip of two
 * indexed reads (booking_nights_type_night, closures_type), not one read per type.
 */
export async function loadOccupancies(
  db: D1Database,
  apartmentTypeIds: readonly string[],
  from: string,
  to: string,
): Promise<Map<string, OccupancyFacts>> {
  const occupancies = new Map<string, OccupancyFacts>();
  for (const id of apartmentTypeIds) occupancies.set(id, { bookedByNight: new Map(), closures: [] });
  if (apartmentTypeIds.length === 0) return occupancies;
  const ids = JSON.stringify([...new Set(apartmentTypeIds)]);
  const [booked, closed] = await db.batch<{
    id: string;
    night?: string;
    n?: number;
    start_date?: string;
    end_date?: string;
  }>([
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
  ]);
  for (const r of booked?.results ?? []) {
    if (r.night) occupancies.get(r.id)?.bookedByNight.set(r.night, r.n ?? 0);
  }
  for (const r of closed?.results ?? []) {
    occupancies.get(r.id)?.closures.push({ start: r.start_date ?? "", end: r.end_date ?? "" });
  }
  return occupancies;
}
