import { describe, expect, it } from "vitest";
import { voucherOfParam } from "./voucher-param";

describe("voucherOfParam (the voucher deep-link parameter)", () => {
  it.each<[string, unknown, string | undefined]>([
    ["a code as linked", "WELCOME10", "WELCOME10"],
    ["lower case", "welcome10", "WELCOME10"],
    ["spaces around and inside", "  welcome 10 ", "WELCOME10"],
    ["blank", "   ", undefined],
    ["absent", null, undefined],
    ["a repeated parameter's array", ["A", "B"], undefined],
    ["an overlong value, cut (the lookup says unknown)", "X".repeat(100), "X".repeat(64)],
  ])("%s", (_case, value, expected) => {
    expect(voucherOfParam(value)).toBe(expected);
  });
});
