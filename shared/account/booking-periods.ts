/**
 * My bookings: which stays are upcoming and which are past, by calendar dates (YYYY-MM-DD, which
 * compare as strings). A stay counts as upcoming up to and including its day of departure, so a guest
 * checking out today still finds it among the upcoming ones.
 */
export type StayDates = { from: string; to: string };

export function isUpcomingStay(stay: StayDates, today: string): boolean {
  return stay.to >= today;
}

/** Upcoming stays soonest first; past stays most recent first. */
export function splitStaysByToday<T extends StayDates>(
  stays: readonly T[],
  today: string,
): { upcoming: T[]; past: T[] } {
  const upcoming = stays.filter((stay) => isUpcomingStay(stay, today));
  const past = stays.filter((stay) => !isUpcomingStay(stay, today));
  const byDates = (a: T, b: T) =>
    a.from === b.from ? (a.to < b.to ? -1 : a.to > b.to ? 1 : 0) : a.from < b.from ? -1 : 1;
  return { upcoming: upcoming.sort(byDates), past: past.sort((a, b) => byDates(b, a)) };
}
