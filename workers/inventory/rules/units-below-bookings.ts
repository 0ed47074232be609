/** Units booked on one night of an apartment type (booking_nights counted by night). */
export type BookedNight = { night: string; booked: number };

/**
 * The nights, in date order, on which more units are booked than `units`: an apartment type's units
 * cannot drop below them (409 units_below_bookings names these nights), and the most booked on one.
 */
export function nightsOverUnits(
  booked: readonly BookedNight[],
  units: number,
): { nights: string[]; booked: number } | null {
  const over = booked.filter((night) => night.booked > units);
  if (over.length === 0) return null;
  return {
    nights: over.map((night) => night.night).sort(),
    booked: Math.max(...over.map((night) => night.booked)),
  };
}
