/** Calendar arithmetic on YYYY-MM-DD strings, in UTC. Pure and dependency free. */
import { memoised } from "../../../shared/memoised";

const DAY_MS = 86_400_000;

export const isoToDayNumber: (iso: string) => number = memoised((iso) =>
  Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS),
);

export const dayNumberToIso: (day: number) => string = memoised((day) =>
  new Date(day * DAY_MS).toISOString().slice(0, 10),
);

export function addDays(iso: string, days: number): string {
  return dayNumberToIso(isoToDayNumber(iso) + days);
}

export function nightsBetween(from: string, to: string): number {
  return isoToDayNumber(to) - isoToDayNumber(from);
}

/** The nights of a stay [from, to), as dates. */
export function stayNights(from: string, to: string): string[] {
  const start = isoToDayNumber(from);
  const n = isoToDayNumber(to) - start;
  const nights: string[] = [];
  for (let i = 0; i < n; i++) nights.push(dayNumberToIso(start + i));
  return nights;
}

/** 0 = Sunday ... 6 = Saturday. */
export const dayOfWeek: (iso: string) => number = memoised((iso) => new Date(`${iso}T00:00:00Z`).getUTCDay());

/** 0 = January ... 11 = December. */
export function monthIndex(iso: string): number {
  return Number(iso.slice(5, 7)) - 1;
}

export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The first day of the instant's month, YYYY-MM-01. */
export function firstOfMonthIso(now: Date = new Date()): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}
