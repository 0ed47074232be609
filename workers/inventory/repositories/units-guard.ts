/**
 * The guard that keeps an apartment type's units for sale at or above what is booked, inside the
 * write that lowers them (decisions 0105, 0107). D1 has no interactive transactions: a check read
 * before the batch can miss a booking committed between the read and the batch. A batch runs as one
 * transaction, one batch at a time, so a statement in it sees the state the batch's writes before it
 * made, with every committed booking; failing it rolls the whole batch back (bookings guard their
 * own units the same way, in their insert's conditions, repositories/bookings.ts).
 *
 * SQLite raises no error on a condition outside a trigger, so the guard asks `json_extract` for a
 * path that is none: the error it raises names the path, which carries this mark and the night.
 */
const MARK = "units_below_bookings";

/** Which nights the guard looks at: from a day on, or only the given dates. */
export type GuardedNights = { from: string } | { dates: readonly string[] };

/**
 * A statement that fails its batch if, on a night it guards, more units are booked than the type
 * sells that night (the day's units for sale, never more than the type's). Put it after the writes.
 */
export function failIfUnitsBelowBookings(
  db: D1Database,
  apartmentTypeId: string,
  nights: GuardedNights,
): D1PreparedStatement {
  const where = "from" in nights ? "bn.night >= ?2" : "bn.night IN (SELECT value FROM json_each(?2))";
  return db
    .prepare(
      `SELECT json_extract('{}', '${MARK} ' || bn.night) FROM booking_nights bn
       JOIN apartment_types t ON t.id = bn.apartment_type_id
       LEFT JOIN calendar_days d ON d.apartment_type_id = bn.apartment_type_id AND d.date = bn.night
       WHERE bn.apartment_type_id = ?1 AND ${where}
       GROUP BY bn.night
       HAVING count(*) > min(coalesce(d.units, t.units), t.units)`,
    )
    .bind(apartmentTypeId, "from" in nights ? nights.from : JSON.stringify(nights.dates));
}

/** The night a batch failed on by the guard, or null when it failed for another reason. */
export function nightRefusedByGuard(error: unknown): string | null {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return new RegExp(`${MARK} (\\d{4}-\\d{2}-\\d{2})`).exec(message)?.[1] ?? null;
}
