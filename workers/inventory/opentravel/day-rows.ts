import type { DaySettingsWithMaxStay } from "../repositories/calendar-days";
import type { DayPatch } from "./ari-edits";

/** What a day without a calendar row holds, with no maximum stay of its own. */
const UNSET: DaySettingsWithMaxStay = {
  price: null,
  units: null,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: null,
  maxStay: null,
};

/**
 * A day after a channel manager's patch. A count is what is left to sell besides the night's bookings
 * here (which the channel manager has received from us), so the units for sale are the count plus
 * those bookings, never more than the type's units (then null: the type's own).
 */
export function dayAfter(
  current: DaySettingsWithMaxStay | undefined,
  patch: DayPatch,
  night: { booked: number; typeUnits: number },
): DaySettingsWithMaxStay {
  const before = current ?? UNSET;
  let units = before.units;
  if (patch.unitsLeft !== undefined) {
    const forSale = patch.unitsLeft + night.booked;
    units = forSale >= night.typeUnits ? null : forSale;
  }
  return {
    price: patch.price === undefined ? before.price : patch.price,
    units,
    closed: patch.closed ?? before.closed,
    closedToArrival: patch.closedToArrival ?? before.closedToArrival,
    closedToDeparture: patch.closedToDeparture ?? before.closedToDeparture,
    minStay: patch.minStay === undefined ? before.minStay : patch.minStay,
    maxStay: patch.maxStay === undefined ? before.maxStay : patch.maxStay,
  };
}
