import { describe, expect, it } from "vitest";
import type { CalendarEdit, DaySettings } from "../../../shared/ota/back-office-calendar";
import { WEEKDAYS } from "../../../shared/ota/back-office-calendar";
import {
  applySettings,
  chosenDays,
  editedDays,
  editSummary,
  isUnsetDay,
  nightsBelowBookings,
  UNSET_DAY,
  unitsForSale,
} from "./calendar-edit";

const day = (over: Partial<DaySettings>): DaySettings => ({ ...UNSET_DAY, ...over });
const edit = (over: Partial<CalendarEdit>): CalendarEdit => ({
  from: "2026-12-01",
  to: "2026-12-07",
  weekdays: [...WEEKDAYS],
  set: {},
  ...over,
});

describe("chosenDays", () => {
  it.each([
    // 1 December 2026 is a Tuesday.
    { why: "every day, both ends included", weekdays: [...WEEKDAYS], days: 7, first: "2026-12-01", last: "2026-12-07" },
    { why: "weekends", weekdays: ["sat", "sun"] as const, days: 2, first: "2026-12-05", last: "2026-12-06" },
    { why: "Mondays only", weekdays: ["mon"] as const, days: 1, first: "2026-12-07", last: "2026-12-07" },
    { why: "a weekday not in the range", weekdays: ["wed"] as const, days: 1, first: "2026-12-02", last: "2026-12-02" },
  ])("$why", ({ weekdays, days, first, last }) => {
    const chosen = chosenDays(edit({ weekdays: [...weekdays] }));
    expect(chosen).toHaveLength(days);
    expect([chosen[0], chosen.at(-1)]).toEqual([first, last]);
  });

  it("a single day and a whole leap year", () => {
    expect(chosenDays(edit({ from: "2028-02-29", to: "2028-02-29" }))).toEqual(["2028-02-29"]);
    expect(chosenDays(edit({ from: "2028-01-01", to: "2028-12-31" }))).toHaveLength(366);
  });
});

describe("applySettings", () => {
  const held = day({ price: 9_000, units: 2, closedToArrival: true, minStay: 3 });
  it.each([
    { why: "leaves out what is not set", set: {}, after: held },
    { why: "sets a price", set: { price: 12_000 }, after: { ...held, price: 12_000 } },
    { why: "returns to the card's price", set: { price: null }, after: { ...held, price: null } },
    { why: "returns to all units", set: { units: null }, after: { ...held, units: null } },
    { why: "closes", set: { closed: true }, after: { ...held, closed: true } },
    { why: "opens to arrival", set: { closedToArrival: false }, after: { ...held, closedToArrival: false } },
    { why: "closes to departure", set: { closedToDeparture: true }, after: { ...held, closedToDeparture: true } },
    { why: "returns to the type's minimum stay", set: { minStay: null }, after: { ...held, minStay: null } },
    {
      why: "sets everything at once",
      set: { price: 1, units: 0, closed: true, closedToArrival: false, closedToDeparture: true, minStay: 7 },
      after: { price: 1, units: 0, closed: true, closedToArrival: false, closedToDeparture: true, minStay: 7 },
    },
  ])("$why", ({ set, after }) => {
    expect(applySettings(held, set)).toEqual(after);
  });
});

describe("editedDays", () => {
  const current = new Map([
    ["2026-12-02", day({ price: 15_000 })],
    ["2026-12-03", day({ closed: true })],
  ]);
  it.each([
    {
      why: "a price on three days: each changed day with before and after",
      edit: edit({ to: "2026-12-03", set: { price: 15_000 } }),
      changes: [
        { date: "2026-12-01", before: UNSET_DAY, after: day({ price: 15_000 }) },
        { date: "2026-12-03", before: day({ closed: true }), after: day({ closed: true, price: 15_000 }) },
      ],
    },
    {
      why: "opening a closed day leaves it unset",
      edit: edit({ set: { closed: false } }),
      changes: [{ date: "2026-12-03", before: day({ closed: true }), after: UNSET_DAY }],
    },
    {
      why: "only the chosen weekdays",
      edit: edit({ weekdays: ["thu"], set: { closedToArrival: true } }),
      changes: [
        { date: "2026-12-03", before: day({ closed: true }), after: day({ closed: true, closedToArrival: true }) },
      ],
    },
    {
      why: "nothing when every day already holds it",
      edit: edit({ from: "2026-12-02", to: "2026-12-02", set: { price: 15_000 } }),
      changes: [],
    },
  ])("$why", ({ edit, changes }) => {
    expect(editedDays(edit, current)).toEqual(changes);
  });

  it("a year of days in one edit", () => {
    expect(editedDays(edit({ from: "2027-01-01", to: "2027-12-31", set: { minStay: 2 } }), new Map())).toHaveLength(
      365,
    );
  });
});

describe("nightsBelowBookings", () => {
  const booked = new Map([
    ["2026-12-01", 2],
    ["2026-12-02", 1],
  ]);
  it.each([
    { units: 2, nights: [] },
    { units: 1, nights: ["2026-12-01"] },
    { units: 0, nights: ["2026-12-01", "2026-12-02"] },
    { units: null, nights: [] },
  ])("units $units: $nights", ({ units, nights }) => {
    const changes = editedDays(
      edit({ to: "2026-12-03", set: { units } }),
      new Map([["2026-12-01", day({ units: 3 })]]),
    );
    expect(nightsBelowBookings(changes, booked)).toEqual(nights);
  });
});

describe("unitsForSale and isUnsetDay", () => {
  it.each([
    { typeUnits: 4, units: null, forSale: 4 },
    { typeUnits: 4, units: 2, forSale: 2 },
    { typeUnits: 4, units: 0, forSale: 0 },
    // The type shrank below what the day once set.
    { typeUnits: 1, units: 3, forSale: 1 },
  ])("type $typeUnits, day $units: $forSale", ({ typeUnits, units, forSale }) => {
    expect(unitsForSale(typeUnits, { units })).toBe(forSale);
  });

  it.each([
    { held: UNSET_DAY, unset: true },
    { held: day({ price: 1 }), unset: false },
    { held: day({ units: 0 }), unset: false },
    { held: day({ closedToDeparture: true }), unset: false },
    { held: day({ minStay: 2 }), unset: false },
  ])("%o", ({ held, unset }) => {
    expect(isUnsetDay(held)).toBe(unset);
  });
});

describe("editSummary", () => {
  it("names the range, weekdays and changed days, and each field set with its values before and after", () => {
    const e = edit({ to: "2026-12-03", weekdays: ["tue", "wed", "thu"], set: { price: 15_000, closed: true } });
    const current = new Map([["2026-12-02", day({ price: 12_000 })]]);
    expect(editSummary(e, editedDays(e, current))).toEqual([
      {
        field: "days",
        before: null,
        after: {
          from: "2026-12-01",
          to: "2026-12-03",
          weekdays: ["tue", "wed", "thu"],
          changed: ["2026-12-01", "2026-12-02", "2026-12-03"],
        },
      },
      { field: "price", before: [null, 12_000], after: 15_000 },
      { field: "closed", before: false, after: true },
    ]);
  });
});
