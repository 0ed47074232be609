import { describe, expect, it } from "vitest";
import { isPaymentMethod, paymentMethodNameKey } from "./payment-method-name";

describe("paymentMethodNameKey", () => {
  it.each([
    ["card", "checkout.paymentMethods.card"],
    ["airplus", "checkout.paymentMethods.airplus"],
    ["bankTransfer", "checkout.paymentMethods.bankTransfer"],
    ["payAtProperty", "checkout.paymentMethods.payAtProperty"],
    ["invoice", "checkout.paymentMethods.invoice"],
    ["cheque", "checkout.paymentMethods.other"],
    ["", "checkout.paymentMethods.other"],
    ["Card", "checkout.paymentMethods.other"],
  ])("%j → %s", (method, key) => {
    expect(paymentMethodNameKey(method)).toBe(key);
  });

  it("knows exactly the platform's methods", () => {
    expect(["card", "airplus", "bankTransfer", "payAtProperty", "cash"].filter(isPaymentMethod)).toEqual([
      "card",
      "airplus",
      "bankTransfer",
      "payAtProperty",
    ]);
  });
});
