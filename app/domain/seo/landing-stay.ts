import { formatIsoDate, today } from "../dates/iso-date";

/** Nights of a city landing page's stay: every apartment type accepts 28 (min stays end there, max stays start there). */
export const LANDING_STAY_NIGHTS = 28;

/**
 * The stay a city landing page searches with: arrival on the first day of the month after next,
 * 28 nights, one guest. It stays the same for a whole calendar month (UTC), so the page's content and
 * links are stable for crawlers and caches, and it is always 29 to 62 days ahead. The landing page's URL
 * carries no dates; its offer links use the undated offer path.
 */
export function landingStay(now: Date = new Date()): { inDate: string; outDate: string; guests: number } {
  const arrival = today(now).startOf("month").add(2, "month");
  return {
    inDate: formatIsoDate(arrival),
    outDate: formatIsoDate(arrival.add(LANDING_STAY_NIGHTS, "day")),
    guests: 1,
  };
}
