import { describe, expect, it } from "vitest";
import { formatIsoDate, parseIsoDate } from "./iso-date";

describe("parseIsoDate", () => {
  it.each([
    ["2026-12-12", "2026-12-12"],
    ["2028-02-29", "2028-02-29"],
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
