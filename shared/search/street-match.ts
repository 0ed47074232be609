import { memoised } from "../memoised";
import { normalisePlaceName, placeNameSearchKeys } from "../places/normalise-place-name";

/**
 * Street matching for the ranking rule "streets matching the searched address first".
 *
 * Both sides are folded like place names (lower case, diacritics dropped, ß -> ss, punctuation ->
 * spaces), and the German abbreviation "str" is written out, so "Friedrichstraße", "friedrichstrasse"
 * and "Friedrichstr. 43, Berlin" all find listings on Friedrichstraße. A street matches when its words
 * appear as consecutive whole words in the searched text; a city name therefore matches no street,
 * and the street "Ring" is not found in "Ringstraße".
 */

/** "friedrichstr" -> "friedrichstrasse", "str des 17 juni" -> "strasse des 17 juni". */
function expandAbbreviations(folded: string): string {
  return folded
    .split(" ")
    .map((word) => (word.endsWith("str") ? `${word}asse` : word))
    .join(" ");
}

/** The searched text as a key for `streetMatches`, computed once per search; "" when nothing was searched. */
export function searchedAddressKey(searched: string | null | undefined): string {
  const folded = expandAbbreviations(normalisePlaceName(searched ?? ""));
  return folded === "" ? "" : ` ${folded} `;
}

// Many listings share a street; folding is the costly part, so each spelling is folded once.
// Both the plain fold and the transliteration ("Müllerstraße": "muller...", "mueller...").
const keysOfStreet = memoised(
  (street: string): string[] => placeNameSearchKeys(street).map((key) => ` ${expandAbbreviations(key)} `),
  20_000,
);

/** Whether the street occurs in the searched text; `addressKey` comes from `searchedAddressKey`. */
export function streetMatches(street: string, addressKey: string): boolean {
  if (addressKey === "") return false;
  for (const key of keysOfStreet(street)) {
    if (key.length > 2 && addressKey.includes(key)) return true;
  }
  return false;
}

/** A matcher for one search that answers each distinct street once (listings share few streets). */
export function streetMatcher(searched: string | null | undefined): (street: string) => boolean {
  const addressKey = searchedAddressKey(searched);
  if (addressKey === "") return () => false;
  const answers = new Map<string, boolean>();
  return (street) => {
    let answer = answers.get(street);
    if (answer === undefined) {
      answer = streetMatches(street, addressKey);
      answers.set(street, answer);
    }
    return answer;
  };
}
