import type { AdminCalendar, DaySettings } from "../../../shared/ota/back-office-calendar";
import type { CalendarTypeRow } from "../repositories/calendar-days";
import { addDays, stayNights } from "../rules/calendar";
import { UNSET_DAY, unitsForSale } from "../rules/calendar-edit";
import { nightlyRate } from "../rules/pricing";
import { planNightlyRates } from "../rules/stay-calendar";
import { minStayFrom } from "../rules/stay-restrictions";
import { rateCardOf, storedRatePlansOf } from "./apartment-view";

/** The first and last day of a month (YYYY-MM). */
export function monthSpan(month: string): { first: string; last: string } {
  const first = `${month}-01`;
  const next = addDays(first, 32).slice(0, 7);
  return { first, last: addDays(`${next}-01`, -1) };
}

/**
 * The admin calendar of one month: per day what is set, each rate plan's price of the night (the day's
 * price or the card's, by the plan's factor: stay-calendar's `planNightlyRates`, the stay's own rule),
 * the units for sale, booked and left, and the minimum stay from the day. Pure.
 */
export function adminCalendarOf(
  row: CalendarTypeRow,
  month: string,
  days: ReadonlyMap<string, DaySettings>,
  bookedByNight: ReadonlyMap<string, number>,
): AdminCalendar {
  const card = rateCardOf(row);
  const plans = storedRatePlansOf(row);
  const factors = plans.map((plan) => plan.factorBp);
  const { first, last } = monthSpan(month);
  return {
    apartmentTypeId: row.id,
    propertyId: row.property_id,
    currency: row.p_currency,
    month,
    units: row.units,
    minStay: row.min_stay,
    ratePlans: plans.map((plan) => ({ id: plan.id, name: plan.name, factorBp: plan.factorBp })),
    days: stayNights(first, addDays(last, 1)).map((date) => {
      const set = days.get(date) ?? UNSET_DAY;
      const units = unitsForSale(row.units, set);
      const booked = bookedByNight.get(date) ?? 0;
      const rates = planNightlyRates(card, factors, date, set.price ?? undefined);
      return {
        date,
        set,
        nightlyPrice: set.price ?? nightlyRate(card, date),
        planPrices: plans.map((plan, i) => ({ ratePlanId: plan.id, amount: rates[i] ?? 0 })),
        units,
        booked,
        left: set.closed ? 0 : Math.max(0, units - booked),
        minStay: minStayFrom(row.min_stay, set),
      };
    }),
  };
}
