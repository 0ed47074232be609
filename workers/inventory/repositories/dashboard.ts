import type { DashboardWindow } from "../../../shared/admin/dashboard-windows";
import type { BookingStatus } from "../../../shared/ota/booking";
import { BOOKING_STATUS_SQL, FIRST_ITEMS_ONLY } from "./booking-items-sql";

/**
 * The admin dashboard's queries: one tenant's (`ibeUid`) or every tenant's (null). Each uses an index
 * that starts with the tenant and the date it filters on (migrations 0001 and 0007).
 */
export type DashboardStayRow = {
  id: string;
  ibe_uid: string;
  reference: string;
  guest_first_name: string;
  guest_last_name: string;
  property_name: string | null;
  from_date: string;
  to_date: string;
  guests: number;
  status: BookingStatus;
};

/** `?1` is the tenant or null for every tenant. */
const TENANT = "(?1 IS NULL OR b.ibe_uid = ?1)";

/**
 * Today's arrivals (`from_date`) or departures (`to_date`) that are not cancelled: the first `limit` and
 * the count. A booking of several apartments is one stay (its first item's row, decision 0142).
 */
export async function staysOfTheDay(
  db: D1Database,
  ibeUid: string | null,
  column: "from_date" | "to_date",
  day: string,
  limit: number,
): Promise<{ total: number; rows: DashboardStayRow[] }> {
  const where = `${TENANT} AND b.${column} = ?2 AND ${FIRST_ITEMS_ONLY} AND ${BOOKING_STATUS_SQL} <> 'cancelled'`;
  const [count, list] = await db.batch([
    db.prepare(`SELECT COUNT(*) AS n FROM bookings b WHERE ${where}`).bind(ibeUid, day),
    db
      .prepare(
        `SELECT b.id, b.ibe_uid, b.reference, b.guest_first_name, b.guest_last_name, p.name AS property_name,
           b.from_date, b.to_date, b.guests, b.status
         FROM bookings b LEFT JOIN properties p ON p.id = b.property_id
         WHERE ${where} ORDER BY b.reference LIMIT ?3`,
      )
      .bind(ibeUid, day, limit),
  ]);
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return { total, rows: (list?.results ?? []) as DashboardStayRow[] };
}

export type PeriodRow = { currency: string; bookings: number; cancelled: number; revenue: number };

/**
 * Bookings created in a window, per currency: how many are not cancelled, how many are, and the
 * revenue (totals of the bookings not cancelled plus the fees of the cancelled ones). A booking of
 * several apartments counts once (its first item's row, with the whole booking's status); its revenue
 * is its items' (decision 0142).
 */
export async function periodFigures(
  db: D1Database,
  ibeUid: string | null,
  window: Pick<DashboardWindow, "createdFrom" | "createdBefore">,
): Promise<PeriodRow[]> {
  const { results } = await db
    .prepare(
      `SELECT b.currency AS currency,
         SUM(CASE WHEN ${FIRST_ITEMS_ONLY} AND ${BOOKING_STATUS_SQL} <> 'cancelled' THEN 1 ELSE 0 END) AS bookings,
         SUM(CASE WHEN ${FIRST_ITEMS_ONLY} AND ${BOOKING_STATUS_SQL} = 'cancelled' THEN 1 ELSE 0 END) AS cancelled,
         SUM(CASE WHEN b.status <> 'cancelled' THEN b.total ELSE COALESCE(b.cancellation_fee, 0) END) AS revenue
       FROM bookings b
       WHERE ${TENANT} AND b.created_at >= ?2 AND b.created_at < ?3
       GROUP BY b.currency ORDER BY b.currency`,
    )
    .bind(ibeUid, window.createdFrom, window.createdBefore)
    .all<PeriodRow>();
  return results;
}
