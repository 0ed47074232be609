import { describe, expect, it } from "vitest";
import {
  afterAttempt,
  type ChainEvent,
  isDelivered,
  MAX_DELIVERY_ATTEMPTS,
  nextInChain,
  RETRY_DELAYS_SECONDS,
  waitsFor,
} from "./delivery-schedule";

describe("isDelivered", () => {
  it.each([
    [200, true],
    [204, true],
    [299, true],
    [301, false],
    [400, false],
    [410, false],
    [500, false],
    [503, false],
    [null, false],
  ])("HTTP %s -> %s", (status, delivered) => {
    expect(isDelivered(status)).toBe(delivered);
  });
});

describe("afterAttempt", () => {
  it("a delivered attempt ends the round, whatever its number", () => {
    expect(afterAttempt(1, true)).toEqual({ status: "delivered" });
    expect(afterAttempt(MAX_DELIVERY_ATTEMPTS, true)).toEqual({ status: "delivered" });
  });

  it.each([
    [1, 10],
    [2, 30],
    [3, 120],
    [4, 600],
    [5, 1800],
    [6, 3600],
    [7, 7200],
  ])("failed attempt %i waits %i s before the next", (attempt, seconds) => {
    expect(afterAttempt(attempt, false)).toEqual({ status: "pending", retryInSeconds: seconds });
  });

  it("the last failed attempt makes the event dead", () => {
    expect(afterAttempt(MAX_DELIVERY_ATTEMPTS, false)).toEqual({ status: "dead" });
    expect(afterAttempt(MAX_DELIVERY_ATTEMPTS + 3, false)).toEqual({ status: "dead" });
  });

  it("the delays grow and stay within a queue's 12-hour limit", () => {
    for (let i = 1; i < RETRY_DELAYS_SECONDS.length; i++)
      expect(RETRY_DELAYS_SECONDS[i]).toBeGreaterThan(RETRY_DELAYS_SECONDS[i - 1] ?? 0);
    expect(Math.max(...RETRY_DELAYS_SECONDS)).toBeLessThanOrEqual(43_200);
    expect(RETRY_DELAYS_SECONDS).toHaveLength(MAX_DELIVERY_ATTEMPTS - 1);
  });
});

const chain = (...statuses: ChainEvent["status"][]): ChainEvent[] =>
  statuses.map((status, i) => ({ id: `ev${i + 1}`, seq: i + 1, status }));

describe("waitsFor (in order per booking)", () => {
  it.each([
    ["the first event never waits", chain("pending"), 1, null],
    ["after a delivered one it goes", chain("delivered", "pending"), 2, null],
    ["behind a pending one it waits", chain("pending", "pending"), 2, "ev1"],
    ["behind a dead one it waits", chain("dead", "pending"), 2, "ev1"],
    ["it waits for the first undelivered", chain("delivered", "dead", "pending", "pending"), 4, "ev2"],
    ["a later event does not hold an earlier", chain("pending", "pending"), 1, null],
  ])("%s", (_, events, seq, expected) => {
    expect(waitsFor(events, seq)?.id ?? null).toBe(expected);
  });

  it("reads the chain in sequence order, however it was listed", () => {
    expect(waitsFor([...chain("pending", "pending", "pending")].reverse(), 3)?.id).toBe("ev1");
  });
});

describe("nextInChain", () => {
  it.each([
    ["the next pending one goes", chain("delivered", "pending"), 1, "ev2"],
    ["nothing after the last", chain("delivered"), 1, null],
    ["a dead next one is not sent by itself", chain("delivered", "dead", "pending"), 1, null],
    ["delivered ones are skipped", chain("delivered", "delivered", "pending"), 1, "ev3"],
  ])("%s", (_, events, delivered, expected) => {
    expect(nextInChain(events, delivered)?.id ?? null).toBe(expected);
  });
});
