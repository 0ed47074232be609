import { describe, expect, it } from "vitest";
import en from "../../../locales/en/translation.json";
import { VOUCHER_VERDICTS, type VoucherVerdict } from "../../../shared/vouchers/voucher-verdict";
import { type VoucherScope, voucherMessageKey } from "./voucher-message";

describe("voucherMessageKey", () => {
  it.each<[VoucherVerdict, VoucherScope, string]>([
    ["valid", "stay", "vouchers.applied"],
    ["valid", "search", "vouchers.searchApplied"],
    ["notForApartment", "stay", "vouchers.verdict.notForApartment"],
    ["notForApartment", "search", "vouchers.searchNotForApartment"],
    ["expired", "search", "vouchers.verdict.expired"],
    ["unknown", "search", "vouchers.verdict.unknown"],
    ["usedUp", "stay", "vouchers.verdict.usedUp"],
  ])("%s on a %s page", (verdict, scope, key) => {
    expect(voucherMessageKey(verdict, scope)).toBe(key);
  });

  it("has an English message for every verdict on both pages", () => {
    const lookup = (key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
    for (const verdict of VOUCHER_VERDICTS)
      for (const scope of ["stay", "search"] as const)
        expect(lookup(voucherMessageKey(verdict, scope)), `${verdict} ${scope}`).toMatch(/\{\{code\}\}/);
  });
});
