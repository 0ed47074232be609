import type { Dayjs } from "dayjs";
import { formatIsoDate, today } from "../dates/iso-date";

/** A suggested stay for links that need dates: two weeks ahead, one week long. */
export function defaultStay(now: Date = new Date()): { inDate: string; outDate: string } {
  const start: Dayjs = today(now).add(14, "day");
  return { inDate: formatIsoDate(start), outDate: formatIsoDate(start.add(7, "day")) };
}
