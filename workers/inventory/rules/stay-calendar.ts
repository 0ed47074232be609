import type { CalendarDay } from "../../../shared/ota/stay-calendar";
import { type NightFacts, unitsLeftForStay } from "./availability";
import { addDays, stayNights } from "./calendar";
import { priceStay, type RateCard } from "./pricing";
import { type DayRestrictions, maxStayFrom, minStayFrom } from "./stay-restrictions";

/** The first and last day of `months` whole months from `month` (YYYY-MM), cut at `lastDay`. */
export function calendarSpan(month: string, months: number, lastDay: string): { first: string; last: string } | null {
  const first = `${month}-01`;
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const end = new Date(Date.UTC(year, m - 1 + months, 0)).toISOString().slice(0, 10);
  const last = end < lastDay ? end : lastDay;
  return last < first ? null : { first, last };
}

/**
 * Each rate plan's price of one night: priceStay's rule for a one-night stay (the stay's own price is
 * priceStay's too, so a calendar never shows a second formula), at the night's own price when the
 * operator set one.
 */
export function planNightlyRates(
  card: RateCard,
  planFactorsBp: readonly number[],
  date: string,
  dayPrice?: number,
): number[] {
  const to = addDays(date, 1);
  const dayPrices = dayPrice === undefined ? undefined : { [date]: dayPrice };
  return planFactorsBp.map(
    (planFactorBp) =>
      priceStay(card, { from: date, to, guests: 1, planFactorBp, ...(dayPrices ? { dayPrices } : {}) }).nightly[0] ?? 0,
  );
}

/** The public nightly rate of one night: the cheapest public rate plan's (`planNightlyRates`). */
export function publicNightlyRate(
  card: RateCard,
  planFactorsBp: readonly number[],
  date: string,
  dayPrice?: number,
): number {
  const rates = planNightlyRates(card, planFactorsBp, date, dayPrice);
  return rates.length > 0 ? Math.min(...rates) : 0;
}

export type CalendarFacts = NightFacts & {
  units: number;
  typeMinStay: number;
  typeMaxStay: number;
  restrictions: DayRestrictions;
};

/** Every day from `first` to `last`: free night, restrictions, minimum and maximum stay from the day, nightly rate. */
export function calendarDays(
  first: string,
  last: string,
  facts: CalendarFacts,
  rateOf: (date: string) => number,
): CalendarDay[] {
  return stayNights(first, addDays(last, 1)).map((date) => {
    const restriction = facts.restrictions.get(date);
    const closed = facts.closedNights.has(date);
    return {
      date,
      free: !closed && unitsLeftForStay(facts.units, [date], facts) > 0,
      closed,
      closedToArrival: restriction?.closedToArrival ?? false,
      closedToDeparture: restriction?.closedToDeparture ?? false,
      minStay: minStayFrom(facts.typeMinStay, restriction),
      maxStay: maxStayFrom(facts.typeMaxStay, restriction),
      rate: rateOf(date),
    };
  });
}
