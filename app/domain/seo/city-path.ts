import { foldUndecomposableLetters } from "../../../shared/places/letter-folds";
import type { Language } from "../../../shared/tenancy/tenant";

/** The city landing page's route under `:lng` (for app/routes.ts): `/:lng/serviced-apartments/:citySlug`. */
export const CITY_ROUTE = "serviced-apartments/:citySlug";

/** A city a tenant has a landing page for (the tenant's featured cities fit this shape). */
export type CityEntry = {
  placeId: string;
  /** The city's name per language; a missing language falls back to English, then to any name. */
  name: Partial<Readonly<Record<Language, string>>>;
  lat: number;
  long: number;
};

/** German transliteration first, so German names read as Germans write them without umlauts. */
const GERMAN: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", ẞ: "ss" };
/**
 * The URL slug of a city name: lower case, ä/ö/ü/ß as ae/oe/ue/ss ("München" -> "muenchen",
 * "Zürich" -> "zuerich"), other diacritics dropped ("Kraków" -> "krakow", "Łódź" -> "lodz"), every run
 * of other characters one dash ("Frankfurt am Main" -> "frankfurt-am-main"). Idempotent:
 * `citySlug(citySlug(x)) === citySlug(x)`. Empty when the name has no Latin letters or digits.
 */
export function citySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[äöüßẞ]/g, (c) => GERMAN[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]/g, foldUndecomposableLetters)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The city's name in a language (English, then any name, when that language has none). */
export function cityName(city: Pick<CityEntry, "name">, lng: Language): string {
  return city.name[lng] ?? city.name.en ?? Object.values(city.name).find((n) => n !== undefined) ?? "";
}

/** The slug of a city's page in a language; `place-<placeId>` when its name gives no slug. */
export function citySlugOf(city: Pick<CityEntry, "name" | "placeId">, lng: Language): string {
  return citySlug(cityName(city, lng)) || `place-${citySlug(city.placeId)}`;
}

/** `/en/serviced-apartments/berlin` for a city name. */
export function cityPath(lng: Language, name: string): string {
  return `/${lng}/serviced-apartments/${citySlug(name)}`;
}

/** The path of a city entry's landing page in a language (the slug of its name in that language). */
export function cityPathOf(city: Pick<CityEntry, "name" | "placeId">, lng: Language): string {
  return `/${lng}/serviced-apartments/${citySlugOf(city, lng)}`;
}

export type CitySlugMatch<C> = {
  city: C;
  /** The city's slug in the requested language. When it differs from the slug asked for, redirect (301) there. */
  slug: string;
};

/**
 * The city a slug stands for, from the caller's list (the tenant's cities). The slug in the page's
 * language wins; a slug of another language (or a non-canonical spelling such as "München") also finds
 * the city, and `slug` then tells the canonical one. Undefined for an unknown slug (404).
 */
export function findCityBySlug<C extends Pick<CityEntry, "name" | "placeId">>(
  cities: readonly C[],
  lng: Language,
  requested: string,
  languages: readonly Language[] = [lng],
): CitySlugMatch<C> | undefined {
  const wanted = citySlug(requested) || requested;
  const order = [lng, ...languages.filter((l) => l !== lng)];
  for (const language of order) {
    const city = cities.find((c) => citySlugOf(c, language) === wanted);
    if (city) return { city, slug: citySlugOf(city, lng) };
  }
  return undefined;
}

/** Slugs that two different cities share in some language; a tenant's list must have none. */
export function citySlugCollisions(
  cities: readonly Pick<CityEntry, "name" | "placeId">[],
  languages: readonly Language[],
): Array<{ slug: string; placeIds: string[] }> {
  const owners = new Map<string, Set<string>>();
  for (const city of cities) {
    for (const lng of languages) {
      const slug = citySlugOf(city, lng);
      const set = owners.get(slug) ?? new Set<string>();
      set.add(city.placeId);
      owners.set(slug, set);
    }
  }
  return [...owners].filter(([, ids]) => ids.size > 1).map(([slug, ids]) => ({ slug, placeIds: [...ids] }));
}
