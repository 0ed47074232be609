import { describe, expect, it } from "vitest";
import { type AvailabilityDay, availabilityOf, clippedRange, dayRuns } from "./ari-out";

const day = (date: string, overrides: Partial<AvailabilityDay> = {}): AvailabilityDay => ({
  date,
  unitsLeft: 3,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: 2,
  maxStay: 30,
  ...overrides,
});

const days = (first: string, count: number, overrides: (i: number) => Partial<AvailabilityDay> = () => ({})) =>
  Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
    return day(date, overrides(i));
  });

describe("dayRuns: consecutive equal days are one run", () => {
  it("300 equal days are one run", () => {
    const runs = dayRuns(days("2027-01-01", 300), availabilityOf);
    expect(runs.map((run) => [run.start, run.end])).toEqual([["2027-01-01", "2027-10-27"]]);
  });

  it.each<[string, (i: number) => Partial<AvailabilityDay>, Array<[string, string]>]>([
    [
      "a booked night splits the run",
      (i) => (i === 2 ? { unitsLeft: 2 } : {}),
      [
        ["2027-01-01", "2027-01-02"],
        ["2027-01-03", "2027-01-03"],
        ["2027-01-04", "2027-01-05"],
      ],
    ],
    [
      "a closed night says no units",
      (i) => (i >= 3 ? { closed: true } : {}),
      [
        ["2027-01-01", "2027-01-03"],
        ["2027-01-04", "2027-01-05"],
      ],
    ],
    [
      "a closed arrival splits",
      (i) => (i === 0 ? { closedToArrival: true } : {}),
      [
        ["2027-01-01", "2027-01-01"],
        ["2027-01-02", "2027-01-05"],
      ],
    ],
    [
      "alternating minimum stays",
      (i) => ({ minStay: i % 2 === 0 ? 2 : 3 }),
      [
        ["2027-01-01", "2027-01-01"],
        ["2027-01-02", "2027-01-02"],
        ["2027-01-03", "2027-01-03"],
        ["2027-01-04", "2027-01-04"],
        ["2027-01-05", "2027-01-05"],
      ],
    ],
  ])("%s", (_name, overrides, runs) => {
    expect(dayRuns(days("2027-01-01", 5, overrides), availabilityOf).map((run) => [run.start, run.end])).toEqual(runs);
  });

  it("a closed night's units are 0 whatever is left", () => {
    expect(dayRuns([day("2027-01-01", { closed: true, unitsLeft: 3 })], availabilityOf)[0]?.value.unitsLeft).toBe(0);
  });

  it("a gap between days starts a new run", () => {
    const runs = dayRuns([day("2027-01-01"), day("2027-01-03")], availabilityOf);
    expect(runs).toHaveLength(2);
  });

  it("prices run by equal amounts", () => {
    const prices = [100, 100, 120, 120, 100].map((price, i) => ({ date: `2027-01-0${i + 1}`, price }));
    expect(dayRuns(prices, (d) => d.price)).toEqual([
      { start: "2027-01-01", end: "2027-01-02", value: 100 },
      { start: "2027-01-03", end: "2027-01-04", value: 120 },
      { start: "2027-01-05", end: "2027-01-05", value: 100 },
    ]);
  });
});

describe("clippedRange", () => {
  it.each<[string, string, { from: string; to: string } | null]>([
    ["2027-01-01", "2027-01-31", { from: "2027-01-10", to: "2027-01-31" }],
    ["2026-12-01", "2026-12-31", null],
    ["2027-01-20", "2029-06-01", { from: "2027-01-20", to: "2028-12-31" }],
  ])("%s..%s", (from, to, clipped) => {
    expect(clippedRange({ from, to }, "2027-01-10", "2028-12-31")).toEqual(clipped);
  });
});
