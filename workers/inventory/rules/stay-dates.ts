import { MAX_STAY_NIGHTS } from "../../../app/domain/ota/common";
import { nightsBetween } from "./calendar";

export type StayDatesProblem = "invalid_dates" | "dates_in_past";

/**
 * A stay must end after it starts, last at most a year, and not start before yesterday
 * (yesterday is allowed so that a guest west of UTC can still book "today").
 */
export function checkStayDates(from: string, to: string, today: string): StayDatesProblem | null {
  const nights = nightsBetween(from, to);
  if (!Number.isFinite(nights) || nights < 1 || nights > MAX_STAY_NIGHTS) return "invalid_dates";
  if (nightsBetween(today, from) < -1) return "dates_in_past";
  return null;
}
