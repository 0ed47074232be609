/** The search form's radius choices in km, and the one a new search starts with. */
export const DEFAULT_RADIUS_KM = 10;
export const RADIUS_CHOICES_KM = [2, 5, 10, 20, 50] as const;
