/**
 * What the inventory (the OTA) accepts for a stay, as one set of limits: the inventory validates its
 * input with them and the app checks them before it calls the inventory, so a guest gets a message in
 * the form that says what to change instead of an upstream's HTTP 400. Pure and dependency free
 * (dates are YYYY-MM-DD strings in UTC), so the inventory Worker and the browser can import it.
 */
export const SEARCH_LIMITS = {
  minGuests: 1,
  maxGuests: 30,
  minNights: 1,
  maxNights: 365,
  /**
   * Check-in may be yesterday in UTC: somewhere west of UTC it is still that day, so "not in the past"
   * for every guest on Earth means "not before yesterday in UTC".
   */
  checkInGraceDays: 1,
  /** The inventory sells stays that end at most this many days from today. */
  horizonDays: 730,
} as const;

/** Why a stay cannot be searched or booked. The app's messages are `validation.<problem>` keys. */
export type StayProblem = "checkOutNotAfterCheckIn" | "stayTooLong" | "checkInInPast" | "beyondHorizon";

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date, or NaN. */
export function dayNumber(iso: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) ? Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS) : Number.NaN;
}

/** Today in UTC as YYYY-MM-DD. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Checks a stay against the limits: check-out after check-in, at most `maxNights` nights, check-in
 * not in the past (see `checkInGraceDays`), check-out within the horizon. The first problem found,
 * or null. Dates that do not parse are the caller's concern (the schemas say "choose your dates").
 */
export function checkStay(from: string, to: string, today: string): StayProblem | null {
  const start = dayNumber(from);
  const end = dayNumber(to);
  const now = dayNumber(today);
  const nights = end - start;
  if (!Number.isFinite(nights) || nights < SEARCH_LIMITS.minNights) return "checkOutNotAfterCheckIn";
  if (start < now - SEARCH_LIMITS.checkInGraceDays) return "checkInInPast";
  if (nights > SEARCH_LIMITS.maxNights) return "stayTooLong";
  if (end > now + SEARCH_LIMITS.horizonDays) return "beyondHorizon";
  return null;
}

/** Whether a guests count is one the inventory takes: a whole number within the limits. */
export function isGuestsWithinLimits(guests: number): boolean {
  return Number.isInteger(guests) && guests >= SEARCH_LIMITS.minGuests && guests <= SEARCH_LIMITS.maxGuests;
}

/** The form field a stay problem is shown next to. */
export const STAY_PROBLEM_FIELD: Record<StayProblem, "inDate" | "outDate"> = {
  checkOutNotAfterCheckIn: "outDate",
  stayTooLong: "outDate",
  checkInInPast: "inDate",
  beyondHorizon: "outDate",
};

/** The message (an i18n key) that tells the guest what to change. */
export const STAY_PROBLEM_MESSAGE = {
  checkOutNotAfterCheckIn: "validation.outDateAfterInDate",
  stayTooLong: "validation.stayTooLong",
  checkInInPast: "validation.inDateNotPast",
  beyondHorizon: "validation.beyondHorizon",
} as const satisfies Record<StayProblem, string>;

export const STAY_PROBLEMS = Object.keys(STAY_PROBLEM_FIELD) as StayProblem[];

/** Interpolation values for the limits' messages (e.g. "at most {{maxNights}} nights"). */
export const SEARCH_LIMIT_VALUES: Record<keyof typeof SEARCH_LIMITS, number> = { ...SEARCH_LIMITS };
