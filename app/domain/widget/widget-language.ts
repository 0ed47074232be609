import type { Language } from "../../../shared/tenancy/tenant";

/**
 * The widget's language: the element's `data-lang`, else the host page's `<html lang>`, each taken by
 * its primary subtag (`de-AT` is German), when the brand offers it; else the brand's default.
 */
export function widgetLanguage(
  wanted: readonly (string | null | undefined)[],
  brand: { languages: readonly Language[]; defaultLanguage: Language },
): Language {
  for (const tag of wanted) {
    const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
    const offered = brand.languages.find((language) => language === primary);
    if (offered) return offered;
  }
  return brand.defaultLanguage;
}
