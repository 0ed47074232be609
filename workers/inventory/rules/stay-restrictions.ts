import type { UnavailableReason } from "../../../app/domain/ota/apartment";
import { checkStayRules, type StayRules } from "./availability";

/** The restrictions of one day (a stored stay_restrictions row); a day without one has none. */
export type DayRestriction = { closedToArrival: boolean; closedToDeparture: boolean; minStay: number | null };

export type DayRestrictions = ReadonlyMap<string, DayRestriction>;

/**
 * The minimum stay of a stay that arrives on a day: the day's own minimum when it asks for more than the
 * apartment type's, else the type's. The type's min_stay is the floor, so the search's prefilter on it
 * never drops a stay a day would allow.
 */
export function minStayFrom(typeMinStay: number, day: DayRestriction | undefined): number {
  return Math.max(typeMinStay, day?.minStay ?? 0);
}

/**
 * The stay rules with the arrival and departure days' restrictions: too many guests first, then a closed
 * arrival or departure day, then the minimum stay from the arrival day and the maximum stay. Null when
 * the stay fits them all.
 */
export function checkRestrictedStay(
  rules: StayRules,
  stay: { from: string; to: string; nights: number; guests: number },
  restrictions: DayRestrictions,
): UnavailableReason | null {
  const arrival = restrictions.get(stay.from);
  const rule = checkStayRules({ ...rules, minStay: minStayFrom(rules.minStay, arrival) }, stay.nights, stay.guests);
  if (rule === "too_many_guests") return rule;
  if (arrival?.closedToArrival) return "closed_to_arrival";
  if (restrictions.get(stay.to)?.closedToDeparture) return "closed_to_departure";
  return rule;
}
