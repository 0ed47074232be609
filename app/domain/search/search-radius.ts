/** The search form's radius choices in km, and the one a new search starts with. */
export const DEFAULT_RADIUS_KM = 10;
export const RADIUS_CHOICES_KM = [2, 5, 10, 20, 50] as const;

/** The radius a search may have, in km: one rule for the form and the search URL. */
export const RADIUS_LIMITS_KM = { min: 1, max: 100 } as const;

/** Whether a radius (km) is one a search may have: a finite number from 1 to 100. */
export function isRadiusWithinLimits(radius: number): boolean {
  return Number.isFinite(radius) && radius >= RADIUS_LIMITS_KM.min && radius <= RADIUS_LIMITS_KM.max;
}
