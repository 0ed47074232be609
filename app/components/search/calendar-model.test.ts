import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addMonthsToDate,
  clampDate,
  type DateRange,
  dayState,
  initialFocus,
  isIsoDate,
  lastDayOfMonth,
  localeTagFor,
  localIsoDate,
  monthMatrix,
  monthsBetween,
  moveFocus,
  nightsOf,
  type RangeTarget,
  rangeFromInputs,
  selectDay,
  targetWhenOpening,
  visibleStartFor,
  type Weekday,
  weekdayOf,
  weekdaysFrom,
} from "./calendar-model";
import { weekStartFor } from "./week-start";

const range = (start: string | null, end: string | null): DateRange => ({ start, end });

describe("weekStartFor", () => {
  const noIntl = { intl: () => undefined };
  it.each([
    ["Intl week info: Monday", "de-DE", { intl: () => ({ firstDay: 1 }) }, 1],
    ["Intl week info: Sunday is 7", "en-US", { intl: () => ({ firstDay: 7 }) }, 0],
    ["Intl week info: Saturday", "ar-EG", { intl: () => ({ firstDay: 6 }) }, 6],
    ["Intl wins over dayjs", "en-GB", { intl: () => ({ firstDay: 1 }), dayjs: () => 0 }, 1],
    ["dayjs by full tag", "en-GB", { ...noIntl, dayjs: (n: string) => (n === "en-gb" ? 1 : undefined) }, 1],
    ["dayjs by language", "de-AT", { ...noIntl, dayjs: (n: string) => (n === "de" ? 1 : undefined) }, 1],
    ["dayjs en (no weekStart) means Sunday", "en-US", { ...noIntl, dayjs: () => undefined }, 0],
    ["nonsense Intl answer falls back", "de-DE", { intl: () => ({ firstDay: 0 }), dayjs: () => 1 }, 1],
    ["nothing known: Sunday", "xx", {}, 0],
  ] as const)("%s", (_, tag, sources, expected) => {
    expect(weekStartFor(tag, sources)).toBe(expected);
  });

  it("the app's languages start on Monday with the engine's own data", () => {
    expect(weekStartFor(localeTagFor("de"))).toBe(1);
    expect(weekStartFor(localeTagFor("en"))).toBe(1);
  });

  it("a US locale would start on Sunday", () => {
    expect(weekStartFor("en-US")).toBe(0);
  });
});

describe("weekdaysFrom", () => {
  it.each([
    [1, [1, 2, 3, 4, 5, 6, 0]],
    [0, [0, 1, 2, 3, 4, 5, 6]],
    [6, [6, 0, 1, 2, 3, 4, 5]],
  ] as const)("week starting on %i", (start, order) => {
    expect(weekdaysFrom(start as Weekday)).toEqual(order);
  });
});

describe("monthMatrix", () => {
  it.each([
    // [month, week start, rows, empty cells before the 1st, empty cells after the last day]
    ["2026-06", 1, 5, 0, 5], // June 2026 starts on a Monday and has 30 days
    ["2026-06", 0, 5, 1, 4],
    ["2026-02", 0, 4, 0, 0], // February 2026 starts on a Sunday: four full weeks
    ["2026-02", 1, 5, 6, 1],
    ["2026-08", 1, 6, 5, 6], // August 2026 starts on a Saturday: six rows
    ["2026-08", 6, 5, 0, 4],
    ["2028-02", 1, 5, 1, 5], // leap year: 29 days
  ] as const)("%s with week start %i", (month, weekStart, rows, before, after) => {
    const matrix = monthMatrix(month, weekStart as Weekday);
    expect(matrix).toHaveLength(rows);
    for (const row of matrix) expect(row).toHaveLength(7);
    const cells = matrix.flat();
    const days = cells.filter((c) => c !== null);
    expect(cells.slice(0, before).every((c) => c === null)).toBe(true);
    expect(cells[before]).toBe(`${month}-01`);
    expect(cells.slice(cells.length - after).every((c) => c === null)).toBe(true);
    expect(cells[cells.length - after - 1]).toBe(days.at(-1));
    expect(days).toEqual([...days].sort());
    expect(new Set(days).size).toBe(days.length);
  });

  it("puts every day of the month in the column of its weekday", () => {
    for (const weekStart of [0, 1, 6] as Weekday[]) {
      const matrix = monthMatrix("2026-10", weekStart);
      const order = weekdaysFrom(weekStart);
      for (const row of matrix)
        row.forEach((day, column) => {
          if (day) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).toBe(order[column]);
        });
      expect(matrix.flat().filter(Boolean)).toHaveLength(31);
    }
  });

  it("always has six rows with fixedWeeks", () => {
    expect(monthMatrix("2026-02", 0, { fixedWeeks: true })).toHaveLength(6);
    expect(monthMatrix("2026-08", 1, { fixedWeeks: true })).toHaveLength(6);
  });
});

