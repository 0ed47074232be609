import { describe, expect, it } from "vitest";
import { isStayRestriction } from "./stay-restriction";

describe("isStayRestriction", () => {
  it.each([
    ["closed_to_arrival", true],
    ["closed_to_departure", true],
    ["min_stay", true],
    ["max_stay", false],
    ["sold_out", false],
    ["too_many_guests", false],
    ["no_longer_available", false],
    [null, false],
    [undefined, false],
  ] as const)("%s → %s", (code, restricted) => {
    expect(isStayRestriction(code)).toBe(restricted);
  });
});
