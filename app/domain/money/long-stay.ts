import type { MonthlyBreakdown, StayPrice } from "../ota/listing";

/** Stays of this many nights or more are priced, and shown, at the monthly rate. */
export const MONTHLY_RATE_MIN_NIGHTS = 28;

/** Whether a stay of this many nights is a long stay (priced per month). */
export function isLongStay(nights: number): boolean {
  return nights >= MONTHLY_RATE_MIN_NIGHTS;
}

/** What a long stay's price shows: per month, its whole months and nights beyond; null for other stays. */
export function monthlyPriceOf(price: Pick<StayPrice, "monthlyRateApplied" | "monthly">): MonthlyBreakdown | null {
  return price.monthlyRateApplied && price.monthly ? price.monthly : null;
}
