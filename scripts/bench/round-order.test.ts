import { describe, expect, it } from "vitest";
import { roundOrder } from "./round-order";

const KINDS = ["bare", "uncached", "home", "bare", "cached", "rendered"] as const;

describe("roundOrder", () => {
  it("asks every request of the round once", () => {
    for (let round = -3; round < 30; round++) expect([...roundOrder(KINDS, round)].sort()).toEqual([...KINDS].sort());
  });

  it("is the same for the same round and differs between rounds", () => {
    expect(roundOrder(KINDS, 7)).toEqual(roundOrder(KINDS, 7));
    const orders = new Set(Array.from({ length: 30 }, (_, round) => roundOrder(KINDS, round).join(",")));
    expect(orders.size).toBeGreaterThan(20);
  });

  it("puts no page behind the same neighbour most of the time (30 rounds)", () => {
    for (const kind of ["home", "cached", "rendered"] as const) {
      const before = new Map<string, number>();
      for (let round = 0; round < 30; round++) {
        const order = roundOrder(KINDS, round);
        const at = order.indexOf(kind);
        if (at > 0) before.set(order[at - 1] as string, (before.get(order[at - 1] as string) ?? 0) + 1);
      }
      const followed = [...before.values()];
      const total = followed.reduce((a, b) => a + b, 0);
      // "uncached" came right before "home" in every rotated round before; now no neighbour dominates.
      expect(Math.max(...followed) / total, kind).toBeLessThan(0.6);
      expect(before.size, kind).toBeGreaterThanOrEqual(3);
    }
  });
});
