import { checkStay, SEARCH_LIMITS } from "../../../shared/search/search-limits";

export type StayDatesProblem = "invalid_dates" | "dates_in_past";

/**
 * The app's search limits (shared/search/search-limits.ts), answered with the contract's codes: a
 * stay must end after it starts, last at most `maxNights` nights and end within the horizon
 * (invalid_dates), and not start before yesterday in UTC (dates_in_past; yesterday is allowed so
 * that a guest west of UTC can still book "today"). The app checks the same limits before it calls.
 */
export function checkStayDates(from: string, to: string, today: string): StayDatesProblem | null {
  const problem = checkStay(from, to, today);
  if (problem === null) return null;
  return problem === "checkInInPast" ? "dates_in_past" : "invalid_dates";
}

export const STAY_LIMITS_TEXT = `The stay must end after it starts, last at most ${SEARCH_LIMITS.maxNights} nights and end within ${SEARCH_LIMITS.horizonDays} days`;
