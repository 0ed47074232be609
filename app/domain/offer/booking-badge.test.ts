import { describe, expect, it } from "vitest";
import { bookingBadge } from "./booking-badge";

describe("bookingBadge", () => {
  it.each([
    ["an RFP's offer, whatever the mode", true, "Ad", "rfp"],
    ["an RFP's offer of a direct apartment", true, "Direct", "rfp"],
    ["booked directly", false, "Direct", "direct"],
    ["booked on request", false, "Request", "request"],
    ["an advert", false, "Ad", null],
  ] as const)("%s", (_, isRfp, bookingMode, expected) => {
    expect(bookingBadge({ isRfp, bookingMode })).toBe(expected);
  });
});
