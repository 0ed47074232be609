import { describe, expect, it } from "vitest";
import type { AdminBookingFilter } from "../../../shared/ota/admin-booking";
import {
  adminBookingsOrder,
  adminBookingsPageSql,
  adminBookingsTotalsSql,
  adminBookingsWhere,
  escapeLike,
} from "./admin-bookings-sql";
import { BOOKING_STATUS_SQL, BOOKING_TOTAL_SQL } from "./booking-items-sql";

describe("the bookings list's WHERE", () => {
  it.each([
    [{}, "WHERE b.lead_booking_id IS NULL", []],
    [{ ibeUid: "citynest" }, "WHERE b.ibe_uid = ?1 AND b.lead_booking_id IS NULL", ["citynest"]],
    [
      { ibeUid: "citynest", status: "confirmed", propertyId: "p-1" },
      `WHERE b.ibe_uid = ?1 AND ${BOOKING_STATUS_SQL} = ?2 AND b.property_id = ?3 AND b.lead_booking_id IS NULL`,
      ["citynest", "confirmed", "p-1"],
    ],
    [
      { arrivalFrom: "2026-12-01", arrivalTo: "2026-12-31" },
      "WHERE b.from_date >= ?1 AND b.from_date <= ?2 AND b.lead_booking_id IS NULL",
      ["2026-12-01", "2026-12-31"],
    ],
    [
      { createdFrom: "2026-11-01", createdTo: "2026-11-30" },
      "WHERE b.created_at >= ?1 AND b.created_at < ?2 AND b.lead_booking_id IS NULL",
      ["2026-11-01", "2026-12-01"],
    ],
    [{ createdTo: "2028-02-28" }, "WHERE b.created_at < ?1 AND b.lead_booking_id IS NULL", ["2028-02-29"]],
    [{ createdTo: "2026-12-31" }, "WHERE b.created_at < ?1 AND b.lead_booking_id IS NULL", ["2027-01-01"]],
    [
      { q: "Ada" },
      "WHERE (b.reference LIKE ?1 ESCAPE '\\' OR b.guest_email LIKE ?2 ESCAPE '\\' OR (b.guest_first_name || ' ' || b.guest_last_name) LIKE ?2 ESCAPE '\\') AND b.lead_booking_id IS NULL",
      ["Ada%", "%Ada%"],
    ],
    [
      { ibeUid: "x", q: "50%_off\\" },
      "WHERE b.ibe_uid = ?1 AND (b.reference LIKE ?2 ESCAPE '\\' OR b.guest_email LIKE ?3 ESCAPE '\\' OR (b.guest_first_name || ' ' || b.guest_last_name) LIKE ?3 ESCAPE '\\') AND b.lead_booking_id IS NULL",
      ["x", "50\\%\\_off\\\\%", "%50\\%\\_off\\\\%"],
    ],
    [{ q: "'; DROP TABLE bookings; --" }, "LIKE ?1", ["'; DROP TABLE bookings; --%", "%'; DROP TABLE bookings; --%"]],
  ] as [AdminBookingFilter, string, unknown[]][])("%j -> %s %j", (filter, sql, binds) => {
    const where = adminBookingsWhere(filter);
    if (sql.startsWith("WHERE") || sql === "") expect(where.sql).toBe(sql);
    else expect(where.sql).toContain(sql);
    expect(where.binds).toEqual(binds);
    expect(where.sql).not.toContain("DROP");
  });
});

describe("the bookings list's ORDER BY", () => {
  it.each([
    ["created", "desc", "ORDER BY b.created_at DESC, b.id DESC"],
    ["arrival", "asc", "ORDER BY b.from_date ASC, b.id ASC"],
    ["departure", "desc", "ORDER BY b.to_date DESC, b.id DESC"],
    ["guest", "asc", "ORDER BY b.guest_last_name COLLATE NOCASE ASC, b.guest_first_name COLLATE NOCASE ASC, b.id ASC"],
    ["property", "desc", "ORDER BY p.name COLLATE NOCASE DESC, b.id DESC"],
    ["total", "asc", `ORDER BY ${BOOKING_TOTAL_SQL} ASC, b.id ASC`],
    ["status", "asc", `ORDER BY ${BOOKING_STATUS_SQL} ASC, b.id ASC`],
    ["reference", "desc", "ORDER BY b.reference DESC, b.id DESC"],
  ] as const)("%s %s -> %s", (sort, dir, sql) => {
    expect(adminBookingsOrder(sort, dir)).toBe(sql);
  });
});

describe("a page and the totals", () => {
  it.each([
    [1, 50, [50, 0]],
    [3, 25, [25, 50]],
  ])("page %d of %d binds LIMIT and OFFSET after the filter: %j", (page, pageSize, tail) => {
    const sql = adminBookingsPageSql({
      filter: { ibeUid: "t", status: "requested" },
      sort: "created",
      dir: "desc",
      page,
      pageSize,
    });
    expect(sql.binds).toEqual(["t", "requested", ...tail]);
    expect(sql.sql).toMatch(
      /WHERE b\.ibe_uid = \?1 AND .* = \?2 AND b\.lead_booking_id IS NULL ORDER BY .* LIMIT \?3 OFFSET \?4$/s,
    );
  });

  it("totals group the filtered set by currency", () => {
    const sql = adminBookingsTotalsSql({ ibeUid: "t" });
    expect(sql.sql).toMatch(
      /count\(\*\).*sum\(\(b\.total \+.*WHERE b\.ibe_uid = \?1 AND b\.lead_booking_id IS NULL GROUP BY b\.currency/s,
    );
    expect(sql.binds).toEqual(["t"]);
  });
});

describe("escaping LIKE patterns", () => {
  it.each([
    ["plain", "plain"],
    ["100%", "100\\%"],
    ["a_b", "a\\_b"],
    ["back\\slash", "back\\\\slash"],
  ])("%j -> %j", (text, expected) => {
    expect(escapeLike(text)).toBe(expected);
  });
});
