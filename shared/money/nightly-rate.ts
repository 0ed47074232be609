/**
 * The product's one definition of "per night" (spec section 9: "Nightly rate is total divided by
 * nights, minimum 1 night"). The total is the stay's total as the OTA prices it: accommodation plus
 * cleaning and city tax, so the figure includes fees and taxes. Search cards, the offer page and the
 * checkout all show this figure, next to the total it was divided from.
 */

/** Integer division rounded half-even, like every other money rounding in the product. */
export function divideHalfEven(amount: number, divisor: number): number {
  const quotient = amount / divisor;
  const floor = Math.floor(quotient);
  const remainder = amount - floor * divisor;
  if (remainder * 2 < divisor) return floor;
  if (remainder * 2 > divisor) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The nights a total is divided by: whole nights, at least 1 (a same-day or broken stay still has a price). */
export function nightsForRate(nights: number | null | undefined): number {
  if (typeof nights !== "number" || !Number.isFinite(nights)) return 1;
  return Math.max(1, Math.floor(nights));
}

/** The nightly figure of a stay in minor units: its total divided by its nights (at least 1), half-even. */
export function nightlyRate(totalMinor: number, nights: number | null | undefined): number {
  return divideHalfEven(totalMinor, nightsForRate(nights));
}
