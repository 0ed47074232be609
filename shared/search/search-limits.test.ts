import { describe, expect, it } from "vitest";
import { checkStay, isGuestsWithinLimits, SEARCH_LIMITS } from "./search-limits";

const TODAY = "2026-11-25";

describe("checkStay (the limits the inventory enforces)", () => {
  it.each([
    ["a week from next month", "2026-12-01", "2026-12-08", null],
    ["one night from today", "2026-11-25", "2026-11-26", null],
    ["from yesterday (still today west of UTC)", "2026-11-24", "2026-11-26", null],
    ["from two days ago", "2026-11-23", "2026-11-26", "checkInInPast"],
    ["last year", "2025-01-01", "2025-01-05", "checkInInPast"],
    ["same day", "2026-12-01", "2026-12-01", "checkOutNotAfterCheckIn"],
    ["out before in", "2026-12-08", "2026-12-01", "checkOutNotAfterCheckIn"],
    ["unparseable", "soon", "2026-12-01", "checkOutNotAfterCheckIn"],
    ["exactly 365 nights", "2026-12-01", "2027-12-01", null],
    ["366 nights", "2026-12-01", "2027-12-02", "stayTooLong"],
    ["ends on the horizon", "2028-11-01", "2028-11-24", null],
    ["ends beyond the horizon", "2028-11-20", "2028-11-25", "beyondHorizon"],
    ["far future", "9999-01-01", "9999-01-05", "beyondHorizon"],
  ])("%s", (_name, from, to, expected) => {
    expect(checkStay(from, to, TODAY)).toBe(expected);
  });

  it.each([
    [1, true],
    [30, true],
    [0, false],
    [31, false],
    [2.5, false],
    [Number.NaN, false],
  ])("guests %s within limits: %s", (guests, expected) => {
    expect(isGuestsWithinLimits(guests)).toBe(expected);
  });

  it("names the inventory's contract numbers", () => {
    expect(SEARCH_LIMITS).toMatchObject({ minGuests: 1, maxGuests: 30, minNights: 1, maxNights: 365 });
  });
});
