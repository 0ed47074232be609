import deBooking from "../../locales/de/booking.json";
import deOffer from "../../locales/de/offer.json";
import dePages from "../../locales/de/pages.json";
import de from "../../locales/de/translation.json";
import enBooking from "../../locales/en/booking.json";
import enOffer from "../../locales/en/offer.json";
import enPages from "../../locales/en/pages.json";
import en from "../../locales/en/translation.json";

/**
 * Server-side resources: both languages, all parts, in the one `translation` namespace. The browser
 * loads only the page's language and the parts its pages need (see translation-parts.ts).
 */
export const i18nResources = {
  en: { translation: { ...en, ...enOffer, ...enBooking, ...enPages } },
  de: { translation: { ...de, ...deOffer, ...deBooking, ...dePages } },
} as const;
export type TranslationResource = typeof en & typeof enOffer & typeof enBooking & typeof enPages;
