/**
 * Search keys for place names: lower case, diacritics folded, punctuation turned into single spaces.
 *
 * German-style letters have two spellings in everyday typing ("München" is typed "munchen" or
 * "muenchen"), so `placeNameSearchKeys` returns both the plain fold and the transliterated variant;
 * the stored keys hold both, and a query only needs the plain fold (`normalisePlaceName`) because
 * whatever a user types folds onto one of them.
 */

import { UNDECOMPOSABLE_LETTERS } from "./letter-folds";

/** Letters whose transliterated spelling differs from the plain fold (ü -> "u" and "ue"). */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ø: "oe",
  å: "aa",
};

const COMBINING_MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/gu;

function fold(value: string, transliterate: boolean): string {
  let out = "";
  // Work on the composed lower-case form first so that "Ü" and "U+0308" sequences look the same.
  for (const char of value.normalize("NFC").toLowerCase()) {
    const transliterated = transliterate ? TRANSLITERATIONS[char] : undefined;
    if (transliterated !== undefined) {
      out += transliterated;
      continue;
    }
    const plain = UNDECOMPOSABLE_LETTERS[char];
    out += plain ?? char;
  }
  return out.normalize("NFD").replace(COMBINING_MARKS, "").replace(SEPARATORS, " ").trim();
}

/** The canonical search key of a name or a query: "  Saint-Étienne " -> "saint etienne". */
export function normalisePlaceName(value: string): string {
  return fold(value, false);
}

/** Whether the name has a letter with a transliterated spelling (ä, ö, ü, ø, å). */
function hasTransliteration(value: string): boolean {
  for (const char of value.normalize("NFC").toLowerCase()) {
    if (TRANSLITERATIONS[char] !== undefined) return true;
  }
  return false;
}

/**
 * All keys a name is found by: the plain fold, and for names with umlauts and the like also the
 * transliterated spelling ("Zürich" -> ["zurich", "zuerich"]). Empty names give no keys.
 */
export function placeNameSearchKeys(value: string): string[] {
  const keys: string[] = [];
  const plain = fold(value, false);
  if (plain !== "") keys.push(plain);
  if (hasTransliteration(value)) {
    const transliterated = fold(value, true);
    if (transliterated !== "" && transliterated !== plain) keys.push(transliterated);
  }
  return keys;
}

/**
 * The exclusive upper bound of a prefix range on BINARY-collated text: every key that starts with
 * `prefix` satisfies `prefix <= key < prefixUpperBound(prefix)`. Works on UTF-16 code units like
 * SQLite's BINARY collation does on UTF-8 for the BMP.
 */
export function prefixUpperBound(prefix: string): string {
  let head = prefix;
  while (head !== "") {
    const last = head.charCodeAt(head.length - 1);
    head = head.slice(0, -1);
    if (last < 0xffff) return head + String.fromCharCode(last + 1);
  }
  throw new Error("prefixUpperBound needs a prefix with a character below U+FFFF");
}
