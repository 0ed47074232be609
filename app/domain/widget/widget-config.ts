import { SEARCH_LIMITS } from "../../../shared/search/search-limits";
import type { Language, Tenant } from "../../../shared/tenancy/tenant";

/**
 * What the widget script asks its brand host for (`GET /widget/v1/config`): the brand's name,
 * languages and colours. Public facts only; the field names are version 1's promise (docs/decisions/0128).
 */
export type WidgetConfig = {
  name: string;
  languages: Language[];
  defaultLanguage: Language;
  theme: { primary: string; primaryForeground: string; accent: string; surface: string; ink: string };
  maxGuests: number;
};

export function widgetConfigOf(tenant: Tenant): WidgetConfig {
  const { primary, primaryForeground, accent, surface, ink } = tenant.theme;
  return {
    name: tenant.name,
    languages: [...tenant.languages],
    defaultLanguage: tenant.defaultLanguage,
    theme: { primary, primaryForeground, accent, surface, ink },
    maxGuests: SEARCH_LIMITS.maxGuests,
  };
}
