import type { AdminBookingFilter, AdminBookingSort, SortDirection } from "../../../shared/ota/admin-booking";
import { BOOKING_APARTMENTS_SQL, BOOKING_STATUS_SQL, BOOKING_TOTAL_SQL, FIRST_ITEMS_ONLY } from "./booking-items-sql";

/**
 * The operators' bookings list as SQL: the filter object (validated by the contract's schema) becomes
 * a WHERE clause with bound parameters only (no value ever lands in the SQL text), the sort an ORDER
 * BY from a fixed map with the id as tie-break, so that pages never overlap. `b` is the bookings
 * table, `p` the joined properties (sorting by property name).
 */
export type SqlPart = { sql: string; binds: unknown[] };

/** One ORDER BY per sortable column; the direction is applied to every term. */
const SORT_COLUMNS: Record<AdminBookingSort, readonly string[]> = {
  created: ["b.created_at"],
  arrival: ["b.from_date"],
  departure: ["b.to_date"],
  reference: ["b.reference"],
  guest: ["b.guest_last_name COLLATE NOCASE", "b.guest_first_name COLLATE NOCASE"],
  property: ["p.name COLLATE NOCASE"],
  total: [BOOKING_TOTAL_SQL],
  status: [BOOKING_STATUS_SQL],
};

/** LIKE's wildcards and the escape character itself, escaped with a backslash (ESCAPE '\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The day after an ISO date: "created until D" means created before the next day began. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * WHERE for a filter; `ibeUid` (the tenant of the path, or the platform admin's tenant filter) comes
 * first so that the tenant's indexes lead. Free text: a reference starting with it, or a guest's
 * e-mail or name containing it (case-insensitive for ASCII, SQLite's LIKE). A booking of several
 * apartments is one row (its first item's): its status is the whole booking's.
 */
export function adminBookingsWhere(filter: AdminBookingFilter): SqlPart {
  const clauses: string[] = [];
  const binds: unknown[] = [];
  const bind = (value: unknown) => {
    binds.push(value);
    return `?${binds.length}`;
  };
  if (filter.ibeUid) clauses.push(`b.ibe_uid = ${bind(filter.ibeUid)}`);
  if (filter.status) clauses.push(`${BOOKING_STATUS_SQL} = ${bind(filter.status)}`);
  if (filter.propertyId) clauses.push(`b.property_id = ${bind(filter.propertyId)}`);
  if (filter.arrivalFrom) clauses.push(`b.from_date >= ${bind(filter.arrivalFrom)}`);
  if (filter.arrivalTo) clauses.push(`b.from_date <= ${bind(filter.arrivalTo)}`);
  if (filter.createdFrom) clauses.push(`b.created_at >= ${bind(filter.createdFrom)}`);
  if (filter.createdTo) clauses.push(`b.created_at < ${bind(nextDay(filter.createdTo))}`);
  if (filter.q) {
    const text = escapeLike(filter.q);
    const prefix = bind(`${text}%`);
    const anywhere = bind(`%${text}%`);
    clauses.push(
      `(b.reference LIKE ${prefix} ESCAPE '\\' OR b.guest_email LIKE ${anywhere} ESCAPE '\\'` +
        ` OR (b.guest_first_name || ' ' || b.guest_last_name) LIKE ${anywhere} ESCAPE '\\')`,
    );
  }
  clauses.push(FIRST_ITEMS_ONLY);
  return { sql: `WHERE ${clauses.join(" AND ")}`, binds };
}

export function adminBookingsOrder(sort: AdminBookingSort, dir: SortDirection): string {
  const direction = dir === "asc" ? "ASC" : "DESC";
  return `ORDER BY ${[...SORT_COLUMNS[sort], "b.id"].map((c) => `${c} ${direction}`).join(", ")}`;
}

export type AdminBookingsPage = {
  filter: AdminBookingFilter;
  sort: AdminBookingSort;
  dir: SortDirection;
  page: number;
  pageSize: number;
};

const ROW_COLUMNS = `b.id, b.reference, b.ibe_uid, tn.name AS tenant_name, ${BOOKING_STATUS_SQL} AS status, b.guest_first_name,
  b.guest_last_name, b.guest_email, b.property_id, p.name AS property_name, t.kind AS type_kind, t.tier AS type_tier, t.name AS type_name,
  b.from_date, b.to_date, b.currency, ${BOOKING_TOTAL_SQL} AS total, b.created_at, b.cms, b.utm_source, b.utm_medium, b.utm_campaign,
  json_extract(b.price, '$.monthly.perMonth') AS per_month, ${BOOKING_APARTMENTS_SQL} AS apartments`;

/** One page of rows, newest (or however sorted) first. */
export function adminBookingsPageSql(q: AdminBookingsPage): SqlPart {
  const where = adminBookingsWhere(q.filter);
  const n = where.binds.length;
  return {
    sql: `SELECT ${ROW_COLUMNS}
      FROM bookings b
      LEFT JOIN properties p ON p.id = b.property_id
      LEFT JOIN apartment_types t ON t.id = b.apartment_type_id
      LEFT JOIN tenants tn ON tn.ibe_uid = b.ibe_uid
      ${where.sql} ${adminBookingsOrder(q.sort, q.dir)} LIMIT ?${n + 1} OFFSET ?${n + 2}`,
    binds: [...where.binds, q.pageSize, (q.page - 1) * q.pageSize],
  };
}

/** Count and sum of totals per currency over the whole filtered set. */
export function adminBookingsTotalsSql(filter: AdminBookingFilter): SqlPart {
  const where = adminBookingsWhere(filter);
  return {
    sql: `SELECT b.currency AS currency, count(*) AS count, sum(${BOOKING_TOTAL_SQL}) AS total
      FROM bookings b ${where.sql} GROUP BY b.currency ORDER BY b.currency`,
    binds: where.binds,
  };
}
