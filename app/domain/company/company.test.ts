import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { normaliseCompanyCode } from "../../../shared/company/company-code-param";
import { isoDateFromToday } from "../../../shared/dates/test-support/iso-date-from-today";
import type { CompanyTerms } from "../../../shared/ota/company-code";
import { companyBillingPrefill } from "./company-billing-prefill";
import {
  createCompanyCodeRequestOf,
  editCompanyCodeFormSchema,
  newCompanyCodeFormSchema,
  planRowOf,
  rateAmount,
  updateCompanyCodeRequestOf,
} from "./company-code-form";
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

describe("the admin's company-code forms", () => {
  // A year's validity starting next month: never in the past whenever the suite runs.
  const validFrom = isoDateFromToday(30);
  const validUntil = isoDateFromToday(395);
  const valid = {
    code: " globex-1 ",
    companyName: "Globex Ltd",
    validFrom,
    validUntil,
    invoice: "on",
    plans: [
      { scopeKind: "all", scopeId: "", rateKind: "percent", rateValue: "12" },
      { scopeKind: "property", scopeId: "p-berlin-0001", rateKind: "fixedNightly", rateValue: "89,50" },
    ],
  };
  /** The first message per field path as conform names it (plans[1].rateValue). */
  const errorsOf = (error: z.ZodError) =>
    Object.fromEntries(
      error.issues.map((issue) => [
        issue.path.map((p, k) => (typeof p === "number" ? `[${p}]` : k ? `.${String(p)}` : String(p))).join(""),
        issue.message,
      ]),
    );
  it("makes the OTA's request with every plan", () => {
    const parsed = newCompanyCodeFormSchema.parse(valid);
    expect(createCompanyCodeRequestOf(parsed)).toMatchObject({
      code: "GLOBEX-1",
      invoice: true,
      airplus: false,
      plans: [
        { scope: { kind: "all" }, rate: { kind: "percent", percent: 12 } },
        { scope: { kind: "property", id: "p-berlin-0001" }, rate: { kind: "fixedNightly", amount: 8950 } },
      ],
    });
  });
  it("keeps an edited plan's id and gives a new row none", () => {
    const parsed = editCompanyCodeFormSchema.parse({
      validFrom,
      validUntil,
      active: "on",
      plans: [{ id: "cc_1-1", ...valid.plans[0] }, valid.plans[1]],
    });
    const request = updateCompanyCodeRequestOf(parsed);
    expect(request).toMatchObject({ active: true, invoice: false, airplus: false });
    expect(request.plans?.map((plan) => plan.id)).toEqual(["cc_1-1", undefined]);
  });
  it("shows a stored plan as a row and back", () => {
    const row = planRowOf({
      id: "p1",
      scope: { kind: "apartmentType", id: "a-1" },
      rate: { kind: "fixedNightly", amount: 7700 },
    });
    expect(row).toEqual({
      id: "p1",
      scopeKind: "apartmentType",
      scopeId: "a-1",
      rateKind: "fixedNightly",
      rateValue: "77.00",
    });
  });
  const plan = (change: Record<string, string>) => ({ ...valid.plans[0], ...change });
  it.each([
    { why: "a short code", change: { code: "ab" }, field: "code", key: "adminCompanyCodes.errors.code" },
    {
      why: "no company",
      change: { companyName: " " },
      field: "companyName",
      key: "adminCompanyCodes.errors.companyName",
    },
    {
      why: "no first arrival",
      change: { validFrom: undefined },
      field: "validFrom",
      key: "adminCompanyCodes.errors.date",
    },
    {
      why: "validity backwards",
      change: { validUntil: isoDateFromToday(29) },
      field: "validUntil",
      key: "adminCompanyCodes.errors.validity",
    },
    { why: "no plan", change: { plans: [] }, field: "plans", key: "adminCompanyCodes.errors.plans" },
    {
      why: "51 plans",
      change: { plans: Array.from({ length: 51 }, (_, k) => plan({ scopeKind: "property", scopeId: `p-${k}` })) },
      field: "plans",
      key: "adminCompanyCodes.errors.plansMax",
    },
    {
      why: "a fixed rate for every apartment in the second row",
      change: { plans: [valid.plans[1], plan({ rateKind: "fixedNightly", rateValue: "80" })] },
      field: "plans[1].scopeKind",
      key: "adminCompanyCodes.errors.fixedNeedsScope",
    },
    {
      why: "a property without its id",
      change: { plans: [plan({ scopeKind: "property" })] },
      field: "plans[0].scopeId",
      key: "adminCompanyCodes.errors.scopeId",
    },
    {
      why: "95 percent in the second row",
      change: { plans: [valid.plans[1], plan({ rateValue: "95" })] },
      field: "plans[1].rateValue",
      key: "adminCompanyCodes.errors.rateValue",
    },
    {
      why: "an empty rate",
      change: { plans: [plan({ rateValue: "" })] },
      field: "plans[0].rateValue",
      key: "adminCompanyCodes.errors.rateValue",
    },
    {
      why: "two plans for the same property",
      change: { plans: [valid.plans[1], { ...valid.plans[1], rateValue: "70" }] },
      field: "plans[1].scopeKind",
      key: "adminCompanyCodes.errors.duplicateScope",
    },
    {
      why: "an unknown scope",
      change: { plans: [plan({ scopeKind: "city" })] },
      field: "plans[0].scopeKind",
      key: "adminCompanyCodes.errors.scopeKind",
    },
  ])("refuses $why", ({ change, field, key }) => {
    const parsed = newCompanyCodeFormSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(errorsOf(parsed.error)[field]).toBe(key);
  });
  it("takes the same property in two plans when one is for an apartment type", () => {
    const parsed = newCompanyCodeFormSchema.safeParse({
      ...valid,
      plans: [valid.plans[1], plan({ scopeKind: "apartmentType", scopeId: "p-berlin-0001" })],
    });
    expect(parsed.success).toBe(true);
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
