import { describe, expect, it } from "vitest";

// Every rule here takes its "today", min and max as arguments. The dates are in 1998-2000, whose
// calendars (weekdays, leap years) are those of 2026-2028: past, so no table ever outlives its dates.
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
import { WEEK_START_SOURCES, weekStartFor } from "./week-start";

const range = (start: string | null, end: string | null): DateRange => ({ start, end });

describe("weekStartFor", () => {
  const noIntl = { intl: () => undefined };
  it.each([
    ["Intl week info: Monday", "de-DE", { intl: () => ({ firstDay: 1 }) }, 1],
    ["Intl week info: Sunday is 7", "en-US", { intl: () => ({ firstDay: 7 }) }, 0],
    ["Intl week info: Saturday", "ar-EG", { intl: () => ({ firstDay: 6 }) }, 6],
    ["Intl wins over locale data", "en-GB", { intl: () => ({ firstDay: 1 }), localeData: () => 0 }, 1],
    ["locale data by full tag", "en-GB", { ...noIntl, localeData: (n: string) => (n === "en-gb" ? 1 : undefined) }, 1],
    ["locale data by language", "de-AT", { ...noIntl, localeData: (n: string) => (n === "de" ? 1 : undefined) }, 1],
    ["no locale data means Sunday", "en-US", { ...noIntl, localeData: () => undefined }, 0],
    ["nonsense Intl answer falls back", "de-DE", { intl: () => ({ firstDay: 0 }), localeData: () => 1 }, 1],
    ["nothing known: Sunday", "xx", {}, 0],
  ] as const)("%s", (_, tag, sources, expected) => {
    expect(weekStartFor(tag, sources)).toBe(expected);
  });

  it("the app's languages start on Monday with the engine's own data", () => {
    expect(weekStartFor(localeTagFor("de"))).toBe(1);
    expect(weekStartFor(localeTagFor("en"))).toBe(1);
  });

  it("without Intl week info (Firefox) the app's languages still start on Monday", () => {
    const noWeekInfo = { ...WEEK_START_SOURCES, intl: () => undefined };
    expect(weekStartFor(localeTagFor("de"), noWeekInfo)).toBe(1);
    expect(weekStartFor(localeTagFor("en"), noWeekInfo)).toBe(1);
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
    ["1998-06", 1, 5, 0, 5], // June 1998 starts on a Monday and has 30 days
    ["1998-06", 0, 5, 1, 4],
    ["1998-02", 0, 4, 0, 0], // February 1998 starts on a Sunday: four full weeks
    ["1998-02", 1, 5, 6, 1],
    ["1998-08", 1, 6, 5, 6], // August 1998 starts on a Saturday: six rows
    ["1998-08", 6, 5, 0, 4],
    ["2000-02", 1, 5, 1, 5], // leap year: 29 days
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
      const matrix = monthMatrix("1998-10", weekStart);
      const order = weekdaysFrom(weekStart);
      for (const row of matrix)
        row.forEach((day, column) => {
          if (day) expect(new Date(`${day}T00:00:00Z`).getUTCDay()).toBe(order[column]);
        });
      expect(matrix.flat().filter(Boolean)).toHaveLength(31);
    }
  });

  it("always has six rows with fixedWeeks", () => {
    expect(monthMatrix("1998-02", 0, { fixedWeeks: true })).toHaveLength(6);
    expect(monthMatrix("1998-08", 1, { fixedWeeks: true })).toHaveLength(6);
  });
});

