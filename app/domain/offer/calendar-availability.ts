import type { CalendarDay } from "../../../shared/ota/stay-calendar";

/**
 * What a day of the apartment's calendar offers the guest who is choosing an arrival (no arrival yet,
 * or a day not after it) or a departure (a day after the chosen arrival): the rules the inventory
 * enforces, read from its per-day calendar, so that a day the stay could not be booked with cannot be
 * chosen. Pure; dates are YYYY-MM-DD strings (they compare as strings). Days not loaded yet are
 * `unknown` and choosable: the inventory has the last word.
 */
export type DayStatus =
  | "past"
  | "beyond"
  | "unknown"
  | "booked"
  | "closed"
  | "noArrival"
  | "noDeparture"
  | "blockedBetween"
  | "tooShort"
  | "tooLong"
  | "free";

export type DayChoice = {
  status: DayStatus;
  selectable: boolean;
  /** As a departure: the day is chosen as the end of the stay (else as its start). */
  departure: boolean;
  /** The minimum stay of an arrival on the day, when known. */
  minStay: number | null;
  /** The maximum stay of an arrival on the day when the day has its own, shorter than the apartment's. */
  maxStay: number | null;
  /** The night's public rate, when the night is free. */
  rate: number | null;
};

export type CalendarContext = {
  days: ReadonlyMap<string, CalendarDay>;
  /** The first choosable day (the guest's today). */
  today: string;
  /** The last choosable day. */
  max: string;
  /** The chosen arrival while the departure is being chosen, else null. */
  arrival: string | null;
  /** The apartment's longest stay, when known. */
  maxStay: number | null;
};

const DAY_MS = 86_400_000;
const nightsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export function dayChoice(day: string, context: CalendarContext): DayChoice {
  const { days, today, max, arrival, maxStay } = context;
  const info = days.get(day);
  const departure = arrival !== null && day > arrival;
  const rate = info?.free ? info.rate : null;
  const minStay = info ? info.minStay : null;
  const dayMaxStay = info && (maxStay === null || info.maxStay < maxStay) ? info.maxStay : null;
  const choice = (status: DayStatus): DayChoice => ({
    status,
    selectable: status === "free" || status === "unknown",
    departure,
    minStay,
    maxStay: dayMaxStay,
    rate,
  });
  if (day < today) return choice("past");
  if (day > max) return choice("beyond");
  if (departure) {
    const nights = nightsBetween(arrival, day);
    for (let night = arrival; night < day; night = nextDay(night)) {
      if (days.get(night)?.free === false) return choice("blockedBetween");
    }
    if (info?.closedToDeparture) return choice("noDeparture");
    const arrivalDay = days.get(arrival);
    if (arrivalDay !== undefined && nights < arrivalDay.minStay) return choice("tooShort");
    // The arrival day's own maximum (a channel manager's MaxLOS), else the apartment's.
    const longest = arrivalDay?.maxStay ?? maxStay;
    if (longest !== null && nights > longest) return choice("tooLong");
    return choice(info ? "free" : "unknown");
  }
  if (!info) return choice("unknown");
  if (!info.free) return choice(info.closed ? "closed" : "booked");
  if (info.closedToArrival) return choice("noArrival");
  return choice("free");
}

/** The calendar's days by date, for `dayChoice`. */
export function daysByDate(days: readonly CalendarDay[]): Map<string, CalendarDay> {
  return new Map(days.map((d) => [d.date, d]));
}
