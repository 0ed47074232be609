import type { i18n } from "i18next";
import type { Language } from "../../shared/tenancy/tenant";
import type { TranslationPart } from "./translation-parts";

type Messages = Record<string, unknown>;

/** Each language's core and each part are chunks of their own: a page loads only what it shows. */
async function load(lng: Language, part: "core" | TranslationPart): Promise<Messages> {
  if (part === "offer") {
    const module =
      lng === "de" ? await import("../../locales/de/offer.json") : await import("../../locales/en/offer.json");
    return module.default;
  }
  if (part === "booking") {
    const module =
      lng === "de" ? await import("../../locales/de/booking.json") : await import("../../locales/en/booking.json");
    return module.default;
  }
  if (part === "pages") {
    const module =
      lng === "de" ? await import("../../locales/de/pages.json") : await import("../../locales/en/pages.json");
    return module.default;
  }
  const module =
    lng === "de"
      ? await import("../../locales/de/translation.json")
      : await import("../../locales/en/translation.json");
  return module.default;
}

/** Parts the browser's i18next has, per language. */
const added = new Set<string>();

/** The messages to start the browser's i18next with: the core and the page's parts. */
export async function loadTranslation(lng: Language, parts: readonly TranslationPart[]): Promise<Messages> {
  const loaded = await Promise.all([load(lng, "core"), ...parts.map((part) => load(lng, part))]);
  for (const part of parts) added.add(`${lng}:${part}`);
  return Object.assign({}, ...loaded);
}

/** Adds the parts a page needs before it renders (client navigation to an offer or the checkout). */
export async function ensureTranslationParts(
  instance: i18n,
  lng: Language,
  parts: readonly TranslationPart[],
): Promise<void> {
  const missing = parts.filter((part) => !added.has(`${lng}:${part}`));
  await Promise.all(
    missing.map(async (part) => {
      instance.addResourceBundle(lng, "translation", await load(lng, part), true, false);
      added.add(`${lng}:${part}`);
    }),
  );
}
