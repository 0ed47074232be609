import type { DaySettings } from "../../../shared/ota/back-office-calendar";
import { MAX_CALENDAR_EDIT_DAYS, WEEKDAYS } from "../../../shared/ota/back-office-calendar";
import type { ImportCalendarRow, Portfolio } from "../../../shared/ota/back-office-import";
import type { HouseRow, TypeRow } from "../repositories/back-office-houses";
import { addDays } from "../rules/calendar";
import { sameDay } from "../rules/calendar-edit";
import { adminApartmentTypeOf, adminHouseOf } from "./back-office-house-view";

/**
 * A portfolio as the import takes it back (docs/decisions/0110): houses, their apartment types, and
 * each type's calendar rows from today on, consecutive days holding the same settings as one row.
 */
export function portfolioOf(
  houses: readonly HouseRow[],
  types: readonly TypeRow[],
  days: readonly { apartmentTypeId: string; date: string; set: DaySettings }[],
): Portfolio {
  return {
    houses: houses.map((row) => {
      const { cityId: _city, currency: _currency, apartmentTypes: _types, contact, ...house } = adminHouseOf(row, []);
      // A house without a contact (seeded ones) leaves it out, so the file imports back unchanged.
      return { ...house, ...(contact.name ? { contact } : {}) };
    }),
    apartmentTypes: types.map((row) => {
      const { customName: _custom, currency: _currency, ...type } = adminApartmentTypeOf(row);
      return { ...type, channelLinks: type.channelLinks as Portfolio["apartmentTypes"][number]["channelLinks"] };
    }),
    calendar: calendarRowsOf(days),
  };
}

/** Runs of consecutive days of one apartment type that hold the same settings, one row each. */
export function calendarRowsOf(
  days: readonly { apartmentTypeId: string; date: string; set: DaySettings }[],
): ImportCalendarRow[] {
  const rows: ImportCalendarRow[] = [];
  for (const day of days) {
    const last = rows.at(-1);
    if (
      last &&
      last.apartmentTypeId === day.apartmentTypeId &&
      addDays(last.to, 1) === day.date &&
      addDays(last.from, MAX_CALENDAR_EDIT_DAYS) > day.date &&
      sameDay(last.set as DaySettings, day.set)
    )
      last.to = day.date;
    else
      rows.push({
        apartmentTypeId: day.apartmentTypeId,
        from: day.date,
        to: day.date,
        weekdays: [...WEEKDAYS],
        set: { ...day.set },
      });
  }
  return rows;
}
