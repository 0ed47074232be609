import { describe, expect, it } from "vitest";
import { dbiValuesOf, paymentStepMethod, savedCardPayment } from "./payment-step";

describe("paymentStepMethod", () => {
  it.each([
    ["AirPlus chosen", { paymentMethod: "airplus" as const }, "airplus"],
    ["a card chosen", { paymentMethod: "card" as const }, "card"],
    ["no details yet", null, "card"],
  ])("%s", (_, details, expected) => {
    expect(paymentStepMethod(details)).toBe(expected);
  });
});

describe("dbiValuesOf", () => {
  it.each([
    [
      "only the dbi fields, by code",
      { "dbi.AE": "Sales", "dbi.PR": "P-1", company: "C1", savedCard: "t" },
      { AE: "Sales", PR: "P-1" },
    ],
    ["none", { company: "C1" }, {}],
    ["an empty value is kept for validation", { "dbi.AE": "" }, { AE: "" }],
  ])("%s", (_, values, expected) => {
    expect(dbiValuesOf(values)).toEqual(expected);
  });
});

describe("savedCardPayment", () => {
  it("refers to the saved card by its token, for the stay's amount, without a transaction", () => {
    const saved = {
      token: "tok-1",
      masked: "122000xxxxx0001",
      brand: "uatp" as const,
      holder: "ACME GmbH",
      expiryMonth: 6,
      expiryYear: 2031,
    };
    expect(savedCardPayment(saved, 45_000)).toEqual({
      method: "airplus",
      transactionId: null,
      amount: 45_000,
      token: "tok-1",
      card: { masked: "122000xxxxx0001", brand: "uatp", expiryMonth: 6, expiryYear: 2031, holder: "ACME GmbH" },
    });
  });
});
