import { describe, expect, it } from "vitest";
import { EMPTY_VOUCHER_FORM, type VoucherFormValues, voucherFormValuesOfTerms, voucherInputOf } from "./voucher-form";

const form = (change: Partial<VoucherFormValues>): VoucherFormValues => ({
  ...EMPTY_VOUCHER_FORM,
  code: "SPRING",
  ...change,
});

describe("voucherInputOf", () => {
  it("makes a percent code with open periods and no limits from the defaults", () => {
    const result = voucherInputOf(form({ code: "spring" }), "EUR");
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({
        code: "SPRING",
        discount: { kind: "percent", percent: 10 },
        bookingPeriod: { from: null, until: null },
        minNights: 1,
        totalLimit: null,
      }),
    });
  });

  it("reads an amount in the brand's currency as minor units", () => {
    const result = voucherInputOf(form({ kind: "amount", amount: "25,50" }), "EUR");
    expect(result.ok && result.input.discount).toEqual({ kind: "amount", amount: 2550, currency: "EUR" });
  });

  it.each<[string, Partial<VoucherFormValues>, keyof VoucherFormValues]>([
    ["a code with spaces", { code: "NO SPACES" }, "code"],
    ["no percent", { percent: "" }, "percent"],
    ["more than 100 %", { percent: "120" }, "percent"],
    ["an amount that is no number", { kind: "amount", amount: "ten" }, "amount"],
    ["a booking period ending before it starts", { bookFrom: "2027-05-01", bookUntil: "2027-04-01" }, "bookUntil"],
    ["a stay period ending before it starts", { stayFrom: "2027-05-01", stayUntil: "2027-04-01" }, "stayUntil"],
    ["zero minimum nights", { minNights: "0" }, "minNights"],
    ["a use limit of zero", { totalLimit: "0" }, "totalLimit"],
    ["a per e-mail limit that is no number", { perEmailLimit: "x" }, "perEmailLimit"],
  ])("names the field of %s", (_case, change, field) => {
    const result = voucherInputOf(form(change), "EUR");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toEqual([field]);
  });
});

describe("voucherFormValuesOfTerms", () => {
  it("shows a stored code as the form typed it", () => {
    const values = form({ kind: "amount", amount: "25.50", percent: "", totalLimit: "3", propertyIds: ["p-1"] });
    const result = voucherInputOf(values, "EUR");
    expect(result.ok && voucherFormValuesOfTerms(result.input)).toEqual(values);
  });
});
