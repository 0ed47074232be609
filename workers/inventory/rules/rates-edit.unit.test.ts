import { describe, expect, it } from "vitest";
import type { RatePlanInput } from "../../../shared/ota/back-office-rates";
import { ratePlansInputSchema, updateRatesSchema } from "../../../shared/ota/back-office-rates";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import {
  ratePlansForEdit,
  ratesHistoryFacts,
  removedBookedPlans,
  weekendFactorFor,
  weekendNightlyOf,
} from "./rates-edit";

describe("weekend price typed as an amount, kept as a factor", () => {
  it.each([
    { base: 10_000, weekend: 12_000, factor: 12_000, why: "a round factor" },
    { base: 12_345, weekend: 15_000, factor: 12_151, why: "the factor that gives the amount exactly" },
    { base: 9_999, weekend: 9_999, factor: 10_000, why: "the same price" },
    { base: 8_000, weekend: 6_000, factor: 7_500, why: "cheaper at weekends" },
    { base: 7, weekend: 10, factor: 14_285, why: "a tiny price: a factor that gives it" },
  ])("$why", ({ base, weekend, factor }) => {
    expect(weekendFactorFor(base, weekend)).toBe(factor);
    expect(weekendNightlyOf(base, weekendFactorFor(base, weekend))).toBe(weekend);
  });

  it("every weekend amount for nightly prices up to 100.00 comes back exactly", () => {
    for (const base of [1, 99, 1_000, 4_321, 10_000])
      for (const weekend of [1, 50, 999, 10_001, 12_345, 29_999])
        expect(weekendNightlyOf(base, weekendFactorFor(base, weekend))).toBe(weekend);
  });

  it("above 100.00 a night the nearest amount a factor gives", () => {
    // 250,000 × bp / 10,000 moves in steps of 25 minor units.
    expect(weekendNightlyOf(250_000, weekendFactorFor(250_000, 300_010))).toBe(300_000);
    expect(weekendNightlyOf(250_000, weekendFactorFor(250_000, 300_015))).toBe(300_025);
  });
});

const policy = { freeUntilDaysBeforeArrival: 7, fee: { kind: "percentOfStay" as const, percent: 50 } };
const plan = (over: Partial<RatePlanInput>): RatePlanInput => ({
  code: "FLEX",
  name: { en: "Flexible", de: "Flexibel" },
  factorBp: 10_000,
  cancellationPolicy: policy,
  active: true,
  ...over,
});
const stored: StoredRatePlan[] = [
  { id: "h1-flex", ...plan({}) },
  { id: "h1-saver", ...plan({ code: "SAVER", factorBp: 9_000 }) },
];

describe("ratePlansForEdit", () => {
  let n = 0;
  const newId = () => `rp_${++n}`;
  it("keeps stored ids, gives new and foreign plans new ids", () => {
    const plans = ratePlansForEdit(
      stored,
      [plan({ id: "h1-saver", code: "SAVER" }), plan({ code: "NEW" }), plan({ id: "other-house-flex", code: "X" })],
      newId,
    );
    expect(plans.map((p) => p.id)).toEqual(["h1-saver", "rp_1", "rp_2"]);
    expect(plans[0]).toMatchObject({ code: "SAVER", active: true, cancellationPolicy: policy });
  });

  it("keeps the channel codes the connections page set on a plan it keeps", () => {
    const coded = [{ ...stored[0]!, channelCodes: { SITEMINDER: "BAR" } }, stored[1]!];
    const plans = ratePlansForEdit(coded, [plan({ id: "h1-flex", factorBp: 10_500 }), plan({ id: "h1-saver" })], newId);
    expect(plans[0]).toMatchObject({ factorBp: 10_500, channelCodes: { SITEMINDER: "BAR" } });
    expect(plans[1]).not.toHaveProperty("channelCodes");
  });
});

describe("removedBookedPlans", () => {
  it.each([
    { kept: ["h1-flex", "h1-saver"], booked: ["h1-saver"], refused: [], why: "nothing removed" },
    { kept: ["h1-flex"], booked: [], refused: [], why: "a plan without bookings removed" },
    { kept: ["h1-flex"], booked: ["h1-saver"], refused: ["h1-saver"], why: "a booked plan removed" },
    { kept: [], booked: ["h1-flex", "h1-saver"], refused: ["h1-flex", "h1-saver"], why: "both removed" },
  ])("$why", ({ kept, booked, refused }) => {
    expect(
      removedBookedPlans(
        stored,
        kept.map((id) => ({ id })),
        new Set(booked),
      ),
    ).toEqual(refused);
  });
});

describe("the rates' schemas (the admin API and the page's forms)", () => {
  it.each([
    { plans: [plan({})], path: null, why: "one active plan" },
    { plans: [], path: "", why: "no plan" },
    { plans: [plan({ active: false })], path: "", why: "no active plan" },
    { plans: [plan({}), plan({ code: "flex" })], path: "1.code", why: "a code twice (codes are upper case)" },
    { plans: [plan({ factorBp: 500 })], path: "0.factorBp", why: "a price below 10 % of the type's" },
    { plans: [plan({ name: { en: " ", de: "x" } })], path: "0.name.en", why: "a name missing in English" },
    {
      plans: [plan({ cancellationPolicy: { ...policy, fee: { kind: "percentOfStay", percent: 101 } } })],
      path: "0.cancellationPolicy.fee.percent",
      why: "a fee above 100 %",
    },
  ])("$why", ({ plans, path }) => {
    const parsed = ratePlansInputSchema.safeParse(plans);
    expect(parsed.success ? null : parsed.error.issues[0]!.path.join(".")).toBe(path);
  });

  it("an extra service: a live service of the catalogue, once", () => {
    const parse = (ids: string[]) =>
      updateRatesSchema.safeParse({ extraServices: ids.map((id) => ({ id, pricing: "once", price: 100 })) });
    expect(parse(["no-such-service"]).error?.issues[0]?.path).toEqual(["extraServices", 0, "id"]);
    expect(updateRatesSchema.safeParse({}).success).toBe(false);
  });
});

describe("ratesHistoryFacts", () => {
  it("names each plan's terms in a line, a deactivated one as such", () => {
    const facts = ratesHistoryFacts({
      prices: {
        baseNightly: 1,
        weekendNightly: 1,
        monthlyRate: 1,
        cleaningFee: 0,
        extraGuestFee: 0,
        includedGuests: 2,
      },
      ratePlans: [{ ...stored[1]!, active: false }],
      extraServices: [{ id: "breakfast", pricing: "perPersonPerNight", price: 1_500 }],
    });
    expect(facts.ratePlans).toEqual(["SAVER Flexible / Flexibel: 90 %, free until 7 days, then 50 % (deactivated)"]);
    expect(facts.extraServices).toEqual(["breakfast perPersonPerNight 1500"]);
  });
});
