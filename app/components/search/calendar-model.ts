import { calendarDateAtUtc } from "../../../shared/dates/calendar-date";
import type { Language } from "../../../shared/tenancy/tenant";
import { intlLocale } from "../../i18n/intl-locale";

/**
 * The pure rules of the search form's date range calendar: month grids with the locale's first
 * day of the week, range selection, keyboard moves (WAI-ARIA date grid) and the visible months.
 * Dates are calendar dates as YYYY-MM-DD strings (they compare correctly as strings); months are
 * YYYY-MM. Arithmetic runs on the platform's Date in UTC, where every day has 24 hours, so the
 * search form needs no date library in the browser.
 */

export type IsoDate = string;
export type MonthKey = string;
/** 0 = Sunday ... 6 = Saturday, as Date#getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The locale used for calendar names and the first day of the week of each UI language. */
export function localeTagFor(lng: Language): string {
  return intlLocale(lng);
}

/** The weekdays in display order, starting with `weekStart`. */
export function weekdaysFrom(weekStart: Weekday): Weekday[] {
  return Array.from({ length: 7 }, (_, i) => ((weekStart + i) % 7) as Weekday);
}

const DAY_MS = 86_400_000;

function fromUtc(date: Date): IsoDate {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parse(date: IsoDate): Date {
  const parsed = calendarDateAtUtc(date);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return parsed;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && calendarDateAtUtc(value) !== undefined;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const result = parse(date);
  result.setUTCDate(result.getUTCDate() + days);
  return fromUtc(result);
}

/** Moves by whole months, keeping the day where the month has it (31 Jan + 1 month = 28/29 Feb). */
export function addMonthsToDate(date: IsoDate, months: number): IsoDate {
  const start = parse(date);
  const result = new Date(0);
  result.setUTCFullYear(start.getUTCFullYear(), start.getUTCMonth() + months, 1);
  const lastDay = daysIn(result.getUTCFullYear(), result.getUTCMonth());
  result.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return fromUtc(result);
}

/** Days of a month (0-based month, as Date counts them). */
function daysIn(year: number, monthIndex: number): number {
  const last = new Date(0);
  last.setUTCFullYear(year, monthIndex + 1, 0);
  return last.getUTCDate();
}

export function weekdayOf(date: IsoDate): Weekday {
  return parse(date).getUTCDay() as Weekday;
}

export function monthOf(date: IsoDate): MonthKey {
  return date.slice(0, 7);
}

export function addMonths(month: MonthKey, months: number): MonthKey {
  return monthOf(addMonthsToDate(`${month}-01`, months));
}

export function lastDayOfMonth(month: MonthKey): IsoDate {
  const first = parse(`${month}-01`);
  return `${month}-${String(daysIn(first.getUTCFullYear(), first.getUTCMonth())).padStart(2, "0")}`;
}

/** Every month from `from` to `to`, both included. */
export function monthsBetween(from: MonthKey, to: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

export function clampDate(date: IsoDate, min: IsoDate, max: IsoDate): IsoDate {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/** The local calendar date of an instant (the guest's "today"). */
export function localIsoDate(now: Date): IsoDate {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The weeks of a month as rows of seven cells, starting on `weekStart`; days outside the month are
 * null. With `fixedWeeks` there are always six rows, so months side by side have the same height.
 */
export function monthMatrix(month: MonthKey, weekStart: Weekday, { fixedWeeks = false } = {}): (IsoDate | null)[][] {
  const first = `${month}-01`;
  const daysInMonth = Number(lastDayOfMonth(month).slice(8));
  const lead = (weekdayOf(first) - weekStart + 7) % 7;
  const cells: (IsoDate | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= daysInMonth; day++) cells.push(`${month}-${String(day).padStart(2, "0")}`);
  const rows = fixedWeeks ? 6 : Math.ceil(cells.length / 7);
  while (cells.length < rows * 7) cells.push(null);
  return Array.from({ length: rows }, (_, row) => cells.slice(row * 7, row * 7 + 7));
}

// ---------------------------------------------------------------------------------------------
// Range selection

export type DateRange = { start: IsoDate | null; end: IsoDate | null };
/** Which end of the range the next chosen day sets. */
export type RangeTarget = "start" | "end";

export const EMPTY_RANGE: DateRange = { start: null, end: null };

/** A range from the form's two inputs: invalid dates are dropped, and an end not after the start too. */
export function rangeFromInputs(inDate: string, outDate: string): DateRange {
  const start = isIsoDate(inDate) ? inDate : null;
  const end = isIsoDate(outDate) && (start === null || outDate > start) ? outDate : null;
  return start === null ? { start: null, end: null } : { start, end };
}

/** Where selection starts when the calendar opens from the check-in or the check-out field. */
export function targetWhenOpening(range: DateRange, field: RangeTarget): RangeTarget {
  return field === "end" && range.start !== null ? "end" : "start";
}

/**
 * Choosing a day. Setting the start begins a new range (the end is cleared) and moves on to the end;
 * setting the end needs a day after the start, otherwise the day restarts the range as its start.
 * `complete` says whether the choice finished a range.
 */
export function selectDay(
  range: DateRange,
  target: RangeTarget,
  day: IsoDate,
): { range: DateRange; target: RangeTarget; complete: boolean } {
  if (target === "end" && range.start !== null && day > range.start) {
    return { range: { start: range.start, end: day }, target: "start", complete: true };
  }
  return { range: { start: day, end: null }, target: "end", complete: false };
}

/** Nights of a complete range, else null. */
export function nightsOf(range: DateRange): number | null {
  if (range.start === null || range.end === null) return null;
  return Math.round((parse(range.end).getTime() - parse(range.start).getTime()) / DAY_MS);
}

export type DayState = {
  disabled: boolean;
  today: boolean;
  start: boolean;
  end: boolean;
  /** Strictly between start and end. */
  inRange: boolean;
  /** Between the start and the day under the pointer or focus, while the end is being chosen. */
  inPreview: boolean;
};

export function dayState(
  day: IsoDate,
  context: { range: DateRange; min: IsoDate; max: IsoDate; today: IsoDate; preview?: IsoDate | null },
): DayState {
  const { range, min, max, today, preview } = context;
  const { start, end } = range;
  const previewEnd = start !== null && end === null && preview && preview > start ? preview : null;
  return {
    disabled: day < min || day > max,
    today: day === today,
    start: day === start,
    end: day === end,
    inRange: start !== null && end !== null && day > start && day < end,
    inPreview: start !== null && previewEnd !== null && day > start && day <= previewEnd,
  };
}

// ---------------------------------------------------------------------------------------------
// Keyboard (WAI-ARIA date picker grid)

export type GridKey = { key: string; shiftKey?: boolean };

/**
 * The day focus moves to for a key, clamped to [min, max]; null for keys the grid does not handle.
 * Arrows move by day and week, PageUp/PageDown by month (with Shift by year), Home/End to the first
 * and last day of the week as the locale counts it.
 */
export function moveFocus(
  date: IsoDate,
  { key, shiftKey = false }: GridKey,
  { weekStart, min, max }: { weekStart: Weekday; min: IsoDate; max: IsoDate },
): IsoDate | null {
  let next: IsoDate;
  switch (key) {
    case "ArrowLeft":
      next = addDays(date, -1);
      break;
    case "ArrowRight":
      next = addDays(date, 1);
      break;
    case "ArrowUp":
      next = addDays(date, -7);
      break;
    case "ArrowDown":
      next = addDays(date, 7);
      break;
    case "PageUp":
      next = addMonthsToDate(date, shiftKey ? -12 : -1);
      break;
    case "PageDown":
      next = addMonthsToDate(date, shiftKey ? 12 : 1);
      break;
    case "Home":
      next = addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));
      break;
    case "End":
      next = addDays(date, 6 - ((weekdayOf(date) - weekStart + 7) % 7));
      break;
    default:
      return null;
  }
  return clampDate(next, min, max);
}

/** The day that has focus when the calendar opens. */
export function initialFocus(range: DateRange, target: RangeTarget, min: IsoDate, max: IsoDate): IsoDate {
  const { start, end } = range;
  const wanted = target === "end" && start !== null ? (end ?? addDays(start, 1)) : (start ?? min);
  return clampDate(wanted, min, max);
}

/**
 * The first of `count` months shown side by side so that `focus` is visible: unchanged when it is,
 * else scrolled just far enough; never before `minMonth` nor so far that months after `maxMonth` show.
 */
export function visibleStartFor(
  focus: IsoDate,
  current: MonthKey,
  count: number,
  minMonth: MonthKey,
  maxMonth: MonthKey,
): MonthKey {
  const focusMonth = monthOf(focus);
  let start = current;
  if (focusMonth < start) start = focusMonth;
  else if (focusMonth > addMonths(start, count - 1)) start = addMonths(focusMonth, -(count - 1));
  const latest = addMonths(maxMonth, -(count - 1));
  if (start > latest) start = latest;
  if (start < minMonth) start = minMonth;
  return start;
}
