import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { divRoundHalfEven } from "./money";
import {
  type CityTax,
  cityTaxAmount,
  type DayPrices,
  extraGuestsAmount,
  nightlyRate,
  priceStay,
  type RateCard,
  type StayRequest,
  stayPrice,
} from "./pricing";
import { testRateCard } from "./test-support/rate-card";
import { referencePriceStay } from "./test-support/reference-pricing";

const card = testRateCard;

describe("divRoundHalfEven", () => {
  it.each([
    [10, 4, 2], // 2.5 -> 2
    [14, 4, 4], // 3.5 -> 4
    [7, 2, 4], // 3.5 -> 4
    [5, 2, 2], // 2.5 -> 2
    [11, 3, 4], // 3.67 -> 4
    [-10, 4, -2],
    [0, 7, 0],
  ])("%i / %i = %i", (n, d, q) => {
    expect(divRoundHalfEven(n, d)).toBe(q);
  });
});

describe("nightlyRate", () => {
  it.each([
    { date: "2026-03-02", rate: 10_000, why: "Monday" },
    { date: "2026-03-06", rate: 12_000, why: "Friday" },
    { date: "2026-03-07", rate: 12_000, why: "Saturday" },
    { date: "2026-03-08", rate: 10_000, why: "Sunday" },
    { date: "2026-07-06", rate: 15_000, why: "Monday in high season" },
    { date: "2026-07-10", rate: 18_000, why: "Friday in high season" },
  ])("$why", ({ date, rate }) => {
    expect(nightlyRate(card, date)).toBe(rate);
  });
});

describe("cityTaxAmount", () => {
  it.each<{ tax: CityTax; acc: number; nights: number; guests: number; amount: number }>([
    { tax: { kind: "none" }, acc: 50_000, nights: 5, guests: 2, amount: 0 },
    { tax: { kind: "percent", basisPoints: 750 }, acc: 50_000, nights: 5, guests: 2, amount: 3_750 },
    { tax: { kind: "percent", basisPoints: 1000, maxNights: 2 }, acc: 50_000, nights: 5, guests: 2, amount: 2_000 },
    { tax: { kind: "perPersonPerNight", amount: 300 }, acc: 50_000, nights: 5, guests: 2, amount: 3_000 },
    { tax: { kind: "perPersonPerNight", amount: 300, maxNights: 3 }, acc: 50_000, nights: 5, guests: 2, amount: 1_800 },
  ])("$tax.kind over $nights nights", ({ tax, acc, nights, guests, amount }) => {
    expect(cityTaxAmount(tax, acc, nights, guests)).toBe(amount);
  });
});

describe("priceStay", () => {
  it("sums nightly rates, cleaning and city tax (Mon-Sun, weekend nights dearer)", () => {
    const { price, nightly } = priceStay(card, {
      from: "2026-03-02",
      to: "2026-03-09",
      guests: 2,
      planFactorBp: 10_000,
    });
    expect(nightly).toEqual([10_000, 10_000, 10_000, 10_000, 12_000, 12_000, 10_000]);
    expect(price.accommodation).toBe(74_000);
    expect(price.lines).toEqual([
      { code: "cleaning", amount: 5_000 },
      { code: "cityTax", amount: 3_700 },
    ]);
    expect(price.total).toBe(82_700);
    expect(price.monthlyRateApplied).toBe(false);
  });

  it("applies the rate plan factor per night", () => {
    const { nightly } = priceStay(card, { from: "2026-03-02", to: "2026-03-04", guests: 1, planFactorBp: 9_000 });
    expect(nightly).toEqual([9_000, 9_000]);
  });

  it.each([
    { pricing: "once" as const, to: "2026-03-05", amount: 2_500, accommodation: 30_000 },
    { pricing: "perNight" as const, to: "2026-03-05", amount: 2_500 * 3, accommodation: 30_000 },
    { pricing: "perPerson" as const, to: "2026-03-05", amount: 2_500 * 2, accommodation: 30_000 },
    { pricing: "perPersonPerNight" as const, to: "2026-03-05", amount: 2_500 * 2 * 3, accommodation: 30_000 },
    // A long stay (35 nights: one month and 4 nights at 7_000): extras still per night over all nights.
    { pricing: "perNight" as const, to: "2026-04-06", amount: 2_500 * 35, accommodation: 238_000 },
  ])("prices an extra service $pricing until $to", ({ pricing, to, amount, accommodation }) => {
    const { price } = priceStay(
      { ...card, cleaningFee: 0, cityTax: { kind: "none" } },
      { from: "2026-03-02", to, guests: 2, planFactorBp: 10_000, extras: [{ id: "x", price: 2_500, pricing }] },
    );
    expect(price.lines).toEqual([{ code: "extraService", serviceId: "x", amount }]);
    expect(price.total).toBe(accommodation + amount);
  });
});

