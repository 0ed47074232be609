import { priceExtraService } from "../../../app/domain/checkout/extra-services";
import type { ExtraService } from "../../../app/domain/ota/apartment";
import type { PriceLine, StayPrice } from "../../../app/domain/ota/listing";
import { dayOfWeek, monthIndex, stayNights } from "./calendar";
import { applyBasisPoints, divRoundHalfEven } from "./money";

/** Stays of this many nights or more are priced at the monthly rate. */
export const MONTHLY_RATE_MIN_NIGHTS = 28;
/** The monthly rate is the price of this many nights. */
export const MONTH_NIGHTS = 30;

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
  /** Price of 30 nights for long stays. */
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
 * Prices a stay: nightly rates (weekend and season factors), or the monthly rate pro rata for stays of
 * 28 nights or more, then the rate plan's factor, cleaning fee, city tax and booked extras.
 */
export function priceStay(card: RateCard, stay: StayRequest): PricedStay {
  const dates = stayNights(stay.from, stay.to);
  const nights = dates.length;
  if (nights < 1) throw new RangeError("a stay has at least one night");
  const monthlyRateApplied = nights >= MONTHLY_RATE_MIN_NIGHTS;
  let nightly: number[];
  let accommodation: number;
  if (monthlyRateApplied) {
    const planMonthly = applyBasisPoints(card.monthlyRate, stay.planFactorBp);
    accommodation = divRoundHalfEven(planMonthly * nights, MONTH_NIGHTS);
    const perNight = divRoundHalfEven(accommodation, nights);
    nightly = dates.map(() => perNight);
  } else {
    nightly = dates.map((d) => applyBasisPoints(nightlyRate(card, d), stay.planFactorBp));
    accommodation = nightly.reduce((sum, n) => sum + n, 0);
  }
  const lines: PriceLine[] = [];
  if (card.cleaningFee > 0) lines.push({ code: "cleaning", amount: card.cleaningFee });
  const tax = cityTaxAmount(card.cityTax, accommodation, nights, stay.guests);
  if (tax > 0) lines.push({ code: "cityTax", amount: tax });
  for (const extra of stay.extras ?? []) {
    lines.push({ code: "extraService", serviceId: extra.id, amount: extraServiceAmount(extra, nights, stay.guests) });
  }
  const total = accommodation + lines.reduce((sum, l) => sum + l.amount, 0);
  return {
    price: { currency: card.currency, nights, accommodation, lines, total, monthlyRateApplied },
    nightly,
  };
}
