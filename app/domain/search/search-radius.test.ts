import { describe, expect, it } from "vitest";
import { searchFormSchema } from "./search-form-schema";
import { isRadiusWithinLimits } from "./search-radius";
import { parseSearchUrl } from "./search-route";

// One rule for the search form and the search URL: a radius from 1 to 100 km.
describe("search radius", () => {
  const full = (radius: string) =>
    `lat=52.5&long=13.4&inDate=2026-12-01&outDate=2026-12-08&guests=2&radius=${encodeURIComponent(radius)}`;
  const form = (radius: string) =>
    searchFormSchema.safeParse({
      location: "Berlin",
      inDate: "2026-12-01",
      outDate: "2026-12-08",
      guests: "2",
      radius,
    });

  it.each([
    ["1", true],
    ["2.5", true],
    ["50", true],
    ["100", true],
    ["0.5", false],
    ["0", false],
    ["-5", false],
    ["100.5", false],
    ["101", false],
    ["100000", false],
    ["1e9", false],
    ["Infinity", false],
  ])("radius %s km: allowed %s", (radius, allowed) => {
    expect(isRadiusWithinLimits(Number(radius))).toBe(allowed);
    const url = parseSearchUrl("Berlin", new URLSearchParams(full(radius)), "2026-11-01");
    expect(url.valid).toBe(allowed);
    expect(url.problem).toEqual(allowed ? null : { field: "radius", message: "validation.radiusNumber" });
    // The form's check is the same, whatever date today is (its dates are fixed here, so only the radius is asked).
    const issues = form(radius).error?.issues.filter((issue) => issue.path[0] === "radius") ?? [];
    expect(issues.length === 0).toBe(allowed);
  });
});
