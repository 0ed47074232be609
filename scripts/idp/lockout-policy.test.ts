import { describe, expect, it } from "vitest";
import { type LockoutPolicy, lockoutState, recentFailures } from "./lockout-policy.ts";

const policy: LockoutPolicy = { maxFailures: 3, windowSeconds: 600, lockSeconds: 300 };
const now = 1_000_000_000;
const ago = (seconds: number) => now - seconds * 1000;

describe("lockoutState", () => {
  it.each([
    { name: "no failures", failures: [], expected: { locked: false } },
    { name: "fewer than the limit", failures: [ago(10), ago(20)], expected: { locked: false } },
    {
      name: "the limit within the window",
      failures: [ago(10), ago(20), ago(30)],
      expected: { locked: true, retryAfterSeconds: 290 },
    },
    {
      name: "in any order",
      failures: [ago(30), ago(10), ago(20)],
      expected: { locked: true, retryAfterSeconds: 290 },
    },
    {
      name: "one failure outside the window",
      failures: [ago(10), ago(20), ago(600)],
      expected: { locked: false },
    },
    {
      name: "the lock has run out",
      failures: [ago(300), ago(310), ago(320)],
      expected: { locked: false },
    },
    {
      name: "one second before the lock runs out",
      failures: [ago(299), ago(310), ago(320)],
      expected: { locked: true, retryAfterSeconds: 1 },
    },
    {
      name: "more than the limit",
      failures: [ago(1), ago(2), ago(3), ago(4)],
      expected: { locked: true, retryAfterSeconds: 299 },
    },
    { name: "failures in the future are ignored", failures: [now + 1000, ago(1), ago(2)], expected: { locked: false } },
  ])("$name", ({ failures, expected }) => {
    expect(lockoutState(failures, now, policy)).toEqual(expected);
  });
});

describe("recentFailures", () => {
  it("forgets failures older than both the window and the lock", () => {
    expect(recentFailures([ago(10), ago(599), ago(600), ago(5000)], now, policy)).toEqual([ago(10), ago(599)]);
  });
});
