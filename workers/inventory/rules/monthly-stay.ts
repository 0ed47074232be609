import { memoised } from "../../../shared/memoised";
import { monthsAfter, wholeMonths } from "../../../shared/money/calendar-months";
import { MONTH_NIGHTS, MONTHLY_RATE_MIN_NIGHTS } from "../../../shared/money/long-stay";
import { addDays, nightsBetween } from "./calendar";
import { divRoundHalfEven } from "./money";

export { MONTH_NIGHTS, MONTHLY_RATE_MIN_NIGHTS, monthsAfter, wholeMonths };

export type MonthlyAccommodation = {
  months: number;
  /** The rate plan's monthly rate, minor units. */
  perMonth: number;
  /** Nights after the whole months. */
  extraNights: number;
  extraNightsAmount: number;
  /** The accommodation of each night, in order; sums to the accommodation. */
  nightly: number[];
};

/**
 * A long stay's calendar, the same whatever the rates: its whole months, each month's nights, and the
 * nights after them (from `restStart`, which is night `restNight` of the stay).
 */
export type MonthSplit = {
  months: number;
  monthNights: readonly number[];
  restStart: string;
  restNight: number;
  extraNights: number;
};

const monthSplitOfKey = memoised((key: string): MonthSplit => {
  const [from = "", to = ""] = key.split("|");
  const months = wholeMonths(from, to);
  const monthNights: number[] = [];
  for (let m = 0; m < months; m++) monthNights.push(nightsBetween(monthsAfter(from, m), monthsAfter(from, m + 1)));
  const restStart = monthsAfter(from, months);
  return {
    months,
    monthNights,
    restStart,
    restNight: nightsBetween(from, restStart),
    extraNights: nightsBetween(restStart, to),
  };
}, 1024);

/** The long stay's calendar (remembered: a search prices a thousand types for one stay). Shared: do not change it. */
export function monthSplit(from: string, to: string): MonthSplit {
  return monthSplitOfKey(`${from}|${to}`);
}

/**
 * A long stay's accommodation: whole calendar months at the monthly rate, then each remaining night at
 * the monthly rate / 30 or at that night's own rate, whichever is lower. `nightRate(date)` is the
 * rate plan's rate for one night. A month's price is spread over its nights (the first nights carry
 * the rounding cents) so that per-night figures (first-night fees, calendars) add up to the total.
 */
export function monthlyAccommodation(
  from: string,
  to: string,
  perMonth: number,
  nightRate: (date: string) => number,
): MonthlyAccommodation {
  const split = monthSplit(from, to);
  const nightly: number[] = [];
  const rest = Array.from({ length: split.extraNights }, (_, i) => ({
    count: 1,
    rate: nightRate(addDays(split.restStart, i)),
  }));
  const long = monthlyAccommodationOf(split, perMonth, rest, nightly);
  return { ...long, nightly };
}

/**
 * `monthlyAccommodation` over the stay's `split`; `rest` is the nights after the months as runs of
 * nights at one rate (`count` nights at `rate`), which add up to `split.extraNights`. Each night's amount
 * goes to `nightly` when given, the runs then in night order (a search's price needs only the sums, and
 * counts nights of the same rate together).
 */
export function monthlyAccommodationOf(
  split: MonthSplit,
  perMonth: number,
  rest: readonly { count: number; rate: number }[],
  nightly: number[] | null,
): Omit<MonthlyAccommodation, "nightly"> {
  const { months, extraNights } = split;
  if (nightly) {
    for (const length of split.monthNights) {
      const base = Math.floor(perMonth / length);
      const cents = perMonth - base * length;
      for (let i = 0; i < length; i++) nightly.push(base + (i < cents ? 1 : 0));
    }
  }
  const monthNight = divRoundHalfEven(perMonth, MONTH_NIGHTS);
  let extraNightsAmount = 0;
  for (const { count, rate } of rest) {
    const amount = Math.min(monthNight, rate);
    for (let i = 0; nightly && i < count; i++) nightly.push(amount);
    extraNightsAmount += amount * count;
  }
  return { months, perMonth, extraNights, extraNightsAmount };
}
