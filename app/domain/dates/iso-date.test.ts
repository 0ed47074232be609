import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "../../../shared/dates/test-support/iso-date-from-today";
import { formatIsoDate, parseIsoDate } from "./iso-date";

/** A day ahead, and the next leap day after this year's (both counted from today, never a day that passes). */
const AHEAD = isoDateFromToday(13);
const nextLeapYear = (() => {
  let year = new Date().getUTCFullYear() + 1;
  while (!(year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0))) year += 1;
  return year;
})();
const LEAP_DAY = `${nextLeapYear}-02-29`;

describe("parseIsoDate", () => {
  it.each([
    [AHEAD, AHEAD],
    [LEAP_DAY, LEAP_DAY],
    ["2026-02-30", null],
    ["2026-2-3", null],
    ["12.12.2026", null],
    [20261212, null],
    [undefined, null],
  ])("%j → %j", (value, expected) => {
    const date = parseIsoDate(value);
    expect(date ? formatIsoDate(date) : null).toBe(expected);
  });

  it("parses a date string once and hands out the same immutable value", () => {
    const first = parseIsoDate("2027-01-11");
    const later = first?.add(1, "day");
    expect(parseIsoDate("2027-01-11")).toBe(first);
    expect(first && formatIsoDate(first)).toBe("2027-01-11");
    expect(later && formatIsoDate(later)).toBe("2027-01-12");
  });
});
