import { describe, expect, it } from "vitest";
import { formatIsoDate, today } from "../dates/iso-date";
import {
  type BookingListState,
  bookingListSearch,
  DEFAULT_STATE,
  pageRange,
  parseBookingList,
  sortedBy,
} from "./booking-list-query";

/** A day `days` from today (the list's rules read no calendar; no table holds a date that will pass). */
const day = (days: number) => formatIsoDate(today().add(days, "day"));
const soon = day(3);
const later = day(12);
const dayBeforeLater = day(11);
const monthAfterSoon = day(33);
const lastMonth = day(-27);
const inAMonth = day(30);
const inTwoMonths = day(61);
/** The year of a day, with a month that does not exist. */
const BAD_MONTH = `${soon.slice(0, 4)}-13-01`;

const parse = (search: string, tenants = false) => parseBookingList(new URLSearchParams(search), { tenants });

describe("reading the bookings list from its URL", () => {
  it.each([
    ["", DEFAULT_STATE],
    [
      `status=cancelled&arrivalFrom=${soon}&arrivalTo=${monthAfterSoon}&q=+Ada+&property=p-12`,
      {
        ...DEFAULT_STATE,
        filter: {
          status: "cancelled",
          arrivalFrom: soon,
          arrivalTo: monthAfterSoon,
          q: "Ada",
          propertyId: "p-12",
        },
      },
    ],
    [
      `createdFrom=${lastMonth}&createdTo=${lastMonth}&sort=arrival&dir=asc&page=3&size=25`,
      {
        filter: { createdFrom: lastMonth, createdTo: lastMonth },
        sort: "arrival",
        dir: "asc",
        page: 3,
        pageSize: 25,
      },
    ],
    ["sort=guest", { ...DEFAULT_STATE, sort: "guest", dir: "asc" }],
    ["sort=total", { ...DEFAULT_STATE, sort: "total", dir: "desc" }],
    ["sort=password&dir=sideways&page=-2&size=1000", DEFAULT_STATE],
    ["page=2.5&size=30", DEFAULT_STATE],
    ["tenant=citynest", DEFAULT_STATE],
  ] as [string, BookingListState][])("%j reads as %j", (search, expected) => {
    const { state, errors } = parse(search);
    expect(state).toEqual(expected);
    expect(errors).toEqual({});
  });

  it("reads the tenant only for the platform admin", () => {
    expect(parse("tenant=citynest", true).state.filter).toEqual({ ibeUid: "citynest" });
    expect(parse("tenant=City%20Nest", true).errors).toEqual({ ibeUid: "adminBookings.errors.tenant" });
  });

  it.each([
    ["status=paid", { status: "adminBookings.errors.status" }, { status: "paid" }],
    [`arrivalFrom=${BAD_MONTH}`, { arrivalFrom: "adminBookings.errors.date" }, { arrivalFrom: BAD_MONTH }],
    ["createdTo=yesterday", { createdTo: "adminBookings.errors.date" }, { createdTo: "yesterday" }],
    ["property=a%20b", { propertyId: "adminBookings.errors.property" }, { propertyId: "a b" }],
    [`q=${"x".repeat(101)}`, { q: "adminBookings.errors.text" }, { q: "x".repeat(101) }],
    [
      `arrivalFrom=${later}&arrivalTo=${soon}`,
      { arrivalTo: "adminBookings.errors.rangeOrder" },
      { arrivalFrom: later, arrivalTo: soon },
    ],
    [
      `createdFrom=${later}&createdTo=${dayBeforeLater}&status=requested`,
      { createdTo: "adminBookings.errors.rangeOrder" },
      { createdFrom: later, createdTo: dayBeforeLater, status: "requested" },
    ],
  ])("%j drops the bad value with a message and keeps the input", (search, errors, values) => {
    const parsed = parse(search);
    expect(parsed.errors).toEqual(errors);
    expect(parsed.values).toEqual(values);
    for (const field of Object.keys(errors)) expect(parsed.state.filter).not.toHaveProperty(field);
  });

  it("keeps the good filters beside a bad one", () => {
    expect(parse("status=paid&q=Q-ABCD").state.filter).toEqual({ q: "Q-ABCD" });
  });
});

describe("writing the bookings list's URL", () => {
  it.each([
    [DEFAULT_STATE, ""],
    [{ ...DEFAULT_STATE, filter: { status: "confirmed", q: "a b" } }, "?status=confirmed&q=a+b"],
    [{ ...DEFAULT_STATE, filter: { ibeUid: "citynest" }, page: 2 }, "?tenant=citynest&page=2"],
    [{ ...DEFAULT_STATE, sort: "arrival", dir: "asc", pageSize: 100 }, "?sort=arrival&dir=asc&size=100"],
  ] as [BookingListState, string][])("%j is %j", (state, search) => {
    expect(bookingListSearch(state)).toBe(search);
  });

  it.each([
    `status=cancelled&arrivalFrom=${soon}&sort=guest&dir=desc&page=4`,
    `tenant=citynest&createdFrom=${inAMonth}&createdTo=${inTwoMonths}&size=25`,
  ])("reads back what it wrote: %s", (search) => {
    const { state } = parse(search, true);
    expect(parse(bookingListSearch(state).slice(1), true).state).toEqual(state);
  });
});

describe("sorting by a column header", () => {
  it.each([
    [DEFAULT_STATE, "created", "created", "asc"],
    [{ ...DEFAULT_STATE, sort: "created", dir: "asc" }, "created", "created", "desc"],
    [DEFAULT_STATE, "guest", "guest", "asc"],
    [{ ...DEFAULT_STATE, sort: "guest", dir: "asc", page: 5 }, "guest", "guest", "desc"],
    [{ ...DEFAULT_STATE, sort: "guest", dir: "asc" }, "arrival", "arrival", "desc"],
  ] as const)("from %j a click on %s sorts by %s %s on page 1", (state, column, sort, dir) => {
    expect(sortedBy(state as BookingListState, column)).toMatchObject({ sort, dir, page: 1 });
  });
});

describe("the rows a page shows", () => {
  it.each([
    [1, 50, 1234, { first: 1, last: 50, pages: 25 }],
    [25, 50, 1234, { first: 1201, last: 1234, pages: 25 }],
    [99, 50, 1234, { first: 1201, last: 1234, pages: 25 }],
    [1, 25, 0, { first: 0, last: 0, pages: 1 }],
    [2, 25, 50, { first: 26, last: 50, pages: 2 }],
  ])("page %d of size %d over %d bookings: %j", (page, pageSize, count, expected) => {
    expect(pageRange({ page, pageSize }, count)).toEqual(expected);
  });
});
