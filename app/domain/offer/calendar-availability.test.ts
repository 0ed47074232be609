import { describe, expect, it } from "vitest";
import type { CalendarDay } from "../../../shared/ota/stay-calendar";
import { type CalendarContext, dayChoice, daysByDate } from "./calendar-availability";

const day = (date: string, over: Partial<CalendarDay> = {}): CalendarDay => ({
  date,
  free: true,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: 2,
  maxStay: 6,
  rate: 10_000,
  ...over,
});

// 2030-03-01 ... 2030-03-14: the 4th booked, the 5th closed, the 7th closed to arrival, the 9th min stay 4,
// the 10th at most 3 nights (its own maximum, the apartment's is 6), the 12th closed to departure; the 15th
// on is not loaded.
const days = daysByDate([
  day("2030-03-01"),
  day("2030-03-02"),
  day("2030-03-03"),
  day("2030-03-04", { free: false }),
  day("2030-03-05", { free: false, closed: true }),
  day("2030-03-06"),
  day("2030-03-07", { closedToArrival: true }),
  day("2030-03-08"),
  day("2030-03-09", { minStay: 4, rate: 13_000 }),
  day("2030-03-10", { maxStay: 3 }),
  day("2030-03-11"),
  day("2030-03-12", { closedToDeparture: true }),
  day("2030-03-13"),
  day("2030-03-14"),
]);
const base: CalendarContext = { days, today: "2030-03-02", max: "2030-03-20", arrival: null, maxStay: 6 };

describe("dayChoice: choosing the arrival", () => {
  it.each([
    { date: "2030-03-01", status: "past", selectable: false, minStay: 2, maxStay: null, rate: 10_000 },
    { date: "2030-03-02", status: "free", selectable: true, minStay: 2, maxStay: null, rate: 10_000 },
    { date: "2030-03-04", status: "booked", selectable: false, minStay: 2, maxStay: null, rate: null },
    { date: "2030-03-05", status: "closed", selectable: false, minStay: 2, maxStay: null, rate: null },
    { date: "2030-03-07", status: "noArrival", selectable: false, minStay: 2, maxStay: null, rate: 10_000 },
    { date: "2030-03-09", status: "free", selectable: true, minStay: 4, maxStay: null, rate: 13_000 },
    { date: "2030-03-10", status: "free", selectable: true, minStay: 2, maxStay: 3, rate: 10_000 },
    { date: "2030-03-12", status: "free", selectable: true, minStay: 2, maxStay: null, rate: 10_000 },
    { date: "2030-03-16", status: "unknown", selectable: true, minStay: null, maxStay: null, rate: null },
    { date: "2030-03-21", status: "beyond", selectable: false, minStay: null, maxStay: null, rate: null },
  ])("$date: $status", ({ date, ...expected }) => {
    expect(dayChoice(date, base)).toEqual({ ...expected, departure: false });
  });
});

describe("dayChoice: choosing the departure", () => {
  it.each([
    { arrival: "2030-03-06", date: "2030-03-07", status: "tooShort", selectable: false },
    { arrival: "2030-03-06", date: "2030-03-08", status: "free", selectable: true },
    { arrival: "2030-03-09", date: "2030-03-11", status: "tooShort", selectable: false },
    { arrival: "2030-03-09", date: "2030-03-13", status: "free", selectable: true },
    { arrival: "2030-03-08", date: "2030-03-12", status: "noDeparture", selectable: false },
    { arrival: "2030-03-02", date: "2030-03-04", status: "free", selectable: true },
    { arrival: "2030-03-02", date: "2030-03-05", status: "blockedBetween", selectable: false },
    { arrival: "2030-03-06", date: "2030-03-13", status: "tooLong", selectable: false },
    { arrival: "2030-03-10", date: "2030-03-13", status: "free", selectable: true },
    { arrival: "2030-03-10", date: "2030-03-14", status: "tooLong", selectable: false },
    { arrival: "2030-03-13", date: "2030-03-16", status: "unknown", selectable: true },
  ])("from $arrival to $date: $status", ({ arrival, date, status, selectable }) => {
    expect(dayChoice(date, { ...base, arrival })).toMatchObject({ status, selectable, departure: true });
  });

  it("a day not after the arrival is chosen as a new arrival", () => {
    expect(dayChoice("2030-03-07", { ...base, arrival: "2030-03-09" })).toMatchObject({
      status: "noArrival",
      departure: false,
    });
  });
});