describe("months and dates", () => {
  it.each([
    ["1998-01", 1, "1998-02"],
    ["1998-12", 1, "1999-01"],
    ["1998-01", -1, "1997-12"],
    ["1998-05", 18, "1999-11"],
  ] as const)("addMonths(%s, %i) = %s", (month, n, expected) => {
    expect(addMonths(month, n)).toBe(expected);
  });

  it("lists months inclusively", () => {
    expect(monthsBetween("1998-11", "1999-02")).toEqual(["1998-11", "1998-12", "1999-01", "1999-02"]);
    expect(monthsBetween("1998-11", "1998-11")).toEqual(["1998-11"]);
    expect(monthsBetween("1998-11", "1998-10")).toEqual([]);
  });

  it.each([
    ["1998-06-10", "1998-06-10"],
    ["1998-06-01", "1998-06-05"],
    ["1999-01-01", "1998-12-31"],
  ] as const)("clampDate(%s) = %s", (date, expected) => {
    expect(clampDate(date, "1998-06-05", "1998-12-31")).toBe(expected);
  });

  it("takes today from the local calendar", () => {
    expect(localIsoDate(new Date(1998, 0, 9, 23, 59))).toBe("1998-01-09");
    expect(localIsoDate(new Date(1998, 11, 31, 0, 0))).toBe("1998-12-31");
  });
});

describe("range selection", () => {
  it.each([
    ["first click sets check-in", range(null, null), "start", "1998-06-10", range("1998-06-10", null), "end", false],
    [
      "second click sets check-out",
      range("1998-06-10", null),
      "end",
      "1998-06-17",
      range("1998-06-10", "1998-06-17"),
      "start",
      true,
    ],
    [
      "a click before check-in restarts",
      range("1998-06-10", null),
      "end",
      "1998-06-08",
      range("1998-06-08", null),
      "end",
      false,
    ],
    [
      "a click on check-in restarts there",
      range("1998-06-10", null),
      "end",
      "1998-06-10",
      range("1998-06-10", null),
      "end",
      false,
    ],
    [
      "a click after a complete range starts anew",
      range("1998-06-10", "1998-06-17"),
      "start",
      "1998-06-20",
      range("1998-06-20", null),
      "end",
      false,
    ],
    [
      "changing only the check-out",
      range("1998-06-10", "1998-06-17"),
      "end",
      "1998-06-24",
      range("1998-06-10", "1998-06-24"),
      "start",
      true,
    ],
    [
      "check-out target without check-in sets check-in",
      range(null, null),
      "end",
      "1998-06-10",
      range("1998-06-10", null),
      "end",
      false,
    ],
  ] as const)("%s", (_, before, target, day, after, nextTarget, complete) => {
    expect(selectDay(before, target as RangeTarget, day)).toEqual({ range: after, target: nextTarget, complete });
  });

  it.each([
    [range(null, null), "start", "start"],
    [range(null, null), "end", "start"],
    [range("1998-06-10", null), "end", "end"],
    [range("1998-06-10", "1998-06-17"), "end", "end"],
    [range("1998-06-10", "1998-06-17"), "start", "start"],
  ] as const)("opening %j from %s targets %s", (r, field, expected) => {
    expect(targetWhenOpening(r, field)).toBe(expected);
  });

  it.each([
    ["1998-06-10", "1998-06-17", range("1998-06-10", "1998-06-17")],
    ["1998-06-10", "", range("1998-06-10", null)],
    ["1998-06-10", "1998-06-10", range("1998-06-10", null)],
    ["1998-06-10", "1998-06-01", range("1998-06-10", null)],
    ["", "1998-06-17", range(null, null)],
    ["1998-02-30", "1998-03-02", range(null, null)],
    ["10.06.1998", "1998-06-17", range(null, null)],
  ] as const)("rangeFromInputs(%j, %j)", (inDate, outDate, expected) => {
    expect(rangeFromInputs(inDate, outDate)).toEqual(expected);
  });

  it.each([
    [range("1998-06-10", "1998-06-17"), 7],
    [range("1998-03-28", "1998-03-30"), 2], // across the change to summer time
    [range("1998-06-10", null), null],
    [range(null, null), null],
  ] as const)("nightsOf(%j) = %j", (r, expected) => {
    expect(nightsOf(r)).toBe(expected);
  });
});

