import { describe, expect, it } from "vitest";
import type { CancellationPolicy } from "../../../app/domain/ota/listing";
import { cancellationTerms } from "./cancellation";

const flex: CancellationPolicy = { freeUntilDaysBeforeArrival: 7, fee: { kind: "percentOfStay", percent: 50 } };
const firstNight: CancellationPolicy = { freeUntilDaysBeforeArrival: 2, fee: { kind: "firstNight" } };
const nonRefundable: CancellationPolicy = {
  freeUntilDaysBeforeArrival: null,
  fee: { kind: "percentOfStay", percent: 100 },
};
const stay = { from: "2026-06-15", total: 100_000, firstNight: 12_000 };

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
      { from: "2026-06-15", total: 5_000, firstNight: 12_000 },
      new Date("2026-06-15T00:00:00Z"),
    );
    expect(terms.fee).toBe(5_000);
  });
});