describe("priceStay with the nights the operator priced (dayPrices)", () => {
  const plain = { ...card, cleaningFee: 0, cityTax: { kind: "none" } as const };
  it.each<{ why: string; from: string; to: string; plan: number; dayPrices: DayPrices; nightly: number[] }>([
    {
      why: "a Tuesday priced",
      from: "2026-03-02",
      to: "2026-03-05",
      plan: 10_000,
      dayPrices: { "2026-03-03": 20_000 },
      nightly: [10_000, 20_000, 10_000],
    },
    {
      why: "the plan's factor on it",
      from: "2026-03-02",
      to: "2026-03-05",
      plan: 9_000,
      dayPrices: { "2026-03-03": 20_000 },
      nightly: [9_000, 18_000, 9_000],
    },
    {
      why: "no weekend factor on a priced Friday",
      from: "2026-03-06",
      to: "2026-03-08",
      plan: 10_000,
      dayPrices: { "2026-03-06": 8_000 },
      nightly: [8_000, 12_000],
    },
    {
      why: "no season factor on a priced July night",
      from: "2026-07-06",
      to: "2026-07-08",
      plan: 10_000,
      dayPrices: { "2026-07-07": 9_000 },
      nightly: [15_000, 9_000],
    },
    {
      why: "a price outside the stay",
      from: "2026-03-02",
      to: "2026-03-04",
      plan: 10_000,
      dayPrices: { "2026-03-04": 1 },
      nightly: [10_000, 10_000],
    },
  ])("$why", ({ from, to, plan, dayPrices, nightly }) => {
    const priced = priceStay(plain, { from, to, guests: 1, planFactorBp: plan, dayPrices });
    expect(priced.nightly).toEqual(nightly);
    const sum = nightly.reduce((a, b) => a + b, 0);
    expect(priced.price.accommodation).toBe(sum);
    // The search's price without each night's amount is the same.
    expect(stayPrice(plain, { from, to, guests: 1, planFactorBp: plan, dayPrices })).toEqual(priced.price);
  });

  it.each<{ why: string; dayPrices: DayPrices; accommodation: number }>([
    // 35 nights: March at the monthly rate whatever a night in it costs; the 4 nights after at 70.00 or their price.
    { why: "a night in a whole month", dayPrices: { "2026-03-10": 99_999 }, accommodation: 238_000 },
    { why: "a cheaper night after the months", dayPrices: { "2026-04-03": 5_000 }, accommodation: 236_000 },
    { why: "a dearer night after the months", dayPrices: { "2026-04-03": 50_000 }, accommodation: 238_000 },
  ])("a long stay: $why", ({ dayPrices, accommodation }) => {
    const stay = { from: "2026-03-02", to: "2026-04-06", guests: 1, planFactorBp: 10_000, dayPrices };
    expect(priceStay(plain, stay).price.accommodation).toBe(accommodation);
    expect(stayPrice(plain, stay).accommodation).toBe(accommodation);
  });
});

describe("extra guests", () => {
  const guestCard: RateCard = { ...testRateCard, extraGuestFee: 2_000, includedGuests: 2 };
  it.each([
    { guests: 1, nights: 3, amount: 0, why: "fewer guests than included" },
    { guests: 2, nights: 3, amount: 0, why: "as many as included" },
    { guests: 3, nights: 3, amount: 6_000, why: "one more, three nights" },
    { guests: 5, nights: 2, amount: 12_000, why: "three more, two nights" },
  ])("$why", ({ guests, nights, amount }) => {
    expect(extraGuestsAmount(guestCard, nights, guests)).toBe(amount);
  });

  it("is its own line on every plan, without the plan's factor, outside the accommodation and the city tax", () => {
    const stay = { from: "2026-03-02", to: "2026-03-05", guests: 4, planFactorBp: 9_000 };
    const without = stayPrice(testRateCard, stay);
    const priced = priceStay(guestCard, stay).price;
    expect(priced.lines).toContainEqual({ code: "extraGuests", amount: 12_000 });
    expect(priced.accommodation).toBe(without.accommodation);
    expect(priced.lines.find((l) => l.code === "cityTax")).toEqual(without.lines.find((l) => l.code === "cityTax"));
    expect(priced.total).toBe(without.total + 12_000);
    expect(stayPrice(guestCard, stay)).toEqual(priced);
  });

  it("adds to a long stay at the monthly rate the same way, every night", () => {
    const stay = { from: "2026-03-02", to: "2026-04-06", guests: 3, planFactorBp: 10_000 };
    const priced = stayPrice(guestCard, stay);
    expect(priced.monthlyRateApplied).toBe(true);
    expect(priced.lines).toContainEqual({ code: "extraGuests", amount: 35 * 2_000 });
  });

  it("without a fee adds no line", () => {
    const stay = { from: "2026-03-02", to: "2026-03-05", guests: 6, planFactorBp: 10_000 };
    expect(stayPrice(testRateCard, stay).lines.map((l) => l.code)).not.toContain("extraGuests");
  });
});