describe("dayState", () => {
  const context = {
    range: range("1998-06-10", "1998-06-13"),
    min: "1998-06-05",
    max: "1998-12-31",
    today: "1998-06-05",
  };
  it.each([
    ["1998-06-04", { disabled: true, today: false, start: false, end: false, inRange: false, inPreview: false }],
    ["1998-06-05", { disabled: false, today: true, start: false, end: false, inRange: false, inPreview: false }],
    ["1998-06-10", { disabled: false, today: false, start: true, end: false, inRange: false, inPreview: false }],
    ["1998-06-11", { disabled: false, today: false, start: false, end: false, inRange: true, inPreview: false }],
    ["1998-06-13", { disabled: false, today: false, start: false, end: true, inRange: false, inPreview: false }],
    ["1999-01-01", { disabled: true, today: false, start: false, end: false, inRange: false, inPreview: false }],
  ] as const)("%s", (day, expected) => {
    expect(dayState(day, context)).toEqual(expected);
  });

  it.each([
    ["1998-06-11", "1998-06-12", true],
    ["1998-06-12", "1998-06-12", true],
    ["1998-06-13", "1998-06-12", false],
    ["1998-06-10", "1998-06-12", false],
    ["1998-06-09", "1998-06-08", false],
  ] as const)("preview: %s while pointing at %s", (day, preview, inPreview) => {
    const open = { ...context, range: range("1998-06-10", null), preview };
    expect(dayState(day, open).inPreview).toBe(inPreview);
  });

  it("shows no preview once the range is complete", () => {
    expect(dayState("1998-06-15", { ...context, preview: "1998-06-20" }).inPreview).toBe(false);
  });
});

describe("moveFocus", () => {
  const monday = { weekStart: 1 as Weekday, min: "1998-06-05", max: "1999-11-30" };
  const sunday = { ...monday, weekStart: 0 as Weekday };
  // 1998-06-17 is a Wednesday.
  it.each([
    ["ArrowRight", false, monday, "1998-06-17", "1998-06-18"],
    ["ArrowLeft", false, monday, "1998-06-17", "1998-06-16"],
    ["ArrowDown", false, monday, "1998-06-17", "1998-06-24"],
    ["ArrowUp", false, monday, "1998-06-17", "1998-06-10"],
    ["ArrowRight", false, monday, "1998-06-30", "1998-07-01"],
    ["PageDown", false, monday, "1998-06-17", "1998-07-17"],
    ["PageUp", false, monday, "1998-07-17", "1998-06-17"],
    ["PageDown", false, monday, "1998-08-31", "1998-09-30"],
    ["PageDown", true, monday, "1998-06-17", "1999-06-17"],
    ["PageUp", true, monday, "1999-06-17", "1998-06-17"],
    ["Home", false, monday, "1998-06-17", "1998-06-15"],
    ["End", false, monday, "1998-06-17", "1998-06-21"],
    ["Home", false, sunday, "1998-06-17", "1998-06-14"],
    ["End", false, sunday, "1998-06-17", "1998-06-20"],
    ["Home", false, monday, "1998-06-15", "1998-06-15"],
    ["End", false, monday, "1998-06-21", "1998-06-21"],
    ["End", false, sunday, "1998-06-21", "1998-06-27"],
    // Clamped to the first and last selectable day.
    ["ArrowUp", false, monday, "1998-06-10", "1998-06-05"],
    ["ArrowLeft", false, monday, "1998-06-05", "1998-06-05"],
    ["PageUp", false, monday, "1998-06-20", "1998-06-05"],
    ["Home", false, monday, "1998-06-06", "1998-06-05"],
    ["PageDown", false, monday, "1999-11-10", "1999-11-30"],
    ["ArrowDown", false, monday, "1999-11-28", "1999-11-30"],
  ] as const)("%s (shift %s) from %s", (key, shiftKey, options, from, to) => {
    expect(moveFocus(from, { key, shiftKey }, options)).toBe(to);
  });

  it("ignores other keys", () => {
    for (const key of ["Enter", " ", "Escape", "Tab", "a"]) expect(moveFocus("1998-06-17", { key }, monday)).toBeNull();
  });
});

