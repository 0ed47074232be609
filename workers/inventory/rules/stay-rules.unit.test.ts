import { describe, expect, it } from "vitest";
import { priceStay, type RateCard } from "./pricing";
import { calendarDays, calendarSpan, publicNightlyRate } from "./stay-calendar";
import {
  checkRestrictedStay,
  type DayRestriction,
  maxStayFrom,
  minStayFrom,
  stayEndRestrictions,
} from "./stay-restrictions";

const day = (r: Partial<DayRestriction>): DayRestriction => ({
  closedToArrival: false,
  closedToDeparture: false,
  minStay: null,
  maxStay: null,
  ...r,
});

describe("minStayFrom", () => {
  it.each([
    { type: 2, restriction: undefined, minStay: 2 },
    { type: 2, restriction: day({ minStay: 5 }), minStay: 5 },
    { type: 4, restriction: day({ minStay: 3 }), minStay: 4 },
    { type: 1, restriction: day({ closedToArrival: true }), minStay: 1 },
  ])("type $type, day $restriction.minStay: $minStay", ({ type, restriction, minStay }) => {
    expect(minStayFrom(type, restriction)).toBe(minStay);
  });
});

describe("checkRestrictedStay", () => {
  const rules = { minStay: 2, maxStay: 30, maxOccupancy: 3 };
  // 2026-07-03 is a Friday (min stay 4 from it), 2026-07-05 a Sunday (closed to arrival),
  // 2026-07-11 a Saturday (closed to departure).
  const restrictions = new Map([
    ["2026-07-03", day({ minStay: 4 })],
    ["2026-07-05", day({ closedToArrival: true })],
    ["2026-07-11", day({ closedToDeparture: true })],
  ]);
  it.each([
    { name: "no restriction on either day", from: "2026-07-06", to: "2026-07-08", guests: 2, reason: null },
    { name: "arrival closed", from: "2026-07-05", to: "2026-07-08", guests: 2, reason: "closed_to_arrival" },
    { name: "departure closed", from: "2026-07-08", to: "2026-07-11", guests: 2, reason: "closed_to_departure" },
    { name: "a closed departure day can be arrived on", from: "2026-07-11", to: "2026-07-13", guests: 1, reason: null },
    { name: "a closed arrival day can be left on", from: "2026-07-03", to: "2026-07-07", guests: 1, reason: null },
    {
      name: "shorter than the arrival day's minimum",
      from: "2026-07-03",
      to: "2026-07-06",
      guests: 1,
      reason: "min_stay",
    },
    { name: "the day's minimum met", from: "2026-07-03", to: "2026-07-07", guests: 1, reason: null },
    { name: "shorter than the type's minimum", from: "2026-07-06", to: "2026-07-07", guests: 1, reason: "min_stay" },
    { name: "too many guests comes first", from: "2026-07-05", to: "2026-07-06", guests: 4, reason: "too_many_guests" },
    {
      name: "closed arrival before min stay",
      from: "2026-07-05",
      to: "2026-07-06",
      guests: 1,
      reason: "closed_to_arrival",
    },
    { name: "longer than the maximum", from: "2026-07-06", to: "2026-08-06", guests: 1, reason: "max_stay" },
  ])("$name: $reason", ({ from, to, guests, reason }) => {
    const nights = (Date.parse(to) - Date.parse(from)) / 86_400_000;
    expect(checkRestrictedStay(rules, { from, to, nights, guests }, restrictions)).toBe(reason);
  });
});

describe("maxStayFrom", () => {
  it.each([
    { type: 30, restriction: undefined, maxStay: 30 },
    { type: 30, restriction: day({ maxStay: 7 }), maxStay: 7 },
    { type: 5, restriction: day({ maxStay: 7 }), maxStay: 5 },
    { type: 30, restriction: day({ minStay: 3 }), maxStay: 30 },
  ])("type $type, day $restriction.maxStay: $maxStay", ({ type, restriction, maxStay }) => {
    expect(maxStayFrom(type, restriction)).toBe(maxStay);
  });
});

