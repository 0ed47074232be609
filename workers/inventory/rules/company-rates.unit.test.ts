import { describe, expect, it } from "vitest";
import type { CompanyRatePlan } from "../../../shared/ota/company-code";
import { companyCodeSavable, companyCodeStatus, companyPlanFor, companyRateOffer } from "./company-rates";
import { priceStay, type RateCard } from "./pricing";
import { testRateCard } from "./test-support/rate-card";

// The pricing tables' rate card without city tax, so a discount shows in the accommodation alone.
const card: RateCard = { ...testRateCard, cityTax: { kind: "none" } };
const base = {
  factorBp: 10_000,
  cancellationPolicy: { freeUntilDaysBeforeArrival: 7, fee: { kind: "firstNight" as const } },
};
const company = { code: "ACME", name: "Acme Consulting GmbH" };

describe("companyCodeStatus: the arrival against the validity dates", () => {
  const code = { active: true, validFrom: "2026-03-01", validUntil: "2026-03-31" };
  it.each([
    { why: "no such code", facts: null, arrival: "2026-03-10", status: "unknown" },
    { why: "switched off", facts: { ...code, active: false }, arrival: "2026-03-10", status: "inactive" },
    { why: "the day before the first day", facts: code, arrival: "2026-02-28", status: "notYetValid" },
    { why: "the first day", facts: code, arrival: "2026-03-01", status: "valid" },
    { why: "inside", facts: code, arrival: "2026-03-15", status: "valid" },
    { why: "the last day", facts: code, arrival: "2026-03-31", status: "valid" },
    { why: "the day after the last day", facts: code, arrival: "2026-04-01", status: "expired" },
    { why: "inactive wins over expired", facts: { ...code, active: false }, arrival: "2026-05-01", status: "inactive" },
  ] as const)("$why: $status", ({ facts, arrival, status }) => {
    expect(companyCodeStatus(facts, arrival)).toBe(status);
  });
});

describe("companyCodeSavable: which codes a traveller's profile keeps", () => {
  it.each([
    ["valid", true],
    ["notYetValid", true],
    ["expired", false],
    ["inactive", false],
    ["unknown", false],
  ] as const)("%s -> %s", (status, savable) => {
    expect(companyCodeSavable(status)).toBe(savable);
  });
});

describe("companyPlanFor: the most specific scope wins", () => {
  const all: CompanyRatePlan = { id: "crp_all", scope: { kind: "all" }, rate: { kind: "percent", percent: 10 } };
  const property: CompanyRatePlan = {
    id: "crp_prop",
    scope: { kind: "property", id: "p1" },
    rate: { kind: "percent", percent: 15 },
  };
  const type: CompanyRatePlan = {
    id: "crp_type",
    scope: { kind: "apartmentType", id: "t1" },
    rate: { kind: "fixedNightly", amount: 8_000 },
  };
  const otherProperty: CompanyRatePlan = {
    id: "crp_other",
    scope: { kind: "property", id: "p2" },
    rate: { kind: "percent", percent: 20 },
  };
  const fixedAll: CompanyRatePlan = {
    id: "crp_fixed_all",
    scope: { kind: "all" },
    rate: { kind: "fixedNightly", amount: 5_000 },
  };
  it.each([
    { why: "none", plans: [], at: ["t1", "p1"], id: null },
    { why: "all only", plans: [all], at: ["t1", "p1"], id: "crp_all" },
    { why: "property over all", plans: [all, property], at: ["t1", "p1"], id: "crp_prop" },
    { why: "type over property, in any order", plans: [type, property, all], at: ["t1", "p1"], id: "crp_type" },
    { why: "another apartment of the property", plans: [type, property, all], at: ["t9", "p1"], id: "crp_prop" },
    { why: "another property falls back to all", plans: [otherProperty, all], at: ["t1", "p1"], id: "crp_all" },
    { why: "another property only: none", plans: [otherProperty], at: ["t1", "p1"], id: null },
    { why: "a fixed rate never applies through all", plans: [fixedAll], at: ["t1", "p1"], id: null },
  ] as const)("$why", ({ plans, at, id }) => {
    expect(companyPlanFor(plans, { apartmentTypeId: at[0], propertyId: at[1] })?.id ?? null).toBe(id);
  });
});

describe("companyRateOffer: priced by priceStay", () => {
  // Thursday to Sunday in March: Thu 10,000, Fri 12,000, Sat 12,000.
  const stay = { from: "2026-03-05", to: "2026-03-08", guests: 2 };
  const publicTotal = priceStay(card, { ...stay, planFactorBp: 10_000 }).price.total;
  it.each([
    {
      why: "15% off the public flexible rate",
      rate: { kind: "percent", percent: 15 } as const,
      baseFactor: 10_000,
      accommodation: 8_500 + 10_200 + 10_200,
    },
    {
      why: "a discount on a base plan that is itself discounted",
      rate: { kind: "percent", percent: 10 } as const,
      baseFactor: 9_000,
      accommodation: 8_100 + 9_720 + 9_720,
    },
    {
      why: "a fixed nightly rate: no weekend factor",
      rate: { kind: "fixedNightly", amount: 9_000 } as const,
      baseFactor: 10_000,
      accommodation: 27_000,
    },
  ])("$why", ({ rate, baseFactor, accommodation }) => {
    const offer = companyRateOffer(
      card,
      { ...base, factorBp: baseFactor },
      { id: "crp_1", scope: { kind: "all" }, rate },
      company,
      stay,
    );
    expect(offer.price.accommodation).toBe(accommodation);
    expect(offer.price.total).toBe(accommodation + card.cleaningFee);
    expect(offer.ratePlan).toEqual({
      id: "crp_1",
      code: "ACME",
      name: "Acme Consulting GmbH",
      cancellationPolicy: base.cancellationPolicy,
      companyCode: "ACME",
    });
  });

  it("is cheaper than the public rate with a discount", () => {
    const offer = companyRateOffer(
      card,
      base,
      { id: "crp_1", scope: { kind: "all" }, rate: { kind: "percent", percent: 15 } },
      company,
      stay,
    );
    expect(offer.price.total).toBeLessThan(publicTotal);
  });

  it("a fixed rate in high season stays fixed", () => {
    const july = { from: "2026-07-06", to: "2026-07-08", guests: 1 };
    const offer = companyRateOffer(
      card,
      base,
      { id: "crp_1", scope: { kind: "property", id: "p1" }, rate: { kind: "fixedNightly", amount: 9_000 } },
      company,
      july,
    );
    expect(offer.nightly).toEqual([9_000, 9_000]);
  });
});
