/**
 * Converts an amount in minor units of `currency` into minor units of the page's display currency.
 * Listings of one search can come in different currencies (each property prices in its own), so
 * ranking, price filters and price facets compare converted amounts. The route builds it from the
 * exchange rates; the domain only calls it.
 */
export type ToDisplayMinor = (amountMinor: number, currency: string) => number;

/** The converter to use when the caller has none: every amount is already in the display currency. */
export const sameCurrency: ToDisplayMinor = (amountMinor) => amountMinor;
