/**
 * Letters that Unicode does not decompose into a base letter and a mark, with their plain Latin fold.
 * Place search keys and city slugs both fold with this one table.
 */
export const UNDECOMPOSABLE_LETTERS: Readonly<Record<string, string>> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  ł: "l",
  đ: "d",
  ð: "d",
  þ: "th",
  ı: "i",
  ħ: "h",
  ŀ: "l",
  ŋ: "n",
  ĸ: "k",
};

/** Replaces each undecomposable letter of lower-case `value` with its fold. */
export function foldUndecomposableLetters(value: string): string {
  let out = "";
  for (const char of value) out += UNDECOMPOSABLE_LETTERS[char] ?? char;
  return out;
}
