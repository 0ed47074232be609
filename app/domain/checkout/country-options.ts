import { COUNTRY_CODES } from "../../../shared/checkout/country-codes";

export type CountryOption = { code: string; name: string };

/** The booking form's country choices: every code with its name in the page's locale, in that locale's order. */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: "region" });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}