describe("months and dates", () => {
  it.each([
    ["2026-01", 1, "2026-02"],
    ["2026-12", 1, "2027-01"],
    ["2026-01", -1, "2025-12"],
    ["2026-05", 18, "2027-11"],
  ] as const)("addMonths(%s, %i) = %s", (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });

  it("lists months inclusively", () => {
    expect(monthsBetween("2026-11", "2027-02")).toEqual(["2026-11", "2026-12", "2027-01", "2027-02"]);
    expect(monthsBetween("2026-11", "2026-11")).toEqual(["2026-11"]);
    expect(monthsBetween("2026-11", "2026-10")).toEqual([]);
  });

  it.each([
    ["2026-06-10", "2026-06-10"],
    ["2026-06-01", "2026-06-05"],
    ["2027-01-01", "2026-12-31"],
  ] as const)("clampDate(%s) = %s", (date, expected) => {
    expect(clampDate(date, "2026-06-05", "2026-12-31")).toBe(expected);
  });

  it("takes today from the local calendar", () => {
    expect(localIsoDate(new Date(2026, 0, 9, 23, 59))).toBe("2026-01-09");
    expect(localIsoDate(new Date(2026, 11, 31, 0, 0))).toBe("2026-12-31");
  });
});

describe("range selection", () => {
  it.each([
    ["first click sets check-in", range(null, null), "start", "2026-06-10", range("2026-06-10", null), "end", false],
    [
      "second click sets check-out",
      range("2026-06-10", null),
      "end",
      "2026-06-17",
      range("2026-06-10", "2026-06-17"),
      "start",
      true,
    ],
    [
      "a click before check-in restarts",
      range("2026-06-10", null),
      "end",
      "2026-06-08",
      range("2026-06-08", null),
      "end",
      false,
    ],
    [
      "a click on check-in restarts there",
      range("2026-06-10", null),
      "end",
      "2026-06-10",
      range("2026-06-10", null),
      "end",
      false,
    ],
    [
      "a click after a complete range starts anew",
      range("2026-06-10", "2026-06-17"),
      "start",
      "2026-06-20",
      range("2026-06-20", null),
      "end",
      false,
    ],
    [
      "changing only the check-out",
      range("2026-06-10", "2026-06-17"),
      "end",
      "2026-06-24",
      range("2026-06-10", "2026-06-24"),
      "start",
      true,
    ],
    [
      "check-out target without check-in sets check-in",
      range(null, null),
      "end",
      "2026-06-10",
      range("2026-06-10", null),
      "end",
      false,
    ],
  ] as const)("%s", (_, before, target, day, after, nextTarget, complete) => {
    expect(selectDay(before, target as RangeTarget, day)).toEqual({ range: after, target: nextTarget, complete });
  });

  it.each([
    [range(null, null), "start", "start"],
    [range(null, null), "end", "start"],
    [range("2026-06-10", null), "end", "end"],
    [range("2026-06-10", "2026-06-17"), "end", "end"],
    [range("2026-06-10", "2026-06-17"), "start", "start"],
  ] as const)("opening %j from %s targets %s", (r, field, expected) => {
    expect(targetWhenOpening(r, field)).toBe(expected);
  });

  it.each([
    ["2026-06-10", "2026-06-17", range("2026-06-10", "2026-06-17")],
    ["2026-06-10", "", range("2026-06-10", null)],
    ["2026-06-10", "2026-06-10", range("2026-06-10", null)],
    ["2026-06-10", "2026-06-01", range("2026-06-10", null)],
    ["", "2026-06-17", range(null, null)],
    ["2026-02-30", "2026-03-02", range(null, null)],
    ["10.06.2026", "2026-06-17", range(null, null)],
  ] as const)("rangeFromInputs(%j, %j)", (inDate, outDate, expected) => {
    expect(rangeFromInputs(inDate, outDate)).toEqual(expected);
  });

  it.each([
    [range("2026-06-10", "2026-06-17"), 7],
    [range("2026-03-28", "2026-03-30"), 2], // across the change to summer time
    [range("2026-06-10", null), null],
    [range(null, null), null],
  ] as const)("nightsOf(%j) = %j", (r, expected) => {
    expect(nightsOf(r)).toBe(expected);
  });
});

