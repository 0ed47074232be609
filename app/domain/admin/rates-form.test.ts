import { describe, expect, it } from "vitest";
import type { AdminRatePlan } from "../../../shared/ota/back-office-rates";
import {
  extraServiceFormSchema,
  plansWithout,
  plansWithSaved,
  pricesFormSchema,
  ratePlanFormSchema,
  ratePlanFormValuesOf,
} from "./rates-form";

const prices = {
  baseNightly: "120,50",
  weekendNightly: "140",
  monthlyRate: "2400",
  cleaningFee: "",
  extraGuestFee: "15",
  includedGuests: "2",
};

describe("the prices form", () => {
  it("sends minor units of the currency; an empty fee is none", () => {
    expect(pricesFormSchema("EUR", 4).parse(prices)).toEqual({
      baseNightly: 12_050,
      weekendNightly: 14_000,
      monthlyRate: 240_000,
      cleaningFee: 0,
      extraGuestFee: 1_500,
      includedGuests: 2,
    });
  });

  it.each([
    { field: "baseNightly", typed: "zwölf", message: "adminRates.errors.amount" },
    { field: "baseNightly", typed: "0", message: "adminRates.errors.amount" },
    { field: "monthlyRate", typed: "1.234", message: "adminRates.errors.amount" },
    { field: "includedGuests", typed: "5", message: "adminRates.errors.includedGuests" },
    { field: "includedGuests", typed: "0", message: "adminRates.errors.includedGuests" },
  ])("$field $typed: $message", ({ field, typed, message }) => {
    const parsed = pricesFormSchema("EUR", 4).safeParse({ ...prices, [field]: typed });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([field, message]);
  });
});

const planForm = {
  code: "early",
  name: { en: "Early bird", de: "Frühbucher" },
  factorPercent: "92,5",
  freeDays: "21",
  feeKind: "percentOfStay",
  feePercent: "40",
  noticeDays: "",
  active: "on",
};

describe("a rate plan's form", () => {
  it("maps onto the stored plan: % to basis points, the cancellation terms, the code in capitals", () => {
    expect(ratePlanFormSchema.parse(planForm)).toEqual({
      code: "EARLY",
      name: { en: "Early bird", de: "Frühbucher" },
      factorBp: 9_250,
      cancellationPolicy: { freeUntilDaysBeforeArrival: 21, fee: { kind: "percentOfStay", percent: 40 } },
      active: true,
    });
  });

  it("never free, then the first night; long stays with a notice; unchecked is deactivated", () => {
    const parsed = ratePlanFormSchema.parse({
      ...planForm,
      freeDays: "",
      feeKind: "firstNight",
      feePercent: "",
      noticeDays: "30",
      active: undefined,
    });
    expect(parsed.cancellationPolicy).toEqual({
      freeUntilDaysBeforeArrival: null,
      fee: { kind: "firstNight" },
      longStay: { noticeDays: 30 },
    });
    expect(parsed.active).toBe(false);
  });

  it.each([
    { change: { factorPercent: "5" }, field: "factorPercent", message: "adminRates.errors.factorPercent" },
    { change: { feePercent: "" }, field: "feePercent", message: "adminRates.errors.feePercent" },
    { change: { feePercent: "120" }, field: "feePercent", message: "adminRates.errors.feePercent" },
    { change: { code: "a b" }, field: "code", message: "adminRates.errors.code" },
    { change: { name: { en: "", de: "x" } }, field: "name.en", message: "adminRates.errors.name" },
    { change: { noticeDays: "0" }, field: "noticeDays", message: "adminRates.errors.noticeDays" },
  ])("$field: $message", ({ change, field, message }) => {
    const parsed = ratePlanFormSchema.safeParse({ ...planForm, ...change });
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toContainEqual([field, message]);
  });

  const stored: AdminRatePlan[] = [
    { ...ratePlanFormSchema.parse(planForm), id: "p1", booked: true },
    { ...ratePlanFormSchema.parse({ ...planForm, code: "SAVER" }), id: "p2", booked: false },
  ];

  it("shows a stored plan as typed, and reads it back the same", () => {
    const values = ratePlanFormValuesOf(stored[0]!);
    expect(ratePlanFormSchema.parse(values)).toEqual({ ...stored[0], booked: undefined, id: "p1" });
  });

  it("a saved plan replaces its stored one or is added; a removed one goes", () => {
    const edited = { ...stored[1]!, factorBp: 8_000, booked: undefined };
    expect(plansWithSaved(stored, edited).map((p) => [p.id, p.factorBp])).toEqual([
      ["p1", 9_250],
      ["p2", 8_000],
    ]);
    expect(plansWithSaved(stored, { ...edited, id: "unknown", code: "NEW" }).at(-1)).toMatchObject({
      id: undefined,
      code: "NEW",
    });
    expect(plansWithout(stored, "p1").map((p) => p.id)).toEqual(["p2"]);
  });
});

describe("an extra service's form", () => {
  it.each([
    { typed: { id: "breakfast", pricing: "perPersonPerNight", price: "14,50" }, ok: true },
    { typed: { id: "", pricing: "once", price: "10" }, ok: false },
    { typed: { id: "breakfast", pricing: "hourly", price: "10" }, ok: false },
    { typed: { id: "breakfast", pricing: "once", price: "ten" }, ok: false },
  ])("$typed.id $typed.pricing $typed.price", ({ typed, ok }) => {
    const parsed = extraServiceFormSchema("EUR").safeParse(typed);
    expect(parsed.success).toBe(ok);
    if (ok) expect(parsed.data?.price).toBe(1_450);
  });
});
