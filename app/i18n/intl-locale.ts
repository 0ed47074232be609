import type { Language } from "../../shared/tenancy/languages";

/** The Intl/BCP 47 locale of each UI language: numbers, money, dates and the week's first day. */
export function intlLocale(lng: Language): string {
  return lng === "de" ? "de-DE" : "en-GB";
}
