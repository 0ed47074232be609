import { widget as deWidget } from "../../../locales/de/pages.json";
import { searchForm as deSearch, validation as deValidation } from "../../../locales/de/translation.json";
import { widget as enWidget } from "../../../locales/en/pages.json";
import { searchForm as enSearch, validation as enValidation } from "../../../locales/en/translation.json";
import type { Language } from "../../../shared/tenancy/tenant";

/**
 * The widget's words, taken from the app's own messages (named imports, so the bundler keeps only
 * these parts of the message files).
 */
const TEXTS = {
  en: { ...enSearch, ...enValidation, ...enWidget },
  de: { ...deSearch, ...deValidation, ...deWidget },
} as const;

export type WidgetTexts = (typeof TEXTS)["en"];

/** A message with its `{{name}}` placeholders filled. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

export const textsFor = (lng: Language): WidgetTexts => TEXTS[lng];
