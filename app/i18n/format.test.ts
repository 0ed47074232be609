import { describe, expect, it } from "vitest";
import { formatDate, formatStayDates } from "./format";

describe("formatDate", () => {
  it.each([
    ["2026-12-01", "en", "1 Dec 2026"],
    ["2026-12-01", "de", "1. Dez. 2026"],
    ["2028-02-29", "en", "29 Feb 2028"],
    ["2027-03-28", "de", "28. März 2027"],
    ["2026-12-31", "en", "31 Dec 2026"],
    ["2027-01-01", "de", "1. Jan. 2027"],
  ] as const)("%s in %s is %s (never a day off, whatever the time zone)", (date, lng, expected) => {
    expect(formatDate(date, lng)).toBe(expected);
  });

  it("joins a stay's dates", () => {
    expect(formatStayDates("2026-12-01", "2026-12-08", "en")).toBe("1 Dec 2026 – 8 Dec 2026");
  });
});
