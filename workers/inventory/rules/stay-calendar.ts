import type { CalendarDay } from "../../../shared/ota/stay-calendar";
import { addDays, stayNights } from "./calendar";
import { priceStay, type RateCard } from "./pricing";
import { type DayRestrictions, minStayFrom } from "./stay-restrictions";

/** The first and last day of `months` whole months from `month` (YYYY-MM), cut at `lastDay`. */
export function calendarSpan(month: string, months: number, lastDay: string): { first: string; last: string } | null {
  const first = `${month}-01`;
  const [year, m] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const end = new Date(Date.UTC(year, m - 1 + months, 0)).toISOString().slice(0, 10);
  const last = end < lastDay ? end : lastDay;
  return last < first ? null : { first, last };
}

/**
 * The public nightly rate of one night: priceStay's rule for a one-night stay at the cheapest public rate
 * plan (the stay's own price is priceStay's too, so the calendar never shows a second formula).
 */
export function publicNightlyRate(card: RateCard, planFactorsBp: readonly number[], date: string): number {
  const to = addDays(date, 1);
  const rates = planFactorsBp.map(
    (planFactorBp) => priceStay(card, { from: date, to, guests: 1, planFactorBp }).nightly[0] ?? 0,
  );
  return rates.length > 0 ? Math.min(...rates) : 0;
}

export type CalendarFacts = {
  units: number;
  typeMinStay: number;
  bookedByNight: ReadonlyMap<string, number>;
  closedNights: ReadonlySet<string>;
  restrictions: DayRestrictions;
};

/** Every day from `first` to `last`: free night, restrictions, minimum stay from the day and nightly rate. */
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
      free: !closed && facts.units - (facts.bookedByNight.get(date) ?? 0) > 0,
      closed,
      closedToArrival: restriction?.closedToArrival ?? false,
      closedToDeparture: restriction?.closedToDeparture ?? false,
      minStay: minStayFrom(facts.typeMinStay, restriction),
      rate: rateOf(date),
    };
  });
}
