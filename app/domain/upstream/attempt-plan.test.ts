import { describe, expect, it } from "vitest";
import { type AttemptInput, type AttemptPlan, planAttempt } from "./attempt-plan";

const base: AttemptInput = { attempt: 0, retries: 2, timeoutMs: 8000, backoffMs: 150, remainingMs: Infinity };

describe("planAttempt", () => {
  it.each<[string, Partial<AttemptInput>, AttemptPlan]>([
    ["first attempt without a deadline: the client's timeout", {}, { waitMs: 0, timeoutMs: 8000 }],
    ["first attempt: cut to what is left of the deadline", { remainingMs: 4000 }, { waitMs: 0, timeoutMs: 4000 }],
    ["first attempt starts with little time left", { remainingMs: 120 }, { waitMs: 0, timeoutMs: 120 }],
    ["nothing left: no attempt", { remainingMs: 0 }, null],
    ["retry with time for backoff and an attempt", { attempt: 1, remainingMs: 3000 }, { waitMs: 150, timeoutMs: 2850 }],
    ["retry that would be cut off: not started", { attempt: 1, remainingMs: 600 }, null],
    [
      "retry just fits backoff and the minimum attempt",
      { attempt: 1, remainingMs: 650 },
      { waitMs: 150, timeoutMs: 500 },
    ],
    [
      "retry without a deadline: the client's timeout",
      { attempt: 2, backoffMs: 300 },
      { waitMs: 300, timeoutMs: 8000 },
    ],
    ["all retries spent", { attempt: 3 }, null],
    ["a call without retries has one attempt", { attempt: 1, retries: 0 }, null],
  ])("%s", (_, input, expected) => {
    expect(planAttempt({ ...base, ...input })).toEqual(expected);
  });
});
