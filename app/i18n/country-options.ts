import { COUNTRY_CODES } from "~/domain/checkout/country-codes";
import type { Language } from "~/domain/tenancy/languages";
import { intlLocale } from "./intl-locale";

/** The country choices of an address form: ISO codes with their names in the page's language, sorted by name. */
export function countryOptions(lng: Language): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([intlLocale(lng)], { type: "region" });
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, intlLocale(lng)),
  );
}
