import de from "../../locales/de/translation.json";
import en from "../../locales/en/translation.json";

/** Server-side resources: both languages. The client loads only the page's language (see entry.client). */
export const i18nResources = { en: { translation: en }, de: { translation: de } } as const;
export type TranslationResource = typeof en;
