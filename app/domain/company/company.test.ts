import { describe, expect, it } from "vitest";
import type { CompanyTerms } from "../ota/company-code";
import { companyBillingPrefill } from "./company-billing-prefill";
import { createCompanyCodeRequestOf, formErrors, newCompanyCodeFormSchema, rateAmount } from "./company-code-form";
import { normaliseCompanyCode } from "./company-code-param";
import { companyCodeProblemKey, profileCompanyCodeErrorKey } from "./company-notice";
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

describe("profileCompanyCodeErrorKey", () => {
  it.each([
    ["unknown", "account.validation.companyCodeUnknown"],
    ["expired", "account.validation.companyCodeExpired"],
    ["inactive", "account.validation.companyCodeInactive"],
    [undefined, "account.validation.companyCodeUnknown"],
    [42, "account.validation.companyCodeUnknown"],
  ])("%s -> %s", (status, key) => {
    expect(profileCompanyCodeErrorKey(status)).toBe(key);
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

describe("the admin's new-code form", () => {
  const valid = {
    code: " globex-1 ",
    companyName: "Globex Ltd",
    validFrom: "2027-01-01",
    validUntil: "2027-12-31",
    scopeKind: "all",
    rateKind: "percent",
    rateValue: "12",
    invoice: "on",
  };
  it("makes the OTA's request", () => {
    const parsed = newCompanyCodeFormSchema.parse(valid);
    expect(createCompanyCodeRequestOf(parsed)).toMatchObject({
      code: "GLOBEX-1",
      invoice: true,
      airplus: false,
      plans: [{ scope: { kind: "all" }, rate: { kind: "percent", percent: 12 } }],
    });
  });
  it.each([
    { why: "a short code", change: { code: "ab" }, field: "code", key: "companyRates.admin.errors.code" },
    {
      why: "no company",
      change: { companyName: " " },
      field: "companyName",
      key: "companyRates.admin.errors.companyName",
    },
    {
      why: "validity backwards",
      change: { validUntil: "2026-12-31" },
      field: "validUntil",
      key: "companyRates.admin.errors.validity",
    },
    {
      why: "a fixed rate for every apartment",
      change: { rateKind: "fixedNightly", rateValue: "80" },
      field: "scopeKind",
      key: "companyRates.admin.errors.fixedNeedsScope",
    },
    {
      why: "a property without its id",
      change: { scopeKind: "property" },
      field: "scopeId",
      key: "companyRates.admin.errors.scopeId",
    },
    { why: "95 percent", change: { rateValue: "95" }, field: "rateValue", key: "companyRates.admin.errors.rateValue" },
  ])("refuses $why", ({ change, field, key }) => {
    const parsed = newCompanyCodeFormSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(formErrors(parsed.error)[field]).toBe(key);
  });
  it.each([
    ["percent", "15", 15],
    ["percent", "0", null],
    ["percent", "12.5", null],
    ["fixedNightly", "89.50", 8950],
    ["fixedNightly", "89,5", 8950],
    ["fixedNightly", "0", null],
    ["fixedNightly", "abc", null],
  ] as const)("rateAmount(%s, %s) = %s", (kind, typed, amount) => {
    expect(rateAmount(kind, typed)).toBe(amount);
  });
});
