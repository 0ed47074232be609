/**
 * The guard that makes a booking of several apartments all or nothing (decision 0142), the same device
 * as the units guard (units-guard.ts): each item's insert carries its own conditions and writes nothing
 * when one fails; this statement, after them in the same batch, fails the batch (rolling every item
 * back) unless every item's row was written, and its error names the first item that was not.
 */
const MARK = "booking_item_missing";

/** A statement that fails its batch unless a row exists for each of `itemIds` (in the booking's order). */
export function failUnlessEveryItemWritten(db: D1Database, itemIds: readonly string[]): D1PreparedStatement {
  return db
    .prepare(
      `SELECT json_extract('{}', '${MARK} ' || j.key) FROM json_each(?1) j
       WHERE NOT EXISTS (SELECT 1 FROM bookings b WHERE b.id = j.value) LIMIT 1`,
    )
    .bind(JSON.stringify(itemIds));
}

/** The index of the item a batch failed on by the guard, or null when it failed for another reason. */
export function itemRefusedByGuard(error: unknown): number | null {
  const message = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  const index = new RegExp(`${MARK} (\\d+)`).exec(message)?.[1];
  return index === undefined ? null : Number(index);
}