describe("initialFocus", () => {
  it.each([
    [range(null, null), "start", "1998-06-05"],
    [range("1998-06-10", "1998-06-17"), "start", "1998-06-10"],
    [range("1998-06-10", "1998-06-17"), "end", "1998-06-17"],
    [range("1998-06-10", null), "end", "1998-06-11"],
    [range("1998-05-01", "1998-05-08"), "start", "1998-06-05"], // a past stay: today
  ] as const)("%j targeting %s", (r, target, expected) => {
    expect(initialFocus(r, target as RangeTarget, "1998-06-05", "1999-11-30")).toBe(expected);
  });
});

describe("visibleStartFor (two months side by side)", () => {
  it.each([
    ["1998-06-17", "1998-06", "1998-06"],
    ["1998-07-31", "1998-06", "1998-06"],
    ["1998-08-01", "1998-06", "1998-07"],
    ["1998-10-10", "1998-06", "1998-09"],
    ["1998-05-31", "1998-06", "1998-06"], // never before the first month
    ["1998-07-01", "1998-08", "1998-07"],
    ["1999-11-30", "1998-06", "1999-10"],
    ["1998-08-01", "1999-11", "1998-08"],
  ] as const)("focus %s, showing %s -> %s", (focus, current, expected) => {
    expect(visibleStartFor(focus, current, 2, "1998-06", "1999-11")).toBe(expected);
  });

  it("does not scroll past the last month", () => {
    expect(visibleStartFor("1999-11-15", "1999-11", 2, "1998-06", "1999-11")).toBe("1999-10");
  });
});

describe("calendar date arithmetic", () => {
  it.each([
    ["1998-12-01", true],
    ["2000-02-29", true],
    ["1999-02-29", false],
    ["1998-04-31", false],
    ["1998-13-01", false],
    ["1998-00-10", false],
    ["1998-1-01", false],
    ["1998-12-01T00:00", false],
    ["", false],
    [20261201, false],
    [null, false],
  ])("isIsoDate(%j) is %s", (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ["1998-12-31", 1, "1999-01-01"],
    ["2000-02-28", 1, "2000-02-29"],
    ["1999-02-28", 1, "1999-03-01"],
    ["1999-03-28", 1, "1999-03-29"],
    ["1998-10-25", 1, "1998-10-26"],
    ["1999-01-01", -1, "1998-12-31"],
    ["1998-12-01", 365, "1999-12-01"],
  ])("addDays(%s, %i) is %s (no day lost or gained at a clock change)", (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ["1999-01-31", 1, "1999-02-28"],
    ["2000-01-31", 1, "2000-02-29"],
    ["1998-12-15", 1, "1999-01-15"],
    ["1999-03-31", -1, "1999-02-28"],
    ["1998-05-31", 12, "1999-05-31"],
    ["2000-02-29", -12, "1999-02-28"],
  ])("addMonthsToDate(%s, %i) is %s", (date, months, expected) => {
    expect(addMonthsToDate(date, months)).toBe(expected);
  });

  it.each([
    ["1999-02", "1999-02-28"],
    ["2000-02", "2000-02-29"],
    ["1998-04", "1998-04-30"],
    ["1998-12", "1998-12-31"],
  ])("lastDayOfMonth(%s) is %s", (month, expected) => {
    expect(lastDayOfMonth(month)).toBe(expected);
  });

  it.each([
    ["1998-11-22", 0],
    ["1998-11-23", 1],
    ["1998-11-28", 6],
  ])("weekdayOf(%s) is %i", (date, expected) => {
    expect(weekdayOf(date)).toBe(expected);
  });

  it("counts nights across a clock change and a leap day", () => {
    expect(nightsOf(range("1999-03-27", "1999-03-29"))).toBe(2);
    expect(nightsOf(range("2000-02-28", "2000-03-01"))).toBe(2);
  });
});
