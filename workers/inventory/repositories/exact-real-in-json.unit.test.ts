import { describe, expect, it } from "vitest";
import { decodeExactReal } from "./exact-real-in-json";

describe("decodeExactReal", () => {
  it.each([
    { m: 2 ** 55 * 0.125, k: 55, want: 0.125 },
    { m: Number(1892389865278960384n), k: 55, want: 52.52437 },
    { m: -3, k: 66, want: -3 / 2 ** 66 },
    { m: 7, k: 77, want: 7 / 2 ** 77 },
    { m: 2 ** 52, k: 88, want: 2 ** -36 },
    { m: 0, k: 55, want: 0 },
    // Outside the windows, or not an encoding at all.
    { m: null, k: 0, want: undefined },
    { m: 5, k: 0, want: undefined },
    { m: 5, k: 54, want: undefined },
    { m: "5", k: 55, want: undefined },
    { m: 5, k: "55", want: undefined },
  ])("$m / 2^$k is $want", ({ m, k, want }) => {
    expect(decodeExactReal(m, k)).toBe(want);
  });
});
