/** The deep-link parameter that chooses the page's currency (docs/guides/deep-links.md, decision 0137). */
export const CURRENCY_PARAM = "currency";

/** What a brand offers: its currencies and the one shown to a guest who chose none. */
export type OfferedCurrencies = { currencies: readonly string[]; defaultCurrency: string };

/**
 * A `currency` parameter's value when the brand offers it (`chf` reads as CHF), else null: an optional
 * parameter that is missing, unknown to the brand or garbage falls back without a word.
 */
export function currencyOfParam(value: string | null | undefined, brand: OfferedCurrencies): string | null {
  const code = value?.trim().toUpperCase() ?? "";
  return /^[A-Z]{3}$/.test(code) && brand.currencies.includes(code) ? code : null;
}

/**
 * The currency a page shows: a link's `currency` the brand offers, else the guest's choice (the currency
 * switch's cookie) when the brand still offers it, else the brand's default.
 */
export function displayCurrency(
  choice: { param: string | null | undefined; cookie: unknown },
  brand: OfferedCurrencies,
): string {
  const cookie = typeof choice.cookie === "string" && brand.currencies.includes(choice.cookie) ? choice.cookie : null;
  return currencyOfParam(choice.param, brand) ?? cookie ?? brand.defaultCurrency;
}

/**
 * The choice a link's `currency` makes for later pages: the code to remember in the currency switch's
 * cookie, or null when the link chose nothing the brand offers or what the guest had chosen already.
 */
export function currencyToRemember(
  choice: { param: string | null | undefined; cookie: unknown },
  brand: OfferedCurrencies,
): string | null {
  const chosen = currencyOfParam(choice.param, brand);
  return chosen && chosen !== choice.cookie ? chosen : null;
}
