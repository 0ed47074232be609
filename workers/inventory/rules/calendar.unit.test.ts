import { describe, expect, it } from "vitest";
import { memoised } from "../../../shared/memoised";
import { dayNumberToIso, dayOfWeek, isoToDayNumber, stayNights } from "./calendar";

describe("calendar arithmetic (remembered per date)", () => {
  it.each([
    ["2027-01-01", 5],
    ["2027-01-02", 6],
    ["2027-01-03", 0],
    ["2028-02-29", 2],
  ])("%s is weekday %i, the same when asked again", (iso, weekday) => {
    expect(dayOfWeek(iso)).toBe(weekday);
    expect(dayOfWeek(iso)).toBe(weekday);
    expect(dayNumberToIso(isoToDayNumber(iso))).toBe(iso);
  });

  it("lists a stay's nights across a month end", () => {
    expect(stayNights("2027-01-30", "2027-02-02")).toEqual(["2027-01-30", "2027-01-31", "2027-02-01"]);
  });

  it.each([
    ["a value", 3, [1, 2, 3, 1, 2]],
    ["a falsy value", 0, [0, 0, 5, 6]],
  ])("memoised computes %s once per key and starts afresh when full", (_name, first, keys) => {
    let calls = 0;
    const double = memoised((n: number) => {
      calls++;
      return n === first ? 0 : n * 2;
    }, 3);
    for (const key of keys) expect(double(key)).toBe(key === first ? 0 : key * 2);
    expect(calls).toBe(new Set(keys).size);
    double(99);
    double(first);
    expect(calls).toBe(new Set(keys).size + 2);
  });
});
