import type { UnavailableReason } from "../../../shared/ota/apartment";
import { checkStayRules, type StayRules } from "./availability";

/**
 * The restrictions of one day (a stored calendar_days row); a day without one has none. `maxStay`: the
 * longest stay arriving that day (a channel manager's MaxLOS, docs/decisions/0117), null: the type's.
 */
export type DayRestriction = {
  closedToArrival: boolean;
  closedToDeparture: boolean;
  minStay: number | null;
  maxStay: number | null;
};

export type DayRestrictions = ReadonlyMap<string, DayRestriction>;

/**
 * The minimum stay of a stay that arrives on a day: the day's own minimum when it asks for more than the
 * apartment type's, else the type's. The type's min_stay is the floor, so the search's prefilter on it
 * never drops a stay a day would allow.
 */
export function minStayFrom(typeMinStay: number, day: Pick<DayRestriction, "minStay"> | undefined): number {
  return Math.max(typeMinStay, day?.minStay ?? 0);
}

/** The maximum stay of a stay that arrives on a day: the day's own when shorter than the type's, else the type's. */
export function maxStayFrom(typeMaxStay: number, day: Pick<DayRestriction, "maxStay"> | undefined): number {
  return Math.min(typeMaxStay, day?.maxStay ?? typeMaxStay);
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
  const rule = checkStayRules(
    { ...rules, minStay: minStayFrom(rules.minStay, arrival), maxStay: maxStayFrom(rules.maxStay, arrival) },
    stay.nights,
    stay.guests,
  );
  if (rule === "too_many_guests") return rule;
  if (arrival?.closedToArrival) return "closed_to_arrival";
  if (restrictions.get(stay.to)?.closedToDeparture) return "closed_to_departure";
  return rule;
}

/**
 * The restrictions of a stay's arrival and departure days as the radius search reads them with each
 * candidate (the arrival day's row: closed to arrival and its minimum and maximum stay; the departure day's: closed to
 * departure; null where the day has no row), as the map `checkRestrictedStay` reads. The other flags of
 * those rows do not bear on the stay (a departure row's own arrival rules concern another stay) and are
 * left false.
 */
export function stayEndRestrictions(
  stay: { from: string; to: string },
  arrival: { closedToArrival: number | null; minStay: number | null; maxStay: number | null },
  departureClosed: number | null,
): DayRestrictions {
  const days = new Map<string, DayRestriction>();
  if (arrival.closedToArrival !== null) {
    days.set(stay.from, {
      closedToArrival: arrival.closedToArrival === 1,
      closedToDeparture: false,
      minStay: arrival.minStay,
      maxStay: arrival.maxStay,
    });
  }
  if (departureClosed !== null) {
    days.set(stay.to, {
      closedToArrival: false,
      closedToDeparture: departureClosed === 1,
      minStay: null,
      maxStay: null,
    });
  }
  return days;
}
