import { describe, expect, it } from "vitest";
import { type VoucherStatus, voucherStatus } from "./voucher-status";

const period = (from: string | null, until: string | null) => ({ from, until });

describe("voucherStatus: the admin list's status of a code on 2027-03-01", () => {
  it.each<[string, boolean, ReturnType<typeof period>, VoucherStatus]>([
    ["no period", true, period(null, null), "active"],
    ["within its period", true, period("2027-01-01", "2027-03-01"), "active"],
    ["its period over (the demo's OLDPROMO)", true, period("2025-11-01", "2026-10-31"), "expired"],
    ["its period to come", true, period("2027-04-01", null), "notYetValid"],
    ["archived, whatever its period", false, period("2025-11-01", "2026-10-31"), "archived"],
  ])("%s", (_name, active, bookingPeriod, status) => {
    expect(voucherStatus({ active, bookingPeriod }, "2027-03-01")).toBe(status);
  });
});
