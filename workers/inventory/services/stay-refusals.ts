import { OtaError } from "../http/responses";
import type { ApartmentRow } from "../repositories/stored-rows";
import { checkStayRules } from "../rules/availability";
import { checkRestrictedStay, type DayRestrictions, maxStayFrom, minStayFrom } from "../rules/stay-restrictions";

/** The stay rules a new booking and a changed one obey alike, as the contract's errors. */

/** Refuses more guests than the apartment takes, or a stay shorter or longer than its rules allow. */
export function refuseBrokenStayRules(row: ApartmentRow, nights: number, guests: number): void {
  const rule = checkStayRules(
    { minStay: row.min_stay, maxStay: row.max_stay, maxOccupancy: row.max_occupancy },
    nights,
    guests,
  );
  if (rule === "too_many_guests") throw new OtaError("too_many_guests", `At most ${row.max_occupancy} guests`);
  if (rule === "min_stay")
    throw new OtaError("min_stay", `At least ${row.min_stay} nights`, undefined, { minStay: row.min_stay });
  if (rule === "max_stay")
    throw new OtaError("max_stay", `At most ${row.max_stay} nights`, undefined, { maxStay: row.max_stay });
}

/** Refuses a stay that arrives on a day closed to arrival, leaves on one closed to departure or is shorter than its arrival day's minimum stay or longer than its maximum. */
export function refuseRestrictedStay(
  row: ApartmentRow,
  stay: { from: string; to: string; guests: number },
  nights: number,
  restrictions: DayRestrictions,
): void {
  const rules = { minStay: row.min_stay, maxStay: row.max_stay, maxOccupancy: row.max_occupancy };
  const reason = checkRestrictedStay(rules, { ...stay, nights }, restrictions);
  if (reason === "closed_to_arrival")
    throw new OtaError("closed_to_arrival", `No arrivals on ${stay.from}`, undefined, { date: stay.from });
  if (reason === "closed_to_departure")
    throw new OtaError("closed_to_departure", `No departures on ${stay.to}`, undefined, { date: stay.to });
  if (reason === "min_stay") {
    const minStay = minStayFrom(row.min_stay, restrictions.get(stay.from));
    throw new OtaError("min_stay", `At least ${minStay} nights from ${stay.from}`, undefined, { minStay });
  }
  if (reason === "max_stay") {
    const maxStay = maxStayFrom(row.max_stay, restrictions.get(stay.from));
    throw new OtaError("max_stay", `At most ${maxStay} nights from ${stay.from}`, undefined, { maxStay });
  }
}
