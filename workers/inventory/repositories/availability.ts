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
  const [booked, closed] = await db.batch<{ night?: string; n?: number; start_date?: string; end_date?: string }>([
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
  ]);
  const bookedByNight = new Map<string, number>();
  for (const r of booked?.results ?? []) if (r.night) bookedByNight.set(r.night, r.n ?? 0);
  const closures = (closed?.results ?? []).map((r) => ({ start: r.start_date ?? "", end: r.end_date ?? "" }));
  return { bookedByNight, closures };
}
