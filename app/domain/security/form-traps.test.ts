import { describe, expect, it } from "vitest";
import { isTooFast, trapVerdict, validFromFor } from "./form-traps";

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

describe("trapVerdict", () => {
  /** A token served at SERVED and read `after` ms later (3 s minimum). */
  const read = (after: number) => ({ kind: "read" as const, validFrom: SERVED + 3000 - after });
  it.each([
    ["a person after 10 s", { honeypot: "", token: read(10_000) }, { kind: "pass" }],
    ["a person exactly at the minimum", { honeypot: "", token: read(3000) }, { kind: "pass" }],
    ["a post at once", { honeypot: "", token: read(0) }, { kind: "too_fast" }],
    ["a post 1 ms early", { honeypot: "", token: read(2999) }, { kind: "too_fast" }],
    ["a token that is not ours", { honeypot: "", token: { kind: "unreadable" } }, { kind: "unreadable" }],
    [
      "a filled honeypot",
      { honeypot: "https://spam.example", token: read(10_000) },
      { kind: "bot", reason: "honeypot" },
    ],
    [
      "a filled honeypot and no token",
      { honeypot: "x", token: { kind: "absent" } },
      { kind: "bot", reason: "honeypot" },
    ],
    ["a filled honeypot, too fast", { honeypot: "x", token: read(0) }, { kind: "bot", reason: "honeypot" }],
    ["no token", { honeypot: "", token: { kind: "absent" } }, { kind: "bot", reason: "no_trap_fields" }],
    ["no honeypot field", { honeypot: null, token: read(10_000) }, { kind: "bot", reason: "no_trap_fields" }],
    ["no trap fields at all", { honeypot: null, token: { kind: "absent" } }, { kind: "bot", reason: "no_trap_fields" }],
  ] as const)("%s", (_what, facts, expected) => {
    expect(trapVerdict({ ...facts, now: SERVED })).toEqual(expected);
  });
});
