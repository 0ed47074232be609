import type { IsoDate, MonthKey, Weekday } from "./calendar-model";

// What the date range picker hands its calendar, which it loads on first open: apart from both, so the
// calendar's types do not make it import the picker that imports it.

/** Every text the picker shows or announces. */
export type DateRangePickerTexts = {
  checkIn: string;
  checkOut: string;
  /** A field without a date. */
  addDate: string;
  /** Accessible name of the calendar (title of the phone dialog). */
  calendarTitle: string;
  previousMonth: string;
  nextMonth: string;
  clear: string;
  done: string;
  close: string;
  /** Added to today's accessible name. */
  today: string;
  chooseCheckIn: string;
  chooseCheckOut: string;
  nights: (count: number) => string;
};

/**
 * What each day offers, for a calendar of one apartment (the offer page): whether the day can be chosen
 * given the arrival chosen so far (null while the arrival is being chosen), its accessible name (date,
 * price, minimum stay or why it cannot be chosen) and a short note shown in the cell (the nightly rate).
 * The calendar tells it which months become visible, so only those are loaded.
 */
export type CalendarDayInfo = {
  describe: (day: IsoDate, arrival: IsoDate | null) => { selectable: boolean; label: string; note: string | null };
  onMonthShown: (month: MonthKey) => void;
};

/** Date and month names in the picker's locale, made once per locale and year. */
export type Formats = {
  short: (date: IsoDate) => string;
  full: (date: IsoDate) => string;
  month: (month: MonthKey) => string;
  weekdayShort: (day: Weekday) => string;
  weekdayLong: (day: Weekday) => string;
};
