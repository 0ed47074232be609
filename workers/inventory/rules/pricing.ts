import { priceExtraService } from "../../../app/domain/checkout/extra-services";
import type { ExtraService } from "../../../app/domain/ota/apartment";
import type { PriceLine, StayPrice } from "../../../app/domain/ota/listing";
import { dayOfWeek, monthIndex, stayNights } from "./calendar";
import { applyBasisPoints, divRoundHalfEven } from "./money";
import { MONTHLY_RATE_MIN_NIGHTS, monthlyAccommodation } from "./monthly-stay";

export type CityTax =
  | { kind: "none" }
  | { kind: "percent"; basisPoints: number; maxNights?: number }
  | { kind: "perPersonPerNight"; amount: number; maxNights?: number };

/** How an apartment type is priced. Amounts in minor units of `currency`; factors in basis points. */
export type RateCard = {
  currency: string;
  baseNightly: number;
  /** Applies to Friday and Saturday nights. */
  weekendFactorBp: number;
  /** Bit i set: month i (0 = January) is high season. */
  seasonMonths: number;
  seasonFactorBp: number;
  /** Price of one calendar month for long stays (rules/monthly-stay.ts). */
  monthlyRate: number;
  cleaningFee: number;
  cityTax: CityTax;
};

export type StayRequest = {
  from: string;
  to: string;
  guests: number;
  /** The rate plan's factor on the rate card, basis points. */
  planFactorBp: number;
  extras?: readonly BookedExtra[];
};

export type PricedStay = {
  price: StayPrice;
  /** The accommodation price of each night, in order (for first-night cancellation fees and calendars). */
  nightly: number[];
};

/** The rate of one night before any rate plan factor. */
export function nightlyRate(card: RateCard, date: string): number {
  let rate = card.baseNightly;
  const dow = dayOfWeek(date);
  if (dow === 5 || dow === 6) rate = applyBasisPoints(rate, card.weekendFactorBp);
  if ((card.seasonMonths >> monthIndex(date)) & 1) rate = applyBasisPoints(rate, card.seasonFactorBp);
  return rate;
}

/** A booked extra service with how many units the guest takes (1 when not given). */
export type BookedExtra = ExtraService & { quantity?: number };

/** One line per booked service: the same pricing rule the checkout shows (app/domain/checkout). */
export function extraServiceAmount(extra: BookedExtra, nights: number, guests: number): number {
  return priceExtraService({
    pricing: extra.pricing,
    unitAmount: extra.price,
    quantity: extra.quantity ?? 1,
    nights,
    guests,
  });
}

export function cityTaxAmount(tax: CityTax, accommodation: number, nights: number, guests: number): number {
  switch (tax.kind) {
    case "none":
      return 0;
    case "percent": {
      const taxedNights = Math.min(nights, tax.maxNights ?? nights);
      const base = taxedNights === nights ? accommodation : divRoundHalfEven(accommodation * taxedNights, nights);
      return applyBasisPoints(base, tax.basisPoints);
    }
    case "perPersonPerNight":
      return tax.amount * guests * Math.min(nights, tax.maxNights ?? nights);
  }
}

/**
 * Prices a stay: nightly rates (weekend and season factors) with the rate plan's factor; for stays of
 * 28 nights or more whole calendar months at the plan's monthly rate and the nights beyond at the
 * monthly rate / 30 or their nightly rate, whichever is lower (rules/monthly-stay.ts); then cleaning
 * fee, city tax (on the accommodation) and booked extras (per night over all nights).
 */
export function priceStay(card: RateCard, stay: StayRequest): PricedStay {
  const dates = stayNights(stay.from, stay.to);
  const nights = dates.length;
  if (nights < 1) throw new RangeError("a stay has at least one night");
  const monthlyRateApplied = nights >= MONTHLY_RATE_MIN_NIGHTS;
  const planNight = (date: string) => applyBasisPoints(nightlyRate(card, date), stay.planFactorBp);
  let nightly: number[];
  let monthly: StayPrice["monthly"];
  if (monthlyRateApplied) {
    const long = monthlyAccommodation(
      stay.from,
      stay.to,
      applyBasisPoints(card.monthlyRate, stay.planFactorBp),
      planNight,
    );
    nightly = long.nightly;
    monthly = {
      perMonth: long.perMonth,
      months: long.months,
      extraNights: long.extraNights,
      extraNightsAmount: long.extraNightsAmount,
    };
  } else {
    nightly = dates.map(planNight);
  }
  const accommodation = nightly.reduce((sum, n) => sum + n, 0);
  const lines: PriceLine[] = [];
  if (card.cleaningFee > 0) lines.push({ code: "cleaning", amount: card.cleaningFee });
  const tax = cityTaxAmount(card.cityTax, accommodation, nights, stay.guests);
  if (tax > 0) lines.push({ code: "cityTax", amount: tax });
  for (const extra of stay.extras ?? []) {
    lines.push({ code: "extraService", serviceId: extra.id, amount: extraServiceAmount(extra, nights, stay.guests) });
  }
  const total = accommodation + lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    price: {
      currency: card.currency,
      nights,
      accommodation,
      lines,
      total,
      monthlyRateApplied,
      ...(monthly ? { monthly } : {}),
    },
    nightly,
  };
}