describe("a channel manager's maximum stay from the arrival day", () => {
  const rules = { minStay: 1, maxStay: 30, maxOccupancy: 2 };
  const from = "2026-07-03";
  it.each([
    { nights: 3, to: "2026-07-06", arrival: day({ maxStay: 3 }), reason: null },
    { nights: 4, to: "2026-07-07", arrival: day({ maxStay: 3 }), reason: "max_stay" },
    { nights: 4, to: "2026-07-07", arrival: undefined, reason: null },
  ])("$nights nights, day max $arrival.maxStay: $reason", ({ nights, to, arrival, reason }) => {
    const days = new Map(arrival ? [[from, arrival]] : []);
    expect(checkRestrictedStay(rules, { from, to, nights, guests: 1 }, days)).toBe(reason);
  });
});

describe("stayEndRestrictions (the two days' rows the radius search reads with each candidate)", () => {
  const rules = { minStay: 2, maxStay: 30, maxOccupancy: 3 };
  const flags = [false, true];
  const rows: (DayRestriction | undefined)[] = [undefined];
  for (const closedToArrival of flags) {
    for (const closedToDeparture of flags) {
      for (const minStay of [null, 1, 3, 5])
        for (const maxStay of [null, 2, 4]) rows.push({ closedToArrival, closedToDeparture, minStay, maxStay });
    }
  }
  // Every pair of arrival and departure rows (or none), for stays of 1 to 6 nights and 1 to 4 guests.
  const cases: { arrival?: DayRestriction; departure?: DayRestriction; nights: number; guests: number }[] = [];
  for (const arrival of rows) {
    for (const departure of rows) {
      for (const nights of [1, 2, 3, 4, 6])
        for (const guests of [1, 4]) cases.push({ arrival, departure, nights, guests });
    }
  }
  it("gives checkRestrictedStay the same answer as the days' full rows, for every combination", () => {
    const from = "2026-07-03";
    let differing = 0;
    let restricted = 0;
    for (const { arrival, departure, nights, guests } of cases) {
      const to = new Date(Date.parse(from) + nights * 86_400_000).toISOString().slice(0, 10);
      const stay = { from, to, nights, guests };
      const full = new Map<string, DayRestriction>();
      if (arrival) full.set(from, arrival);
      if (departure) full.set(to, departure);
      const read = stayEndRestrictions(
        stay,
        {
          closedToArrival: arrival ? (arrival.closedToArrival ? 1 : 0) : null,
          minStay: arrival ? arrival.minStay : null,
          maxStay: arrival ? arrival.maxStay : null,
        },
        departure ? (departure.closedToDeparture ? 1 : 0) : null,
      );
      const want = checkRestrictedStay(rules, stay, full);
      if (want !== null) restricted++;
      if (checkRestrictedStay(rules, stay, read) !== want) differing++;
    }
    expect(cases.length).toBe(rows.length * rows.length * 10);
    expect(restricted).toBeGreaterThan(cases.length / 4);
    expect(differing).toBe(0);
  });

  it.each([
    { name: "no rows", arrival: { closedToArrival: null, minStay: null, maxStay: null }, departure: null, days: [] },
    {
      name: "an arrival row",
      arrival: { closedToArrival: 1, minStay: 4, maxStay: 9 },
      departure: null,
      days: [["2026-07-03", { closedToArrival: true, closedToDeparture: false, minStay: 4, maxStay: 9 }]],
    },
    {
      name: "a departure row",
      arrival: { closedToArrival: null, minStay: null, maxStay: null },
      departure: 1,
      days: [["2026-07-06", { closedToArrival: false, closedToDeparture: true, minStay: null, maxStay: null }]],
    },
  ])("$name", ({ arrival, departure, days }) => {
    expect([...stayEndRestrictions({ from: "2026-07-03", to: "2026-07-06" }, arrival, departure)]).toEqual(days);
  });
});

