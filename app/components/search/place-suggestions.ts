import { normalisePlaceName } from "../../../shared/places/normalise-place-name";
import type { Place, PlaceLanguage } from "../../domain/places/place";

/**
 * Place suggestions for the search form's location combobox: the JSON shape of
 * `GET /api/places/suggest`, how the client asks for it, and the client's memory of answers.
 * Pure code, shared by the route (server) and the combobox (browser).
 */

/** One suggestion as the API answers it; the country name is in the requested language. */
export type PlaceSuggestion = {
  id: string;
  name: string;
  region: string | null;
  country: string;
  countryName: string;
  lat: number;
  long: number;
};

export const SUGGEST_PATH = "/api/places/suggest";
export const DEFAULT_SUGGEST_LIMIT = 8;
export const MAX_SUGGEST_LIMIT = 10;
export const MAX_SUGGEST_QUERY_LENGTH = 100;

/** Country names for ISO 3166-1 alpha-2 codes, e.g. `new Intl.DisplayNames([lng], { type: "region" })`. */
export type CountryNames = { of(code: string): string | undefined };

export function toPlaceSuggestion(place: Place, countryNames: CountryNames): PlaceSuggestion {
  let countryName: string | undefined;
  try {
    countryName = countryNames.of(place.country);
  } catch {
    countryName = undefined; // a code Intl does not accept: show the code
  }
  return {
    id: place.id,
    name: place.name,
    region: place.region,
    country: place.country,
    countryName: countryName ?? place.country,
    lat: place.lat,
    long: place.long,
  };
}

/** The URL the combobox fetches for a typed text. */
export function suggestUrl(text: string, lng: PlaceLanguage, limit = DEFAULT_SUGGEST_LIMIT): string {
  const params = new URLSearchParams({ q: text.trim().slice(0, MAX_SUGGEST_QUERY_LENGTH), lng, limit: String(limit) });
  return `${SUGGEST_PATH}?${params}`;
}

const isString = (v: unknown): v is string => typeof v === "string";
const isNumber = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/** The suggestions of an API answer, or null when the answer does not have the expected shape. */
export function parseSuggestions(json: unknown): PlaceSuggestion[] | null {
  if (typeof json !== "object" || json === null) return null;
  const list = (json as { suggestions?: unknown }).suggestions;
  if (!Array.isArray(list)) return null;
  const out: PlaceSuggestion[] = [];
  for (const item of list as unknown[]) {
    if (typeof item !== "object" || item === null) return null;
    const s = item as Record<string, unknown>;
    if (!isString(s.id) || !isString(s.name) || !isString(s.country) || !isString(s.countryName)) return null;
    if (!isNumber(s.lat) || !isNumber(s.long)) return null;
    const region = isString(s.region) && s.region !== "" ? s.region : null;
    out.push({
      id: s.id,
      name: s.name,
      region,
      country: s.country,
      countryName: s.countryName,
      lat: s.lat,
      long: s.long,
    });
  }
  return out;
}

/**
 * The second line of an option: region and country, leaving out a region that only repeats the
 * name or the country ("Berlin" in Berlin, Germany -> "Germany").
 */
export function suggestionDetails(suggestion: PlaceSuggestion): string {
  const parts: string[] = [];
  const { region, name, countryName } = suggestion;
  if (region && region !== name && region !== countryName) parts.push(region);
  parts.push(countryName);
  return parts.join(", ");
}

/** Canonical form of a typed text, as the places provider matches it (case and accents folded). */
export function suggestionKey(text: string): string {
  return normalisePlaceName(text.slice(0, MAX_SUGGEST_QUERY_LENGTH));
}

export type SuggestionLookup =
  | { kind: "cached"; suggestions: PlaceSuggestion[] }
  /** An earlier, shorter text gave nothing, and this one extends it: do not ask again (spec section 8). */
  | { kind: "known-empty" }
  | { kind: "unknown" };

/**
 * What the client already knows: answers per query (most recent `maxEntries`) and the queries that
 * gave no suggestion. Suggestions match by prefix, so a text that extends an empty query is empty too.
 */
export class SuggestionMemory {
  readonly #answers = new Map<string, PlaceSuggestion[]>();
  readonly #empty = new Set<string>();
  readonly maxEntries: number;

  constructor(maxEntries = 100) {
    this.maxEntries = maxEntries;
  }

  lookup(lng: PlaceLanguage, text: string): SuggestionLookup {
    const key = suggestionKey(text);
    const cached = this.#answers.get(`${lng}|${key}`);
    if (cached) return { kind: "cached", suggestions: cached };
    for (const empty of this.#empty) {
      const [emptyLng, emptyKey = ""] = splitOnce(empty);
      if (emptyLng === lng && extendsQuery(key, emptyKey)) return { kind: "known-empty" };
    }
    return { kind: "unknown" };
  }

  remember(lng: PlaceLanguage, text: string, suggestions: PlaceSuggestion[]): void {
    const key = `${lng}|${suggestionKey(text)}`;
    if (suggestions.length === 0) {
      bounded(this.#empty, this.maxEntries).add(key);
      return;
    }
    this.#answers.delete(key); // re-insert as the most recent
    this.#answers.set(key, suggestions);
    while (this.#answers.size > this.maxEntries) {
      const oldest = this.#answers.keys().next().value;
      if (oldest === undefined) break;
      this.#answers.delete(oldest);
    }
  }
}

/** Whether the query key `key` starts with the (non-empty) earlier key `earlier`. */
export function extendsQuery(key: string, earlier: string): boolean {
  return earlier !== "" && key.startsWith(earlier);
}

function splitOnce(value: string): [string, string] {
  const at = value.indexOf("|");
  return [value.slice(0, at), value.slice(at + 1)];
}

function bounded(set: Set<string>, max: number): Set<string> {
  while (set.size >= max) {
    const oldest = set.values().next().value;
    if (oldest === undefined) break;
    set.delete(oldest);
  }
  return set;
}

export type ListMove = "next" | "previous" | "first" | "last";

/** The active option after a key press; -1 is "none" (the text field itself). Next and previous wrap. */
export function moveActiveIndex(current: number, count: number, move: ListMove): number {
  if (count <= 0) return -1;
  switch (move) {
    case "first":
      return 0;
    case "last":
      return count - 1;
    case "next":
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case "previous":
      return current <= 0 ? count - 1 : current - 1;
  }
}
