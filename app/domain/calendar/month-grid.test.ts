import { describe, expect, it } from "vitest";
import { monthKeyOf, monthWeeks, shiftMonth } from "./month-grid";

const daysOf = (month: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({ date: `${month}-${String(i + 1).padStart(2, "0")}` }));

describe("monthWeeks", () => {
  it.each([
    // December 2026 starts on a Tuesday, ends on a Thursday: 5 weeks.
    { month: "2026-12", count: 31, weeks: 5, leading: 1, trailing: 3 },
    // February 2027 starts on a Monday and has 28 days: exactly 4 weeks.
    { month: "2027-02", count: 28, weeks: 4, leading: 0, trailing: 0 },
    // August 2027 starts on a Sunday: 6 weeks.
    { month: "2027-08", count: 31, weeks: 6, leading: 6, trailing: 5 },
  ])("$month: $weeks weeks", ({ month, count, weeks, leading, trailing }) => {
    const grid = monthWeeks(daysOf(month, count));
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week).toHaveLength(7);
    expect(grid[0]?.findIndex((cell) => cell !== null)).toBe(leading);
    expect(grid.at(-1)?.filter((cell) => cell === null)).toHaveLength(trailing);
    expect(grid.flat().filter((cell) => cell !== null)).toHaveLength(count);
  });

  it("no days, no weeks", () => {
    expect(monthWeeks([])).toEqual([]);
  });
});

describe("shiftMonth and monthKeyOf", () => {
  it.each([
    ["2026-12", 1, "2027-01"],
    ["2027-01", -1, "2026-12"],
    ["2026-03", 12, "2027-03"],
  ] as const)("%s %+d = %s", (month, delta, shifted) => {
    expect(shiftMonth(month, delta)).toBe(shifted);
  });

  it.each([
    ["2026-12", "2026-12"],
    ["2026-13", null],
    ["2026-1", null],
    ["", null],
    [null, null],
  ] as const)("%s -> %s", (value, key) => {
    expect(monthKeyOf(value)).toBe(key);
  });
});
