import type { TFunction } from "i18next";

/** How many texts a remembered `t` keeps by default before it starts over. */
const MAX_TEXTS = 500;
/**
 * Calls whose key and options are longer are not remembered: options can carry what a visitor typed
 * (a place name), and a `t` shared by every request must not be made to hold long texts of theirs.
 */
const MAX_ID_LENGTH = 512;

/** Options that name a text completely as JSON: strings, numbers, booleans and lists of them. */
function isPlain(options: Record<string, unknown>): boolean {
  for (const value of Object.values(options)) {
    if (value === null || value === undefined) continue;
    const type = typeof value;
    if (type === "string" || type === "number" || type === "boolean") continue;
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) continue;
    return false;
  }
  return true;
}

/**
 * A `t` that remembers the texts it made, by key and options: a page of result cards asks for the
 * same texts again and again ("incl. fees and taxes", "1 bathroom", the badges), and each i18next
 * `t` call resolves the key, its plural and its interpolation anew. Only calls whose key and options
 * are plain JSON and no longer than `MAX_ID_LENGTH` are remembered; any other call, and an answer
 * that is not a text (`returnObjects`), goes to `t` every time. Make a new one when `t` changes
 * (another language).
 */
export function rememberedT(t: TFunction, maxTexts = MAX_TEXTS): TFunction {
  const texts = new Map<string, string>();
  const remembered = (key: string | string[], options?: Record<string, unknown>): unknown => {
    const call = t as (key: string | string[], options?: Record<string, unknown>) => unknown;
    if (options !== undefined && (typeof options !== "object" || !isPlain(options))) return call(key, options);
    const id = options === undefined ? JSON.stringify(key) : `${JSON.stringify(key)}\u0000${JSON.stringify(options)}`;
    if (id.length > MAX_ID_LENGTH) return call(key, options);
    const known = texts.get(id);
    if (known !== undefined) return known;
    const text = call(key, options);
    if (typeof text !== "string") return text;
    if (texts.size >= maxTexts) texts.clear();
    texts.set(id, text);
    return text;
  };
  return remembered as unknown as TFunction;
}