describe("priceStay and stayPrice against the rule as written before they kept each stay's calendar", () => {
  const cards: RateCard[] = [
    testRateCard,
    {
      currency: "CHF",
      baseNightly: 13_337,
      weekendFactorBp: 11_111,
      seasonMonths: 0b1010_0110_0001,
      seasonFactorBp: 13_333,
      monthlyRate: 299_999,
      cleaningFee: 0,
      extraGuestFee: 0,
      includedGuests: 1,
      cityTax: { kind: "perPersonPerNight", amount: 350, maxNights: 21 },
    },
    {
      currency: "EUR",
      baseNightly: 9_999,
      weekendFactorBp: 8_500,
      seasonMonths: 0xfff,
      seasonFactorBp: 10_001,
      // Cheaper a night than the nightly rate for some plans, dearer for others.
      monthlyRate: 280_001,
      cleaningFee: 4_900,
      extraGuestFee: 1_750,
      includedGuests: 1,
      cityTax: { kind: "percent", basisPoints: 750, maxNights: 27 },
    },
  ];
  const planFactors = [10_000, 8_500, 9_333, 12_500];
  const extras = [
    { id: "parking", name: { en: "Parking", de: "Parken" }, pricing: "perNight", price: 1_500 },
    {
      id: "breakfast",
      name: { en: "Breakfast", de: "Frühstück" },
      pricing: "perPersonPerNight",
      price: 1_250,
      quantity: 2,
    },
  ] as unknown as StayRequest["extras"];
  // Arrivals every 13th day over two years (every weekday, each month), and the last days of months (a
  // leap February among them). About 5,000 stays: seconds on a busy machine, not the 5 s limit.
  const arrivals = [
    ...Array.from({ length: 57 }, (_, i) => addDays("2027-12-03", i * 13)),
    ...["2028-01-31", "2028-02-29", "2027-01-31", "2027-02-28", "2028-03-31", "2028-04-30", "2027-08-31", "2027-12-31"],
  ];
  const lengths = [1, 2, 3, 6, 7, 13, 27, 28, 29, 30, 31, 32, 45, 59, 60, 61, 62, 89, 92, 95, 120, 400];

  it("price every stay alike: the same price and the same nights", () => {
    let compared = 0;
    let long = 0;
    for (const from of arrivals) {
      for (const nights of lengths) {
        for (const [c, card] of cards.entries()) {
          const planFactorBp = planFactors[(c + nights) % planFactors.length]!;
          const stay: StayRequest = { from, to: addDays(from, nights), guests: 1 + (nights % 3), planFactorBp };
          if (nights % 4 === 0) stay.extras = extras;
          const want = referencePriceStay(card, stay);
          expect(priceStay(card, stay)).toEqual(want);
          expect(stayPrice(card, stay)).toEqual(want.price);
          compared++;
          if (want.price.monthlyRateApplied) long++;
        }
      }
    }
    expect(compared).toBe(arrivals.length * lengths.length * cards.length);
    expect(long).toBeGreaterThan(compared / 3);
  });

  it("refuse a stay without a night, as before", () => {
    const stay = { from: "2027-05-03", to: "2027-05-03", guests: 1, planFactorBp: 10_000 };
    expect(() => referencePriceStay(card, stay)).toThrow(RangeError);
    expect(() => priceStay(card, stay)).toThrow(RangeError);
    expect(() => stayPrice(card, stay)).toThrow(RangeError);
  });
});
