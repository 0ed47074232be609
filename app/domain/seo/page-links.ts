import type { Language } from "../tenancy/tenant";

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
  const url = (lng: Language) => `${input.origin}/${lng}${input.pathAfterLanguage}`;
  const links: LinkDescriptor[] = [{ tagName: "link", rel: "canonical", href: url(input.current) }];
  if (input.languages.length > 1) {
    for (const lng of input.languages) links.push({ tagName: "link", rel: "alternate", hrefLang: lng, href: url(lng) });
    links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: url(input.defaultLanguage) });
  }
  return links;
}
