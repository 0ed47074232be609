import { describe, expect, it } from "vitest";
import type { CancellationPolicy } from "../../../shared/ota/listing";
import { cancellationTerms } from "./cancellation";
import { divRoundHalfEven } from "./money";

const flex: CancellationPolicy = { freeUntilDaysBeforeArrival: 7, fee: { kind: "percentOfStay", percent: 50 } };
const firstNight: CancellationPolicy = { freeUntilDaysBeforeArrival: 2, fee: { kind: "firstNight" } };
const nonRefundable: CancellationPolicy = {
  freeUntilDaysBeforeArrival: null,
  fee: { kind: "percentOfStay", percent: 100 },
};
const stay = { from: "2026-06-15", to: "2026-06-20", total: 100_000, accommodation: 90_000, firstNight: 12_000 };

describe("cancellationTerms", () => {
  it.each([
    { name: "flex, weeks ahead", policy: flex, now: "2026-05-01T10:00:00Z", free: "2026-06-08T00:00:00.000Z", fee: 0 },
    {
      name: "flex, just before the deadline",
      policy: flex,
      now: "2026-06-07T23:59:59Z",
      free: "2026-06-08T00:00:00.000Z",
      fee: 0,
    },
    {
      name: "flex, at the deadline",
      policy: flex,
      now: "2026-06-08T00:00:00Z",
      free: "2026-06-08T00:00:00.000Z",
      fee: 50_000,
    },
    {
      name: "first night, after",
      policy: firstNight,
      now: "2026-06-14T08:00:00Z",
      free: "2026-06-13T00:00:00.000Z",
      fee: 12_000,
    },
    {
      name: "first night, before",
      policy: firstNight,
      now: "2026-06-12T08:00:00Z",
      free: "2026-06-13T00:00:00.000Z",
      fee: 0,
    },
    { name: "non-refundable", policy: nonRefundable, now: "2026-01-01T00:00:00Z", free: null, fee: 100_000 },
  ])("$name", ({ policy, now, free, fee }) => {
    expect(cancellationTerms(policy, stay, new Date(now))).toEqual({ freeUntil: free, fee });
  });

  it("never charges more than the total", () => {
    const terms = cancellationTerms(
      firstNight,
      { from: "2026-06-15", to: "2026-06-16", total: 5_000, accommodation: 4_000, firstNight: 12_000 },
      new Date("2026-06-15T00:00:00Z"),
    );
    expect(terms.fee).toBe(5_000);
  });
});

describe("cancellationTerms of a long stay with a notice period", () => {
  const notice30: CancellationPolicy = { ...flex, longStay: { noticeDays: 30 } };
  // 35 nights from 15 June 2026; accommodation 238_000 (6_800 a night on average).
  const long = { from: "2026-06-15", to: "2026-07-20", total: 254_900, accommodation: 238_000, firstNight: 7_000 };
  const free = "2026-05-17T00:00:00.000Z";

  it.each([
    { why: "notice ends weeks before arrival", now: "2026-04-01T12:00:00Z", fee: 0 },
    { why: "notice ends on arrival day (16 May + 30 = 15 June)", now: "2026-05-16T23:59:59Z", fee: 0 },
    { why: "notice runs one night into the stay", now: "2026-05-17T00:00:00Z", fee: 6_800 },
    { why: "ten nights into the stay", now: "2026-05-26T09:00:00Z", fee: 68_000 },
    { why: "on arrival day: the 30 nights of notice", now: "2026-06-15T10:00:00Z", fee: 204_000 },
    { why: "notice beyond departure: the whole accommodation", now: "2026-06-30T10:00:00Z", fee: 238_000 },
  ])("$why: $fee", ({ now, fee }) => {
    expect(cancellationTerms(notice30, long, new Date(now))).toEqual({ freeUntil: free, fee });
  });

  it.each([
    { why: "a stay under 28 nights keeps the free-cancellation deadline", to: "2026-07-12", fee: 127_450 },
    { why: "28 nights follow the notice period (25 of 28 nights owed)", to: "2026-07-13", fee: 212_500 },
  ])("$why", ({ to, fee }) => {
    const terms = cancellationTerms(notice30, { ...long, to }, new Date("2026-06-10T00:00:00Z"));
    expect(terms.fee).toBe(fee);
  });

  it("a long stay on a plan without a notice period follows the plan's rule", () => {
    expect(cancellationTerms(nonRefundable, long, new Date("2026-01-01T00:00:00Z"))).toEqual({
      freeUntil: null,
      fee: 254_900,
    });
  });

  it.each([
    { noticeDays: 14, now: "2026-06-05T00:00:00Z", fee: divRoundHalfEven(238_000 * 4, 35) },
    { noticeDays: 60, now: "2026-05-01T00:00:00Z", fee: divRoundHalfEven(238_000 * 15, 35) },
  ])("a notice of $noticeDays days", ({ noticeDays, now, fee }) => {
    expect(cancellationTerms({ ...flex, longStay: { noticeDays } }, long, new Date(now)).fee).toBe(fee);
  });
});
