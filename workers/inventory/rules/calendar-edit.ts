import type {
  CalendarDayChange,
  CalendarEdit,
  CalendarSettings,
  DaySettings,
  Weekday,
} from "../../../shared/ota/back-office-calendar";
import { addDays, dayOfWeek, stayNights } from "./calendar";

/** What a day without a calendar_days row holds: the card's price, all units, no flags. */
export const UNSET_DAY: DaySettings = {
  price: null,
  units: null,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: null,
};

/** Whether a day holds nothing of its own (its row can go). */
export function isUnsetDay(day: DaySettings): boolean {
  return (
    day.price === null &&
    day.units === null &&
    !day.closed &&
    !day.closedToArrival &&
    !day.closedToDeparture &&
    day.minStay === null
  );
}

/** dayOfWeek's numbers (0 = Sunday) of the weekday names. */
const WEEKDAY_NUMBER: Record<Weekday, number> = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 };

/** The days an edit chooses: from `from` to `to`, both included, on its weekdays. */
export function chosenDays(edit: Pick<CalendarEdit, "from" | "to" | "weekdays">): string[] {
  const weekdays = new Set(edit.weekdays.map((day) => WEEKDAY_NUMBER[day]));
  return stayNights(edit.from, addDays(edit.to, 1)).filter((date) => weekdays.has(dayOfWeek(date)));
}

/** The day with the edit's fields set (those it leaves out kept). */
export function applySettings(day: DaySettings, set: CalendarSettings): DaySettings {
  return {
    price: set.price === undefined ? day.price : set.price,
    units: set.units === undefined ? day.units : set.units,
    closed: set.closed ?? day.closed,
    closedToArrival: set.closedToArrival ?? day.closedToArrival,
    closedToDeparture: set.closedToDeparture ?? day.closedToDeparture,
    minStay: set.minStay === undefined ? day.minStay : set.minStay,
  };
}

/** Whether two days hold the same settings. */
export const sameDay = (a: DaySettings, b: DaySettings) =>
  a.price === b.price &&
  a.units === b.units &&
  a.closed === b.closed &&
  a.closedToArrival === b.closedToArrival &&
  a.closedToDeparture === b.closedToDeparture &&
  a.minStay === b.minStay;

/**
 * The bulk edit: every chosen day whose settings the edit changes, with before and after, in date order.
 * `current` holds the days that have a row; the others are `UNSET_DAY`.
 */
export function editedDays(edit: CalendarEdit, current: ReadonlyMap<string, DaySettings>): CalendarDayChange[] {
  const changes: CalendarDayChange[] = [];
  for (const date of chosenDays(edit)) {
    const before = current.get(date) ?? UNSET_DAY;
    const after = applySettings(before, edit.set);
    if (!sameDay(before, after)) changes.push({ date, before, after });
  }
  return changes;
}

/** The nights whose units for sale the changes set below what is already booked on them, in date order. */
export function nightsBelowBookings(
  changes: readonly CalendarDayChange[],
  bookedByNight: ReadonlyMap<string, number>,
): string[] {
  return changes
    .filter(({ date, after }) => after.units !== null && after.units < (bookedByNight.get(date) ?? 0))
    .map((change) => change.date);
}

/** The units for sale on a night: the day's own, never more than the type's (which may have shrunk since). */
export function unitsForSale(typeUnits: number, day: Pick<DaySettings, "units"> | undefined): number {
  return day?.units == null ? typeUnits : Math.min(day.units, typeUnits);
}

/**
 * The history's summary of an edit (subject `calendar`): the range and weekdays, then each field it set
 * with the distinct values the changed days held before and the value after.
 */
export function editSummary(
  edit: CalendarEdit,
  changes: readonly CalendarDayChange[],
): { field: string; before: unknown; after: unknown }[] {
  const summary: { field: string; before: unknown; after: unknown }[] = [
    {
      field: "days",
      before: null,
      after: { from: edit.from, to: edit.to, weekdays: edit.weekdays, changed: changes.map((c) => c.date) },
    },
  ];
  for (const field of Object.keys(edit.set) as (keyof CalendarSettings)[]) {
    const after = edit.set[field];
    if (after === undefined) continue;
    const before = [...new Set(changes.map((change) => change.before[field]))];
    if (before.length === 1 && before[0] === after) continue;
    summary.push({ field, before: before.length === 1 ? before[0] : before, after });
  }
  return summary;
}
