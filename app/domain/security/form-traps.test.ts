import { describe, expect, it } from "vitest";
import { isTooFast, validFromFor } from "./form-traps";

const SERVED = Date.parse("2026-03-01T10:00:00Z");

describe("the time trap", () => {
  it.each([
    ["3 s to fill", 3, SERVED + 3000],
    ["no minimum", 0, SERVED],
    ["a negative minimum counts as none", -5, SERVED],
  ])("a form served now may be sent from servedAt + the minimum (%s)", (_what, minFill, expected) => {
    expect(validFromFor(SERVED, minFill)).toBe(expected);
  });

  it.each([
    ["at once", 0, true],
    ["after 1 s", 1000, true],
    ["1 ms before the minimum", 2999, true],
    ["exactly at the minimum", 3000, false],
    ["after a minute", 60_000, false],
    ["a day later", 86_400_000, false],
  ])("a submission %s is too fast: %s", (_what, after, tooFast) => {
    expect(isTooFast(validFromFor(SERVED, 3), SERVED + after)).toBe(tooFast);
  });
});