describe("calendarSpan", () => {
  it.each([
    { month: "2026-07", months: 2, lastDay: "2028-01-01", span: { first: "2026-07-01", last: "2026-08-31" } },
    { month: "2026-12", months: 3, lastDay: "2028-01-01", span: { first: "2026-12-01", last: "2027-02-28" } },
    { month: "2028-02", months: 1, lastDay: "2028-02-10", span: { first: "2028-02-01", last: "2028-02-10" } },
    { month: "2028-03", months: 2, lastDay: "2028-02-10", span: null },
  ])("$month + $months months, horizon $lastDay", ({ month, months, lastDay, span }) => {
    expect(calendarSpan(month, months, lastDay)).toEqual(span);
  });
});

describe("calendar days", () => {
  const card: RateCard = {
    currency: "EUR",
    baseNightly: 10_000,
    weekendFactorBp: 12_000,
    seasonMonths: 1 << 6, // July
    seasonFactorBp: 11_000,
    monthlyRate: 200_000,
    cleaningFee: 5_000,
    extraGuestFee: 0,
    includedGuests: 2,
    cityTax: { kind: "percent", basisPoints: 500 },
  };

  it.each([
    { date: "2026-06-30", factors: [10_000, 9_000], rate: 9_000 }, // Tuesday in June, the saver plan
    { date: "2026-07-03", factors: [10_000], rate: 13_200 }, // Friday in July: weekend and season
    { date: "2026-07-07", factors: [10_000], rate: 11_000 }, // Tuesday in July: season
  ])("the public nightly rate of $date is priceStay's night at the cheapest plan", ({ date, factors, rate }) => {
    expect(publicNightlyRate(card, factors, date)).toBe(rate);
    const cheapest = Math.min(...factors);
    const next = new Date(Date.parse(date) + 86_400_000).toISOString().slice(0, 10);
    expect(priceStay(card, { from: date, to: next, guests: 1, planFactorBp: cheapest }).nightly[0]).toBe(rate);
  });

  it.each([
    { date: "2026-06-30", factors: [10_000, 9_000], dayPrice: 20_000, rate: 18_000 },
    { date: "2026-07-03", factors: [10_000], dayPrice: 5_000, rate: 5_000 }, // no weekend or season factor on it
  ])("a night the operator priced at $dayPrice: $rate at the cheapest plan", ({ date, factors, dayPrice, rate }) => {
    expect(publicNightlyRate(card, factors, date, dayPrice)).toBe(rate);
  });

  const days = calendarDays(
    "2026-07-01",
    "2026-07-06",
    {
      units: 2,
      typeMinStay: 2,
      typeMaxStay: 30,
      bookedByNight: new Map([
        ["2026-07-02", 2],
        ["2026-07-03", 1],
      ]),
      closedNights: new Set(["2026-07-04"]),
      // One unit for sale on the 3rd, and it is booked.
      unitsByNight: new Map([["2026-07-03", 1]]),
      restrictions: new Map([
        ["2026-07-05", day({ closedToArrival: true, maxStay: 5 })],
        ["2026-07-06", day({ closedToDeparture: true, minStay: 7 })],
      ]),
    },
    (date) => Number(date.slice(8)),
  );
  const open = { closed: false, free: true, closedToArrival: false, closedToDeparture: false, minStay: 2, maxStay: 30 };
  it.each([
    { ...open, date: "2026-07-01" },
    { ...open, date: "2026-07-02", free: false },
    { ...open, date: "2026-07-03", free: false },
    { ...open, date: "2026-07-04", closed: true, free: false },
    { ...open, date: "2026-07-05", closedToArrival: true, maxStay: 5 },
    { ...open, date: "2026-07-06", closedToDeparture: true, minStay: 7 },
  ])(
    "$date: free $free, closed $closed, CTA $closedToArrival, CTD $closedToDeparture, min $minStay, max $maxStay",
    (expected) => {
      expect(days.find((d) => d.date === expected.date)).toEqual({ ...expected, rate: Number(expected.date.slice(8)) });
    },
  );
  it("lists every day from the first to the last", () => {
    expect(days.map((d) => d.date)).toHaveLength(6);
  });
});
