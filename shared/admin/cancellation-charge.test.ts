import { describe, expect, it } from "vitest";
import { type AdminCancelChoice, cancellationCharge } from "./cancellation-charge";

describe("an admin's cancellation charge", () => {
  it.each([
    [0, { fee: "policy" }, { fee: 0, waivedFee: null, reason: null }],
    [12_000, { fee: "policy" }, { fee: 12_000, waivedFee: null, reason: null }],
    [
      12_000,
      { fee: "waived", reason: "Flood in the flat" },
      { fee: 0, waivedFee: 12_000, reason: "Flood in the flat" },
    ],
    [12_000, { fee: "waived", reason: "  Goodwill  " }, { fee: 0, waivedFee: 12_000, reason: "Goodwill" }],
    [0, { fee: "waived", reason: "Still free" }, { fee: 0, waivedFee: null, reason: "Still free" }],
  ] as [number, AdminCancelChoice, unknown][])("policy fee %d with %j charges %j", (fee, choice, expected) => {
    expect(cancellationCharge(fee, choice)).toEqual(expected);
  });

  it.each([
    [100, { fee: "waived", reason: "   " }],
    [-1, { fee: "policy" }],
    [1.5, { fee: "policy" }],
  ] as [number, AdminCancelChoice][])("refuses policy fee %d with %j", (fee, choice) => {
    expect(() => cancellationCharge(fee, choice)).toThrow(RangeError);
  });
});
