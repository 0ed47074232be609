import type { Language } from "../../../shared/tenancy/languages";
import { LEGAL_PAGES, type LegalPage, type Tenant } from "../../../shared/tenancy/tenant";
import { type CheckFailure, checkFailure } from "./check-failure";

/** What the required-text check reads of a brand. */
export type TextsOfBrand = Pick<Tenant, "name" | "languages" | "operator" | "featuredCities" | "legalTexts">;

const filled = (text: string | undefined) => (text ?? "").trim() !== "";
const upper = (lng: Language) => `${lng.charAt(0).toUpperCase()}${lng.slice(1)}`;

/**
 * Every text a guest reads in each of the brand's languages: its name, the operator's country and
 * chosen law (the imprint and the terms name them), the featured cities' names (the home page's tiles).
 * Legal pages need no check: a page or language without the brand's own text uses the default
 * template, which legal-texts.ts has for every product language (its type says so).
 */
export function requiredTextFailures(brand: TextsOfBrand): CheckFailure[] {
  const failures: CheckFailure[] = [];
  if (!filled(brand.name)) failures.push(checkFailure("name", "textMissing", { language: brand.languages[0] ?? "" }));
  for (const lng of brand.languages) {
    const language = lng.toUpperCase();
    if (!filled(brand.operator.country[lng]))
      failures.push(checkFailure(`operatorCountry${upper(lng)}`, "textMissing", { language }));
    if (!filled(brand.operator.law[lng]))
      failures.push(checkFailure(`operatorLaw${upper(lng)}`, "textMissing", { language }));
    const unnamed = brand.featuredCities.filter((city) => !filled(city.name[lng]));
    if (unnamed.length > 0)
      failures.push(
        checkFailure("featuredCities", "cityNameMissing", {
          language,
          places: unnamed.map((c) => c.placeId).join(", "),
        }),
      );
  }
  return failures;
}

/** Where each legal page's text comes from in each of the brand's languages: its own, or the template. */
export function legalTextSources(
  brand: Pick<Tenant, "languages" | "legalTexts">,
): { page: LegalPage; language: Language; source: "own" | "template" }[] {
  return LEGAL_PAGES.flatMap((page) =>
    brand.languages.map((language) => ({
      page,
      language,
      source: brand.legalTexts?.[page]?.[language] ? ("own" as const) : ("template" as const),
    })),
  );
}
