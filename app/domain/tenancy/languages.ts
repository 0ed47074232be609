/** The product's languages. Kept free of other imports: the browser bundle needs only this list. */
export const LANGUAGES = ["de", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
