import { priceExtraService } from "../../../app/domain/checkout/extra-services";
import { memoised } from "../../../app/domain/memoised";
import type { ExtraService } from "../../../app/domain/ota/apartment";
import type { PriceLine, StayPrice } from "../../../app/domain/ota/listing";
import { dayOfWeek, monthIndex, stayNights } from "./calendar";
import { applyBasisPoints, divRoundHalfEven } from "./money";
import { MONTHLY_RATE_MIN_NIGHTS, type MonthSplit, monthlyAccommodationOf, monthSplit } from "./monthly-stay";

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

/** Whether the night of `date` is a weekend night (Friday or Saturday), which the weekend factor applies to. */
function isWeekendNight(date: string): boolean {
  const dow = dayOfWeek(date);
  return dow === 5 || dow === 6;
}

/** The rate of one night before any rate plan factor. */
export function nightlyRate(card: RateCard, date: string): number {
  return nightRateOn(card, isWeekendNight(date), monthIndex(date));
}

/** `nightlyRate` of a night known by its weekend (Friday or Saturday night) and month (0 = January). */
function nightRateOn(card: RateCard, weekend: boolean, month: number): number {
  let rate = card.baseNightly;
  if (weekend) rate = applyBasisPoints(rate, card.weekendFactorBp);
  if ((card.seasonMonths >> month) & 1) rate = applyBasisPoints(rate, card.seasonFactorBp);
  return rate;
}

/** What every price of one stay shares whatever the rate card: each night's weekend and month, a long stay's months. */
type StayCalendar = {
  nights: number;
  weekend: readonly boolean[];
  month: readonly number[];
  split: MonthSplit | null;
};

const stayCalendarOfKey = memoised((key: string): StayCalendar => {
  const [from = "", to = ""] = key.split("|");
  const dates = stayNights(from, to);
  return {
    nights: dates.length,
    weekend: dates.map(isWeekendNight),
    month: dates.map(monthIndex),
    split: dates.length >= MONTHLY_RATE_MIN_NIGHTS ? monthSplit(from, to) : null,
  };
}, 1024);

/**
 * The last stay's calendar: a search asks for the same stay a thousand times in a row, and building the
 * memo's key string each time cost about half a microsecond a price (1 ms of a 50,000-type search).
 */
let lastCalendar: { from: string; to: string; calendar: StayCalendar } | null = null;

/** The stay's calendar (remembered: a search prices a thousand types for one stay). Shared: do not change it. */
function stayCalendar(from: string, to: string): StayCalendar {
  const last = lastCalendar;
  if (last !== null && last.from === from && last.to === to) return last.calendar;
  const calendar = stayCalendarOfKey(`${from}|${to}`);
  lastCalendar = { from, to, calendar };
  return calendar;
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
  const nightly: number[] = [];
  return { price: priceOn(card, stay, nightly), nightly };
}

/** `priceStay`'s price without each night's amount: a search prices a thousand types and shows only the price. */
export function stayPrice(card: RateCard, stay: StayRequest): StayPrice {
  return priceOn(card, stay, null);
}

/** `priceStay`, each night's accommodation pushed to `nightly` when given. */
function priceOn(card: RateCard, stay: StayRequest, nightly: number[] | null): StayPrice {
  const calendar = stayCalendar(stay.from, stay.to);
  const { nights, split } = calendar;
  if (nights < 1) throw new RangeError("a stay has at least one night");
  // Night i's rate with the plan's factor.
  const planNight = (i: number) =>
    applyBasisPoints(nightRateOn(card, calendar.weekend[i]!, calendar.month[i]!), stay.planFactorBp);
  let accommodation = 0;
  let monthly: StayPrice["monthly"];
  if (split) {
    const long = monthlyAccommodationOf(
      split,
      applyBasisPoints(card.monthlyRate, stay.planFactorBp),
      (i) => planNight(split.restNight + i),
      nightly,
    );
    // Each month's nights add up to the monthly rate (monthlyAccommodationOf spreads it exactly).
    accommodation = long.months * long.perMonth + long.extraNightsAmount;
    monthly = {
      perMonth: long.perMonth,
      months: long.months,
      extraNights: long.extraNights,
      extraNightsAmount: long.extraNightsAmount,
    };
  } else {
    for (let i = 0; i < nights; i++) {
      const amount = planNight(i);
      nightly?.push(amount);
      accommodation += amount;
    }
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
    currency: card.currency,
    nights,
    accommodation,
    lines,
    total,
    monthlyRateApplied: split !== null,
    ...(monthly ? { monthly } : {}),
  };
}