describe("dayState", () => {
  const context = {
    range: range("2026-06-10", "2026-06-13"),
    min: "2026-06-05",
    max: "2026-12-31",
    today: "2026-06-05",
  };
  it.each([
    ["2026-06-04", { disabled: true, today: false, start: false, end: false, inRange: false, inPreview: false }],
    ["2026-06-05", { disabled: false, today: true, start: false, end: false, inRange: false, inPreview: false }],
    ["2026-06-10", { disabled: false, today: false, start: true, end: false, inRange: false, inPreview: false }],
    ["2026-06-11", { disabled: false, today: false, start: false, end: false, inRange: true, inPreview: false }],
    ["2026-06-13", { disabled: false, today: false, start: false, end: true, inRange: false, inPreview: false }],
    ["2027-01-01", { disabled: true, today: false, start: false, end: false, inRange: false, inPreview: false }],
  ] as const)("%s", (day, expected) => {
    expect(dayState(day, context)).toEqual(expected);
  });

  it.each([
    ["2026-06-11", "2026-06-12", true],
    ["2026-06-12", "2026-06-12", true],
    ["2026-06-13", "2026-06-12", false],
    ["2026-06-10", "2026-06-12", false],
    ["2026-06-09", "2026-06-08", false],
  ] as const)("preview: %s while pointing at %s", (day, preview, inPreview) => {
    const open = { ...context, range: range("2026-06-10", null), preview };
    expect(dayState(day, open).inPreview).toBe(inPreview);
  });

  it("shows no preview once the range is complete", () => {
    expect(dayState("2026-06-15", { ...context, preview: "2026-06-20" }).inPreview).toBe(false);
  });
});

describe("moveFocus", () => {
  const monday = { weekStart: 1 as Weekday, min: "2026-06-05", max: "2027-11-30" };
  const sunday = { ...monday, weekStart: 0 as Weekday };
  // 2026-06-17 is a Wednesday.
  it.each([
    ["ArrowRight", false, monday, "2026-06-17", "2026-06-18"],
    ["ArrowLeft", false, monday, "2026-06-17", "2026-06-16"],
    ["ArrowDown", false, monday, "2026-06-17", "2026-06-24"],
    ["ArrowUp", false, monday, "2026-06-17", "2026-06-10"],
    ["ArrowRight", false, monday, "2026-06-30", "2026-07-01"],
    ["PageDown", false, monday, "2026-06-17", "2026-07-17"],
    ["PageUp", false, monday, "2026-07-17", "2026-06-17"],
    ["PageDown", false, monday, "2026-08-31", "2026-09-30"],
    ["PageDown", true, monday, "2026-06-17", "2027-06-17"],
    ["PageUp", true, monday, "2027-06-17", "2026-06-17"],
    ["Home", false, monday, "2026-06-17", "2026-06-15"],
    ["End", false, monday, "2026-06-17", "2026-06-21"],
    ["Home", false, sunday, "2026-06-17", "2026-06-14"],
    ["End", false, sunday, "2026-06-17", "2026-06-20"],
    ["Home", false, monday, "2026-06-15", "2026-06-15"],
    ["End", false, monday, "2026-06-21", "2026-06-21"],
    ["End", false, sunday, "2026-06-21", "2026-06-27"],
    // Clamped to the first and last selectable day.
    ["ArrowUp", false, monday, "2026-06-10", "2026-06-05"],
    ["ArrowLeft", false, monday, "2026-06-05", "2026-06-05"],
    ["PageUp", false, monday, "2026-06-20", "2026-06-05"],
    ["Home", false, monday, "2026-06-06", "2026-06-05"],
    ["PageDown", false, monday, "2027-11-10", "2027-11-30"],
    ["ArrowDown", false, monday, "2027-11-28", "2027-11-30"],
  ] as const)("%s (shift %s) from %s", (key, shiftKey, options, from, to) => {
    expect(moveFocus(from, { key, shiftKey }, options)).toBe(to);
  });

  it("ignores other keys", () => {
    for (const key of ["Enter", " ", "Escape", "Tab", "a"]) expect(moveFocus("2026-06-17", { key }, monday)).toBeNull();
  });
});

