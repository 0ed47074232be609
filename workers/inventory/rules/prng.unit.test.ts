import { describe, expect, it } from "vitest";
import { createRng, hashString } from "./prng";

describe("createRng", () => {
  it("repeats its sequence for the same seed", () => {
    const a = createRng(42);
    const b = createRng(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it("differs between seeds", () => {
    expect(createRng(1).next()).not.toBe(createRng(2).next());
  });

  it("stays in range and spreads evenly", () => {
    const rng = createRng(7);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 10)]++;
    }
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });

  it.each([
    [1, 6],
    [0, 0],
    [-3, 3],
  ])("int(%i, %i) covers the closed range", (min, max) => {
    const rng = createRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(rng.int(min, max));
    expect(Math.min(...seen)).toBe(min);
    expect(Math.max(...seen)).toBe(max);
    expect(seen.size).toBe(max - min + 1);
  });

  it("samples without repetition", () => {
    const picked = createRng(9).sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });
});

describe("hashString", () => {
  it.each([
    ["", 0x811c9dc5],
    ["a", 0xe40c292c],
  ])("%j", (value, hash) => {
    expect(hashString(value)).toBe(hash);
  });
});
