import { monthsAfter, wholeMonths } from "../../../app/domain/money/calendar-months";
import { MONTH_NIGHTS, MONTHLY_RATE_MIN_NIGHTS } from "../../../app/domain/money/long-stay";
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
  const months = wholeMonths(from, to);
  const nightly: number[] = [];
  for (let m = 0; m < months; m++) {
    const start = monthsAfter(from, m);
    const length = nightsBetween(start, monthsAfter(from, m + 1));
    const base = Math.floor(perMonth / length);
    const cents = perMonth - base * length;
    for (let i = 0; i < length; i++) nightly.push(base + (i < cents ? 1 : 0));
  }
  const monthNight = divRoundHalfEven(perMonth, MONTH_NIGHTS);
  const restStart = monthsAfter(from, months);
  const extraNights = nightsBetween(restStart, to);
  let extraNightsAmount = 0;
  for (let i = 0; i < extraNights; i++) {
    const amount = Math.min(monthNight, nightRate(addDays(restStart, i)));
    nightly.push(amount);
    extraNightsAmount += amount;
  }
  return { months, perMonth, extraNights, extraNightsAmount, nightly };
}
