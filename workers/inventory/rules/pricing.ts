import { priceExtraService } from "../../../shared/checkout/extra-services";
import { memoised } from "../../../shared/memoised";
import type { ExtraService } from "../../../shared/ota/apartment";
import type { PriceLine, StayPrice } from "../../../shared/ota/listing";
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
  /** Per night and guest above `includedGuests` (rules: `extraGuestsAmount`). */
  extraGuestFee: number;
  includedGuests: number;
  cityTax: CityTax;
};

export type StayRequest = {
  from: string;
  to: string;
  guests: number;
  /** The rate plan's factor on the rate card, basis points. */
  planFactorBp: number;
  extras?: readonly BookedExtra[];
  /** Nights whose price the operator set (the calendar's), replacing the card's nightly rate; by date. */
  dayPrices?: DayPrices;
};

/**
 * Nightly prices set per day (calendar_days.price, before a rate plan's factor), by date: only the
 * stay's nights that have one. The factor of each rate plan applies to them as to the card's rate.
 */
export type DayPrices = Readonly<Record<string, number>>;

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

/** Nights of a stay that every rate card prices alike: weekend night or not, month (0 = January), how many. */
type NightKind = { weekend: boolean; month: number; count: number };

/** What every price of one stay shares whatever the rate card: its nights by kind, a long stay's months. */
type StayCalendar = {
  nights: number;
  /** The nights' dates, in order (for the nights the operator priced). */
  dates: readonly string[];
  split: MonthSplit | null;
  /** Every night in order, one each: for a price that lists each night's amount. */
  eachNight: readonly NightKind[];
  /** The same nights counted by kind (at most two a month): for a price that needs only the sum. */
  byKind: readonly NightKind[];
  /** The nights after a long stay's whole months, likewise (none without a split). */
  restEachNight: readonly NightKind[];
  restByKind: readonly NightKind[];
};

/** Nights counted by kind, in the order each kind first occurs. */
function countedByKind(nights: readonly NightKind[]): NightKind[] {
  const kinds: NightKind[] = [];
  for (const night of nights) {
    const same = kinds.find((k) => k.weekend === night.weekend && k.month === night.month);
    if (same) same.count += night.count;
    else kinds.push({ ...night });
  }
  return kinds;
}

const stayCalendarOfKey = memoised((key: string): StayCalendar => {
  const [from = "", to = ""] = key.split("|");
  const dates = stayNights(from, to);
  const split = dates.length >= MONTHLY_RATE_MIN_NIGHTS ? monthSplit(from, to) : null;
  const eachNight = dates.map((date) => ({ weekend: isWeekendNight(date), month: monthIndex(date), count: 1 }));
  const restEachNight = split ? eachNight.slice(split.restNight) : [];
  return {
    nights: dates.length,
    dates,
    split,
    eachNight,
    byKind: countedByKind(eachNight),
    restEachNight,
    restByKind: countedByKind(restEachNight),
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

/**
 * The price of the guests above the included number: the fee per night and extra guest, for every
 * night. A fee like cleaning: no rate plan factor, no monthly rate, not part of the accommodation
 * (docs/decisions/0109).
 */
export function extraGuestsAmount(
  card: Pick<RateCard, "extraGuestFee" | "includedGuests">,
  nights: number,
  guests: number,
) {
  return card.extraGuestFee * Math.max(0, guests - card.includedGuests) * nights;
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
 * fee, extra guests' fee, city tax (on the accommodation) and booked extras (per night over all nights). A night the
 * operator priced (`dayPrices`) takes that price instead of the card's rate, with the plan's factor; a
 * long stay's whole months keep the monthly rate (docs/decisions/0107).
 */
export function priceStay(card: RateCard, stay: StayRequest): PricedStay {
  const nightly: number[] = [];
  return { price: priceOn(card, stay, nightly), nightly };
}

/** `priceStay`'s price without each night's amount: a search prices a thousand types and shows only the price. */
export function stayPrice(card: RateCard, stay: StayRequest): StayPrice {
  return priceOn(card, stay, null);
}

/**
 * `priceStay`, each night's accommodation pushed to `nightly` when given. Without `nightly` the nights
 * are priced by kind (a rate per kind times its nights): the same sum in a few steps instead of one a
 * night, as a search prices a thousand types.
 */
function priceOn(card: RateCard, stay: StayRequest, nightly: number[] | null): StayPrice {
  const calendar = stayCalendar(stay.from, stay.to);
  const { nights, split } = calendar;
  if (nights < 1) throw new RangeError("a stay has at least one night");
  const dayPrices = stay.dayPrices;
  // A night's rate with the plan's factor: the operator's price of the night (by its index) or the card's.
  const rateOf = (kind: NightKind, index: number) => {
    const set = dayPrices?.[calendar.dates[index] ?? ""];
    return applyBasisPoints(set ?? nightRateOn(card, kind.weekend, kind.month), stay.planFactorBp);
  };
  // Each night on its own when its amount is listed or may be the operator's; else by kind.
  const eachNight = nightly !== null || dayPrices !== undefined;
  let accommodation = 0;
  let monthly: StayPrice["monthly"];
  if (split) {
    const rest = eachNight ? calendar.restEachNight : calendar.restByKind;
    const long = monthlyAccommodationOf(
      split,
      applyBasisPoints(card.monthlyRate, stay.planFactorBp),
      rest.map((kind, i) => ({ count: kind.count, rate: rateOf(kind, split.restNight + i) })),
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
    const kinds = eachNight ? calendar.eachNight : calendar.byKind;
    for (let i = 0; i < kinds.length; i++) {
      const kind = kinds[i]!;
      const amount = rateOf(kind, i);
      for (let n = 0; nightly && n < kind.count; n++) nightly.push(amount);
      accommodation += amount * kind.count;
    }
  }
  const lines: PriceLine[] = [];
  if (card.cleaningFee > 0) lines.push({ code: "cleaning", amount: card.cleaningFee });
  const extraGuests = extraGuestsAmount(card, nights, stay.guests);
  if (extraGuests > 0) lines.push({ code: "extraGuests", amount: extraGuests });
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
