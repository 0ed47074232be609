import dayjs from "dayjs";
import { memoised } from "../memoised";

/**
 * Calendar months of a long stay (decision 0033), for the inventory's monthly price rule and the
 * app's monthly split of an offered total. Month k ends on the arrival's day of month k months later
 * (dayjs clamps it to the month's last day: 31 January + 1 month = 28/29 February), always counted
 * from the arrival, never from the previous month's end. Dates are YYYY-MM-DD.
 */

const monthsAfterKey = memoised((key: string) => {
  const [from, months] = key.split("+");
  return dayjs(from).add(Number(months), "month").format("YYYY-MM-DD");
});

/** The date `months` whole months after `from` (remembered: a search prices many types for one stay). */
export function monthsAfter(from: string, months: number): string {
  return monthsAfterKey(`${from}+${months}`);
}

/** Nights from `from` to `to`. */
export function nightsFromTo(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), "day");
}

/** Whole calendar months from arrival that fit before departure. */
export function wholeMonths(from: string, to: string): number {
  let months = 0;
  while (monthsAfter(from, months + 1) <= to) months++;
  return months;
}
