import { describe, expect, it } from "vitest";
import { formatArea, formatDate, formatDistanceKm, formatStayDates } from "./format";

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

describe("distances and sizes in the page's language", () => {
  it.each([
    [0.4, "en", "0.4"],
    [0.4, "de", "0,4"],
    [12.345, "en", "12.3"],
    [12.345, "de", "12,3"],
    [3, "de", "3,0"],
    [1234.5, "en", "1,234.5"],
    [1234.5, "de", "1.234,5"],
  ] as const)("%d km in %s is %s", (km, lng, expected) => {
    expect(formatDistanceKm(km, lng)).toBe(expected);
  });

  it.each([
    [{ min: 45, max: 60 }, "en", "45–60", "484–646"],
    [{ min: 45, max: 45 }, "de", "45", "484"],
    [{ min: 120, max: 150 }, "de", "120–150", "1.292–1.615"],
    [{ min: 120, max: 150 }, "en", "120–150", "1,292–1,615"],
  ] as const)("%j in %s is %s m² (%s sq ft, factor 10.7639)", (size, lng, m2, ft2) => {
    expect(formatArea(size, lng)).toEqual({ m2, ft2 });
  });
});
