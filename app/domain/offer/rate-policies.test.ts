import { describe, expect, it } from "vitest";
import type { CancellationPolicy } from "../../../shared/ota/listing";
import { ratePolicies } from "./rate-policies";

const FREE: CancellationPolicy = { freeUntilDaysBeforeArrival: null, fee: { kind: "percentOfStay", percent: 0 } };
const FIRST_NIGHT: CancellationPolicy = { freeUntilDaysBeforeArrival: null, fee: { kind: "firstNight" } };

const NOTICE: CancellationPolicy = { ...FREE, longStay: { noticeDays: 30 } };

const rate = (id: string, total: number, cancellationPolicy: CancellationPolicy, nights = 3) => ({
  ratePlan: { id, code: id.toUpperCase(), name: `Rate ${id}`, cancellationPolicy },
  price: { total, nights },
});

describe("ratePolicies", () => {
  it.each([
    ["no stay asked for", null, []],
    ["a sold-out stay", { availability: { available: false }, offers: [rate("flex", 30_000, FREE)] }, []],
    [
      "every rate, cheapest first, with its own terms",
      { availability: { available: true }, offers: [rate("flex", 36_000, FREE), rate("saver", 30_000, FIRST_NIGHT)] },
      [
        { id: "saver", name: "Rate saver", text: { key: "offer.cancellation.neverFirstNight", values: {} } },
        { id: "flex", name: "Rate flex", text: { key: "offer.cancellation.alwaysFree", values: {} } },
      ],
    ],
    [
      "a long stay's notice period on the plan that has one",
      {
        availability: { available: true },
        offers: [rate("flex", 360_000, NOTICE, 35), rate("saver", 300_000, FIRST_NIGHT, 35)],
      },
      [
        { id: "saver", name: "Rate saver", text: { key: "offer.cancellation.neverFirstNight", values: {} } },
        { id: "flex", name: "Rate flex", text: { key: "longStay.notice", values: { count: 30 } } },
      ],
    ],
  ])("%s", (_, offers, expected) => {
    expect(ratePolicies(offers)).toEqual(expected);
  });
});
