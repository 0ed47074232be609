import type { Language } from "../../../shared/tenancy/tenant";

export type LinkDescriptor = { tagName: "link"; rel: string; href: string; hrefLang?: string };

/**
 * Canonical and hreflang links for a page that exists in each of the tenant's languages.
 * `pathAfterLanguage` is the path without the language segment ("" for the home page), with its query.
 */
export function pageLinks(input: {
  origin: string;
  languages: readonly Language[];
  defaultLanguage: Language;
  current: Language;
  pathAfterLanguage: string;
}): LinkDescriptor[] {
  return localisedPageLinks({ ...input, pathFor: (lng) => `/${lng}${input.pathAfterLanguage}` });
}

/**
 * Like `pageLinks`, for pages whose path differs by more than the language segment (a city page has a
 * slug per language: `/de/serviced-apartments/wien`, `/en/serviced-apartments/vienna`).
 * `pathFor` gives the whole path (language segment included) of the page in a language.
 * One language: only the canonical link. Several: an alternate per language plus x-default, which
 * points to the default language's version.
 */
export function localisedPageLinks(input: {
  origin: string;
  languages: readonly Language[];
  defaultLanguage: Language;
  current: Language;
  pathFor: (lng: Language) => string;
}): LinkDescriptor[] {
  const url = (lng: Language) => `${input.origin}${input.pathFor(lng)}`;
  const links: LinkDescriptor[] = [{ tagName: "link", rel: "canonical", href: url(input.current) }];
  if (input.languages.length > 1) {
    for (const lng of input.languages) links.push({ tagName: "link", rel: "alternate", hrefLang: lng, href: url(lng) });
    links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(input.defaultLanguage) });
  }
  return links;
}
