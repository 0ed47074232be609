import type { Language } from "~/domain/tenancy/tenant";
import type { TranslationResource } from "./resources";

/** Loads one language's messages as its own chunk, so a page ships only the language it shows. */
export async function loadTranslation(lng: Language): Promise<TranslationResource> {
  const module =
    lng === "de"
      ? await import("../../locales/de/translation.json")
      : await import("../../locales/en/translation.json");
  return module.default;
}
