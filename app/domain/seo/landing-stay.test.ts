import { describe, expect, it } from "vitest";
import { LANDING_STAY_NIGHTS, landingStay } from "./landing-stay";

describe("landingStay", () => {
  it.each([
    ["2026-01-01T00:00:00Z", "2026-03-01", "2026-03-29"],
    ["2026-01-31T23:59:59Z", "2026-03-01", "2026-03-29"],
    ["2026-11-15T12:00:00Z", "2027-01-01", "2027-01-29"],
    ["2026-12-31T08:00:00Z", "2027-02-01", "2027-03-01"],
    ["2027-12-10T00:00:00Z", "2028-02-01", "2028-02-29"],
  ])("on %s searches %s to %s", (now, inDate, outDate) => {
    expect(landingStay(new Date(now))).toEqual({ inDate, outDate, guests: 1 });
  });

  it("is the same all month and 28 nights long", () => {
    expect(LANDING_STAY_NIGHTS).toBe(28);
    const first = landingStay(new Date("2026-06-01T00:00:00Z"));
    for (let day = 2; day <= 30; day++) {
      expect(landingStay(new Date(Date.UTC(2026, 5, day, 18)))).toEqual(first);
    }
  });
});
