import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  type BookableExtraService,
  extraServicesFormSchema,
  extraServicesTotal,
  type PriceExtraServiceInput,
  priceExtraService,
} from "./extra-services";

describe("priceExtraService", () => {
  const stay = { nights: 4, guests: 3 };
  it.each([
    ["once", 2500, 1, 2500],
    ["once", 2500, 2, 5000],
    ["perNight", 1000, 1, 4000],
    ["perNight", 1000, 2, 8000],
    ["perPerson", 700, 1, 2100],
    ["perPerson", 700, 2, 4200],
    ["perPersonPerNight", 150, 1, 1800],
    ["perPersonPerNight", 150, 3, 5400],
    ["perNight", 1000, 0, 0],
    ["once", 0, 5, 0],
  ] as const)("%s at %i × %i -> %i", (pricing, unitAmount, quantity, expected) => {
    expect(priceExtraService({ pricing, unitAmount, quantity, ...stay })).toBe(expected);
  });

  it.each([
    ["fractional amount", { unitAmount: 10.5 }],
    ["negative amount", { unitAmount: -1 }],
    ["negative quantity", { quantity: -1 }],
    ["fractional quantity", { quantity: 1.5 }],
    ["zero nights", { nights: 0 }],
    ["zero guests", { guests: 0 }],
    ["unknown pricing", { pricing: "perWeek" }],
    ["overflow", { unitAmount: Number.MAX_SAFE_INTEGER, quantity: 2 }],
  ])("rejects %s", (_, override) => {
    const input = { pricing: "once", unitAmount: 100, quantity: 1, nights: 1, guests: 1, ...override };
    expect(() => priceExtraService(input as PriceExtraServiceInput)).toThrow(RangeError);
  });
});

describe("extraServicesTotal", () => {
  const services: BookableExtraService[] = [
    { id: "breakfast", price: 1200, pricing: "perPersonPerNight" },
    { id: "cleaning", price: 4500, pricing: "once" },
    { id: "parking", price: 1500, pricing: "perNight" },
    { id: "welcome", price: 900, pricing: "perPerson" },
  ];
  const stay = { nights: 3, guests: 2, currency: "EUR" };

  it("adds the chosen services in the apartment's order", () => {
    const total = extraServicesTotal({ parking: 1, breakfast: 1, cleaning: 2, welcome: 0, unknown: 4 }, services, stay);
    expect(total).toEqual({
      amount: 7200 + 9000 + 4500,
      currency: "EUR",
      lines: [
        { id: "breakfast", pricing: "perPersonPerNight", quantity: 1, unitAmount: 1200, amount: 7200 },
        { id: "cleaning", pricing: "once", quantity: 2, unitAmount: 4500, amount: 9000 },
        { id: "parking", pricing: "perNight", quantity: 1, unitAmount: 1500, amount: 4500 },
      ],
    });
  });

  it("is zero with nothing chosen", () => {
    expect(extraServicesTotal({}, services, stay)).toEqual({ amount: 0, currency: "EUR", lines: [] });
  });
});

describe("extraServicesFormSchema", () => {
  const schema = extraServicesFormSchema({ serviceIds: ["breakfast", "parking"] });
  const issues = (input: unknown) => {
    const result = z.safeParse(schema, input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it.each([
    [{ quantities: { breakfast: "2", parking: "" } }, { breakfast: 2, parking: 0 }],
    [{ quantities: { breakfast: "10" } }, { breakfast: 10, parking: 0 }],
    [{}, { breakfast: 0, parking: 0 }],
    [{ quantities: "nonsense" }, { breakfast: 0, parking: 0 }],
  ])("%o -> %o", (input, quantities) => {
    expect(z.parse(schema, input)).toEqual({ quantities });
  });

  it.each([
    [{ quantities: { breakfast: "11" } }, { "quantities.breakfast": "checkout.validation.quantityRange" }],
    [{ quantities: { breakfast: "-1" } }, { "quantities.breakfast": "checkout.validation.quantityRange" }],
    [{ quantities: { breakfast: "1.5" } }, { "quantities.breakfast": "checkout.validation.quantityRange" }],
    [{ quantities: { breakfast: "two" } }, { "quantities.breakfast": "checkout.validation.quantityRange" }],
    [{ quantities: { spa: "1" } }, { "quantities.spa": "checkout.validation.unknownService" }],
  ])("%o is rejected", (input, expected) => {
    expect(issues(input)).toEqual(expected);
  });
});
