import { APARTMENT_COLUMNS, type ApartmentRow } from "./rows";

/** One apartment type with its property, if the tenant's engine carries it. */
export async function findApartment(
  db: D1Database,
  ibeUid: string,
  apartmentTypeId: string,
): Promise<ApartmentRow | null> {
  return db
    .prepare(
      `SELECT ${APARTMENT_COLUMNS}
       FROM apartment_types t
       JOIN properties p ON p.id = t.property_id
       JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
       WHERE t.id = ?2`,
    )
    .bind(ibeUid, apartmentTypeId)
    .first<ApartmentRow>();
}

export type GeoCandidateQuery = {
  ibeUid: string;
  minLat: number;
  maxLat: number;
  minLong: number;
  maxLong: number;
  guests: number;
  nights: number;
  from: string;
  to: string;
};

/** An apartment row with the busiest night's bookings over the stay. */
export type CandidateRow = ApartmentRow & { max_booked: number | null };

/**
 * The radius search's prefilter: apartment types in the tenant's engine whose property lies in the
 * bounding box (index on properties(lat, long)), that take the guests and the stay's length and have no
 * closed night in the stay. The caller applies the exact radius and the capacity check.
 */
export async function findCandidates(db: D1Database, q: GeoCandidateQuery): Promise<CandidateRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${APARTMENT_COLUMNS},
         (SELECT max(n) FROM (SELECT count(*) AS n FROM booking_nights bn
            WHERE bn.apartment_type_id = t.id AND bn.night >= ?8 AND bn.night < ?9 GROUP BY bn.night)) AS max_booked
       FROM properties p
       JOIN property_tenants pt ON pt.property_id = p.id AND pt.ibe_uid = ?1
       JOIN apartment_types t ON t.property_id = p.id
       WHERE p.lat BETWEEN ?2 AND ?3 AND p.long BETWEEN ?4 AND ?5
         AND t.max_occupancy >= ?6 AND t.min_stay <= ?7 AND t.max_stay >= ?7
         AND NOT EXISTS (SELECT 1 FROM closures c
            WHERE c.apartment_type_id = t.id AND c.start_date < ?9 AND c.end_date > ?8)`,
    )
    .bind(q.ibeUid, q.minLat, q.maxLat, q.minLong, q.maxLong, q.guests, q.nights, q.from, q.to)
    .all<CandidateRow>();
  return results;
}

export async function tenantExists(db: D1Database, ibeUid: string): Promise<boolean> {
  const row = await db.prepare("SELECT 1 AS ok FROM tenants WHERE ibe_uid = ?1").bind(ibeUid).first<{ ok: number }>();
  return row !== null;
}