describe("initialFocus", () => {
  it.each([
    [range(null, null), "start", "2026-06-05"],
    [range("2026-06-10", "2026-06-17"), "start", "2026-06-10"],
    [range("2026-06-10", "2026-06-17"), "end", "2026-06-17"],
    [range("2026-06-10", null), "end", "2026-06-11"],
    [range("2026-05-01", "2026-05-08"), "start", "2026-06-05"], // a past stay: today
  ] as const)("%j targeting %s", (r, target, expected) => {
    expect(initialFocus(r, target as RangeTarget, "2026-06-05", "2027-11-30")).toBe(expected);
  });
});

describe("visibleStartFor (two months side by side)", () => {
  it.each([
    ["2026-06-17", "2026-06", "2026-06"],
    ["2026-07-31", "2026-06", "2026-06"],
    ["2026-08-01", "2026-06", "2026-07"],
    ["2026-10-10", "2026-06", "2026-09"],
    ["2026-05-31", "2026-06", "2026-06"], // never before the first month
    ["2026-07-01", "2026-08", "2026-07"],
    ["2027-11-30", "2026-06", "2027-10"],
    ["2026-08-01", "2027-11", "2026-08"],
  ] as const)("focus %s, showing %s -> %s", (focus, current, expected) => {
    expect(visibleStartFor(focus, current, 2, "2026-06", "2027-11")).toBe(expected);
  });

  it("does not scroll past the last month", () => {
    expect(visibleStartFor("2027-11-15", "2027-11", 2, "2026-06", "2027-11")).toBe("2027-10");
  });
});

describe("calendar date arithmetic", () => {
  it.each([
    ["2026-12-01", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2026-04-31", false],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-1-01", false],
    ["2026-12-01T00:00", false],
    ["", false],
    [20261201, false],
    [null, false],
  ])("isIsoDate(%j) is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2027-02-28", 1, "2027-03-01"],
    ["2027-03-28", 1, "2027-03-29"],
    ["2026-10-25", 1, "2026-10-26"],
    ["2027-01-01", -1, "2026-12-31"],
    ["2026-12-01", 365, "2027-12-01"],
  ])("addDays(%s, %i) is %s (no day lost or gained at a clock change)", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ["2027-01-31", 1, "2027-02-28"],
    ["2028-01-31", 1, "2028-02-29"],
    ["2026-12-15", 1, "2027-01-15"],
    ["2027-03-31", -1, "2027-02-28"],
    ["2026-05-31", 12, "2027-05-31"],
    ["2028-02-29", -12, "2027-02-28"],
  ])("addMonthsToDate(%s, %i) is %s", (date, months, expected) => {
    expect(addMonthsToDate(date, months)).toBe(expected);
  });

  it.each([
    ["2027-02", "2027-02-28"],
    ["2028-02", "2028-02-29"],
    ["2026-04", "2026-04-30"],
    ["2026-12", "2026-12-31"],
  ])("lastDayOfMonth(%s) is %s", (month, expected) => {
    expect(lastDayOfMonth(month)).toBe(expected);
  });

  it.each([
    ["2026-11-22", 0],
    ["2026-11-23", 1],
    ["2026-11-28", 6],
  ])("weekdayOf(%s) is %i", (date, expected) => {
    expect(weekdayOf(date)).toBe(expected);
  });

  it("counts nights across a clock change and a leap day", () => {
    expect(nightsOf(range("2027-03-27", "2027-03-29"))).toBe(2);
    expect(nightsOf(range("2028-02-28", "2028-03-01"))).toBe(2);
  });
});
