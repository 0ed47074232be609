import { describe, expect, it } from "vitest";
import { checkStayRules, unitsLeftForStay } from "./availability";
import { stayNights } from "./calendar";
import { checkStayDates } from "./stay-dates";

describe("checkStayRules", () => {
  const rules = { minStay: 3, maxStay: 90, maxOccupancy: 4 };
  it.each([
    { nights: 3, guests: 4, reason: null },
    { nights: 2, guests: 1, reason: "min_stay" },
    { nights: 91, guests: 1, reason: "max_stay" },
    { nights: 5, guests: 5, reason: "too_many_guests" },
    { nights: 90, guests: 1, reason: null },
  ])("$nights nights, $guests guests: $reason", ({ nights, guests, reason }) => {
    expect(checkStayRules(rules, nights, guests)).toBe(reason);
  });
});

describe("unitsLeftForStay", () => {
  const nights = stayNights("2026-05-01", "2026-05-04");
  it.each([
    { name: "nothing booked", units: 3, booked: {}, closed: [], forSale: {}, left: 3 },
    {
      name: "busiest night counts",
      units: 3,
      booked: { "2026-05-02": 2, "2026-05-03": 1 },
      closed: [],
      forSale: {},
      left: 1,
    },
    { name: "full on one night", units: 2, booked: { "2026-05-03": 2 }, closed: [], forSale: {}, left: 0 },
    { name: "closed night", units: 5, booked: {}, closed: ["2026-05-01"], forSale: {}, left: 0 },
    { name: "booking outside the stay", units: 1, booked: { "2026-05-04": 1 }, closed: [], forSale: {}, left: 1 },
    { name: "a night's own units", units: 5, booked: {}, closed: [], forSale: { "2026-05-02": 2 }, left: 2 },
    {
      name: "own units less its bookings",
      units: 5,
      booked: { "2026-05-02": 1 },
      closed: [],
      forSale: { "2026-05-02": 2 },
      left: 1,
    },
    { name: "no night's units for sale", units: 5, booked: {}, closed: [], forSale: { "2026-05-03": 0 }, left: 0 },
    {
      name: "never more than the type's",
      units: 2,
      booked: { "2026-05-01": 1 },
      closed: [],
      forSale: { "2026-05-01": 9 },
      left: 1,
    },
    { name: "own units outside the stay", units: 3, booked: {}, closed: [], forSale: { "2026-05-04": 0 }, left: 3 },
  ])("$name", ({ units, booked, closed, forSale, left }) => {
    const facts = {
      bookedByNight: new Map(Object.entries(booked)),
      closedNights: new Set(closed),
      unitsByNight: new Map(Object.entries(forSale)),
    };
    expect(unitsLeftForStay(units, nights, facts)).toBe(left);
  });
});

describe("checkStayDates", () => {
  it.each([
    { from: "2026-05-01", to: "2026-05-02", today: "2026-04-01", problem: null },
    { from: "2026-05-02", to: "2026-05-02", today: "2026-04-01", problem: "invalid_dates" },
    { from: "2026-05-03", to: "2026-05-02", today: "2026-04-01", problem: "invalid_dates" },
    { from: "2026-05-01", to: "2027-05-02", today: "2026-04-01", problem: "invalid_dates" },
    { from: "2026-03-30", to: "2026-04-05", today: "2026-04-01", problem: "dates_in_past" },
    { from: "2026-03-31", to: "2026-04-05", today: "2026-04-01", problem: null },
    { from: "2028-03-24", to: "2028-03-31", today: "2026-04-01", problem: null },
    { from: "2028-03-25", to: "2028-04-01", today: "2026-04-01", problem: "invalid_dates" },
  ])("$from to $to (today $today): $problem", ({ from, to, today, problem }) => {
    expect(checkStayDates(from, to, today)).toBe(problem);
  });
});
