import type { TFunction } from "i18next";

/** How many texts a remembered `t` keeps before it starts over. */
const MAX_TEXTS = 500;

/**
 * A `t` that remembers the texts it made, by key and options: a page of result cards asks for the
 * same texts again and again ("incl. fees and taxes", "1 bathroom", the badges), and each i18next
 * `t` call resolves the key, its plural and its interpolation anew. Options must be plain JSON
 * (strings and numbers); make a new one when `t` changes (another language).
 */
export function rememberedT(t: TFunction): TFunction {
  const texts = new Map<string, string>();
  const remembered = (key: string, options?: Record<string, unknown>): string => {
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    let text = texts.get(id);
    if (text === undefined) {
      text = (t as (key: string, options?: Record<string, unknown>) => string)(key, options);
      if (texts.size >= MAX_TEXTS) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
  return remembered as unknown as TFunction;
}
