import type { MonthlyBreakdown, StayPrice } from "../ota/listing";

/** Stays of this many nights or more are priced, and shown, at the monthly rate. */
export const MONTHLY_RATE_MIN_NIGHTS = 28;

/** The nights a monthly rate counts: a night's share of it is the monthly rate / 30. */
export const MONTH_NIGHTS = 30;

/** Whether a stay of this many nights is a long stay (priced per month). */
export function isLongStay(nights: number): boolean {
  return nights >= MONTHLY_RATE_MIN_NIGHTS;
}

/** What a long stay's price shows: per month, its whole months and nights beyond; null for other stays. */
export function monthlyPriceOf(price: Pick<StayPrice, "monthlyRateApplied" | "monthly">): MonthlyBreakdown | null {
  return price.monthlyRateApplied && price.monthly ? price.monthly : null;
}

/** One line of a long stay's accommodation: whole months at the monthly rate, or the nights beyond. */
export type MonthlyLine =
  | { key: "longStay.months"; count: number; perMonth: number; amount: number }
  | { key: "longStay.extraNights"; count: number; amount: number };

/**
 * A long stay's accommodation as the lines a price breakdown shows in place of its single
 * accommodation line (they add up to it); none for other stays.
 */
export function monthlyLines(price: Pick<StayPrice, "monthlyRateApplied" | "monthly">): MonthlyLine[] {
  const monthly = monthlyPriceOf(price);
  if (!monthly) return [];
  const lines: MonthlyLine[] = [];
  if (monthly.months > 0)
    lines.push({
      key: "longStay.months",
      count: monthly.months,
      perMonth: monthly.perMonth,
      amount: monthly.months * monthly.perMonth,
    });
  if (monthly.extraNights > 0)
    lines.push({ key: "longStay.extraNights", count: monthly.extraNights, amount: monthly.extraNightsAmount });
  return lines;
}
