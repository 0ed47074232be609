import { describe, expect, it } from "vitest";
import type { CancellationPolicy } from "../../../shared/ota/listing";
import { bookingStatusOfItems, bookingTotalOfItems, itemsToCancel } from "./booking-items";
import { cancellationTerms } from "./cancellation";

describe("a booking's status from its items", () => {
  it.each([
    ["one confirmed", ["confirmed"], "confirmed"],
    ["one cancelled", ["cancelled"], "cancelled"],
    ["one requested", ["requested"], "requested"],
    ["one of three cancelled", ["cancelled", "confirmed", "confirmed"], "confirmed"],
    ["the first cancelled, one left", ["cancelled", "cancelled", "confirmed"], "confirmed"],
    ["all cancelled", ["cancelled", "cancelled", "cancelled"], "cancelled"],
  ] as const)("%s", (_name, statuses, expected) => {
    expect(bookingStatusOfItems(statuses.map((status) => ({ status })))).toBe(expected);
  });
});

describe("a booking's total from its items", () => {
  it.each([
    [
      "all active",
      [
        ["confirmed", 30000, 0],
        ["confirmed", 20000, 0],
      ],
      50000,
    ],
    [
      "one cancelled free",
      [
        ["confirmed", 30000, 0],
        ["cancelled", 20000, 0],
      ],
      30000,
    ],
    [
      "one cancelled at a fee",
      [
        ["confirmed", 30000, 0],
        ["cancelled", 20000, 4000],
      ],
      34000,
    ],
    [
      "all cancelled at fees",
      [
        ["cancelled", 30000, 3000],
        ["cancelled", 20000, 4000],
      ],
      7000,
    ],
  ] as const)("%s", (_name, items, expected) => {
    const standing = items.map(([status, total, cancellationFee]) => ({ status, total, cancellationFee }));
    expect(bookingTotalOfItems(standing)).toBe(expected);
  });
});

describe("the items a cancellation takes", () => {
  const items = [
    { id: "bk_a", status: "confirmed" },
    { id: "bk_b", status: "cancelled" },
    { id: "bk_c", status: "confirmed" },
  ] as const;
  it.each([
    ["no ids: every active item", undefined, ["bk_a", "bk_c"], []],
    ["one named", ["bk_c"], ["bk_c"], []],
    ["a cancelled one named: nothing", ["bk_b"], [], []],
    ["an unknown id", ["bk_x"], [], ["bk_x"]],
  ] as const)("%s", (_name, ids, cancelled, unknown) => {
    const result = itemsToCancel(items, ids);
    expect(result.cancel.map((i) => i.id)).toEqual(cancelled);
    expect(result.unknown).toEqual(unknown);
  });
});

describe("cancelling items, each at its own policy's fee", () => {
  const stay = { from: "2027-05-10", to: "2027-05-13" };
  const flexible: CancellationPolicy = { freeUntilDaysBeforeArrival: 2, fee: { kind: "percentOfStay", percent: 100 } };
  const strict: CancellationPolicy = { freeUntilDaysBeforeArrival: null, fee: { kind: "percentOfStay", percent: 50 } };
  const firstNight: CancellationPolicy = { freeUntilDaysBeforeArrival: 14, fee: { kind: "firstNight" } };
  const items = [
    { policy: flexible, total: 30000, accommodation: 27000, firstNight: 9000 },
    { policy: strict, total: 20000, accommodation: 18000, firstNight: 6000 },
    { policy: firstNight, total: 45000, accommodation: 42000, firstNight: 14000 },
  ];
  it.each([
    ["a month ahead: strict alone costs", "2027-04-10T12:00:00Z", [0, 10000, 0]],
    ["ten days ahead: first night too", "2027-04-30T12:00:00Z", [0, 10000, 14000]],
    ["the day before: all three", "2027-05-09T12:00:00Z", [30000, 10000, 14000]],
  ] as const)("%s", (_name, at, fees) => {
    const charged = items.map((i) => cancellationTerms(i.policy, { ...stay, ...i }, new Date(at)).fee);
    expect(charged).toEqual(fees);
    // Cancelling the first item only: the booking costs its fee and the others' totals.
    const standing = items.map((i, n) => ({
      status: n === 0 ? ("cancelled" as const) : ("confirmed" as const),
      total: i.total,
      cancellationFee: charged[n] ?? 0,
    }));
    expect(bookingTotalOfItems(standing)).toBe((fees[0] ?? 0) + 20000 + 45000);
  });
});
