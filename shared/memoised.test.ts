import { describe, expect, it } from "vitest";
import { memoised, memoisedFor } from "./memoised";

describe("memoised", () => {
  it("computes a key once, and starts afresh when full", () => {
    const computed: number[] = [];
    const double = memoised((n: number) => {
      computed.push(n);
      return n * 2;
    }, 2);
    expect([double(1), double(1), double(2), double(3), double(1)]).toEqual([2, 2, 4, 6, 2]);
    expect(computed).toEqual([1, 2, 3, 1]);
  });
});

describe("memoisedFor", () => {
  const counting = () => {
    let calls = 0;
    return { compute: () => ++calls, calls: () => calls };
  };

  it.each([
    { name: "within the time", askedAt: [0, 999], calls: 1 },
    { name: "after the time", askedAt: [0, 1000], calls: 2 },
    { name: "from when it was computed, not last asked", askedAt: [0, 600, 1200], calls: 2 },
  ])("keeps an answer $name", ({ askedAt, calls }) => {
    const kept = memoisedFor<string, number>(1000);
    const source = counting();
    for (const now of askedAt) kept("issuer", source.compute, now);
    expect(source.calls()).toBe(calls);
  });

  it("keeps keys apart, up to its size", () => {
    const kept = memoisedFor<string, string>(1000, 2);
    expect([kept("a", () => "A", 0), kept("b", () => "B", 0), kept("a", () => "A2", 1)]).toEqual(["A", "B", "A"]);
    kept("c", () => "C", 2); // full: starts afresh
    expect(kept("a", () => "A3", 3)).toBe("A3");
  });

  it("keeps an answer for a shorter life when the call names one, and not at all for none", () => {
    const kept = memoisedFor<string, number>(1000);
    const source = counting();
    for (const now of [0, 400, 600]) kept("host", source.compute, now, 500);
    kept("host", source.compute, 600, 0);
    expect(source.calls()).toBe(3);
  });

  it("asks again after forget", () => {
    const kept = memoisedFor<string, string>(60_000);
    kept("host", () => "live", 0);
    kept.forget();
    expect(kept("host", () => "suspended", 1)).toBe("suspended");
  });

  it("forgets a rejected promise, so the next call asks again", async () => {
    const kept = memoisedFor<string, Promise<string>>(60_000);
    await expect(kept("issuer", () => Promise.reject(new Error("down")), 0)).rejects.toThrow("down");
    await expect(kept("issuer", () => Promise.resolve("up"), 1)).resolves.toBe("up");
    await expect(kept("issuer", () => Promise.resolve("again"), 2)).resolves.toBe("up");
  });
});
