import { describe, expect, it } from "vitest";
import type { CompanyTerms } from "../ota/company-code";
import { companyBillingPrefill } from "./company-billing-prefill";
import { normaliseCompanyCode } from "./company-code-param";
import { companyCodeProblemKey } from "./company-notice";
import { checkoutPaymentMethods } from "./company-payment-methods";

describe("normaliseCompanyCode", () => {
  it.each([
    { typed: "acme", code: "ACME" },
    { typed: "  Acme-2026 ", code: "ACME-2026" },
    { typed: "ac me", code: "ACME" },
    { typed: "", code: undefined },
    { typed: "   ", code: undefined },
    { typed: undefined, code: undefined },
    { typed: 42, code: undefined },
    { typed: "x".repeat(100), code: "X".repeat(64) },
  ])("$typed -> $code", ({ typed, code }) => {
    expect(normaliseCompanyCode(typed)).toBe(code);
  });
});

describe("companyCodeProblemKey", () => {
  it.each([
    ["valid", null],
    ["unknown", "companyRates.problems.unknown"],
    ["expired", "companyRates.problems.expired"],
    ["notYetValid", "companyRates.problems.notYetValid"],
    ["inactive", "companyRates.problems.inactive"],
  ] as const)("%s -> %s", (status, key) => {
    expect(companyCodeProblemKey(status)).toBe(key);
  });
});

describe("checkoutPaymentMethods", () => {
  it.each([
    { why: "no company", tenant: ["card", "bankTransfer"], company: null, methods: ["card", "bankTransfer"] },
    {
      why: "invoice first when allowed",
      tenant: ["card", "bankTransfer"],
      company: { invoice: true, airplus: false },
      methods: ["invoice", "card", "bankTransfer"],
    },
    {
      why: "AirPlus added for a company that pays by AirPlus",
      tenant: ["card"],
      company: { invoice: false, airplus: true },
      methods: ["card", "airplus"],
    },
    {
      why: "AirPlus not twice",
      tenant: ["card", "airplus"],
      company: { invoice: true, airplus: true },
      methods: ["invoice", "card", "airplus"],
    },
    {
      why: "invoice never without a company",
      tenant: ["card", "invoice"],
      company: null,
      methods: ["card"],
    },
  ] as const)("$why", ({ tenant, company, methods }) => {
    expect(checkoutPaymentMethods(tenant, company)).toEqual(methods);
  });
});

describe("companyBillingPrefill", () => {
  const company: Pick<CompanyTerms, "billing" | "invoice"> = {
    billing: {
      companyName: "Acme Consulting GmbH",
      street: "Friedrichstraße 68",
      postcode: "10117",
      city: "Berlin",
      country: "DE",
      vatId: "DE123456789",
      costCentre: "KS-4711",
    },
    invoice: true,
  };
  it("fills the business block and chooses invoice, keeping the guest's own fields", () => {
    expect(companyBillingPrefill({ firstName: "Anna", paymentMethod: "card" }, company)).toEqual({
      firstName: "Anna",
      travellingForBusiness: "on",
      company: "Acme Consulting GmbH",
      vatId: "DE123456789",
      billingStreet: "Friedrichstraße 68",
      billingPostcode: "10117",
      billingCity: "Berlin",
      billingCountry: "DE",
      paymentMethod: "invoice",
    });
  });
  it("leaves out empty details and the payment method without invoice", () => {
    const bare = { billing: { ...company.billing, vatId: "", street: "" }, invoice: false };
    const filled = companyBillingPrefill({ paymentMethod: "card" }, bare);
    expect(filled.vatId).toBeUndefined();
    expect(filled.billingStreet).toBeUndefined();
    expect(filled.paymentMethod).toBe("card");
  });
});
