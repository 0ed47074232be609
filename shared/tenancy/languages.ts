/** The product's languages. Kept free of other imports: the browser bundle needs only this list. */
export const LANGUAGES = ["de", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Whether a path segment or a stored value names one of the product's languages. */
export function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly (string | undefined)[]).includes(value);
}
