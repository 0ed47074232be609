import { describe, expect, it } from "vitest";
import { type DashboardWindow, dashboardWindows, shiftIsoDate } from "./dashboard-windows";

describe("dashboardWindows", () => {
  it.each<[string, string, readonly number[], Omit<DashboardWindow, "to">[]]>([
    [
      "7 and 30 days in the middle of a month",
      "2026-11-25",
      [7, 30],
      [
        { days: 7, from: "2026-11-19", createdFrom: "2026-11-19", createdBefore: "2026-11-26" },
        { days: 30, from: "2026-10-27", createdFrom: "2026-10-27", createdBefore: "2026-11-26" },
      ],
    ],
    [
      "across a year end",
      "1999-01-03",
      [7],
      [{ days: 7, from: "1998-12-28", createdFrom: "1998-12-28", createdBefore: "1999-01-04" }],
    ],
    [
      "across February of a leap year",
      "2000-03-01",
      [7, 30],
      [
        { days: 7, from: "2000-02-24", createdFrom: "2000-02-24", createdBefore: "2000-03-02" },
        { days: 30, from: "2000-02-01", createdFrom: "2000-02-01", createdBefore: "2000-03-02" },
      ],
    ],
    [
      "one day is today only",
      "2026-03-29",
      [1],
      [{ days: 1, from: "2026-03-29", createdFrom: "2026-03-29", createdBefore: "2026-03-30" }],
    ],
    [
      "the last day of a month",
      "2026-04-30",
      [30],
      [{ days: 30, from: "2026-04-01", createdFrom: "2026-04-01", createdBefore: "2026-05-01" }],
    ],
  ])("%s", (_name, today, periods, expected) => {
    expect(dashboardWindows(today, periods)).toEqual(expected.map((w) => ({ ...w, to: today })));
  });

  it.each([["1998-13-01"], ["26-11-25"], ["today"], [""]])("refuses %j as today", (today) => {
    expect(() => dashboardWindows(today)).toThrow(RangeError);
  });

  it.each([[0], [-7], [1.5]])("refuses a period of %j days", (days) => {
    expect(() => dashboardWindows("2026-11-25", [days])).toThrow(RangeError);
  });
});

describe("shiftIsoDate", () => {
  it.each<[string, number, string]>([
    ["2026-11-25", 1, "2026-11-26"],
    ["1998-12-31", 1, "1999-01-01"],
    ["2026-03-01", -1, "2026-02-28"],
    ["2000-03-01", -1, "2000-02-29"],
    ["2026-11-25", 0, "2026-11-25"],
  ])("%s %+d -> %s", (iso, days, expected) => {
    expect(shiftIsoDate(iso, days)).toBe(expected);
  });
});
