import type { Language } from "../tenancy/tenant";
import { type LinkDescriptor, localisedPageLinks, pageLinks } from "./page-links";

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

/** What of the root's data the meta needs: the site's origin, languages and the page's language. */
type RootInput = {
  origin: string;
  locale: Language;
  tenant: { languages: readonly Language[]; defaultLanguage: Language };
};

/** What of the search page's data the meta needs. */
export type SearchPageMetaInput = {
  title: string;
  description: string;
  /** The search URL's path after the language segment, with its query. */
  pathAfterLanguage: string;
  /** A city page's path per language (its slug follows the city's name); null for a search URL. */
  cityPaths: Partial<Record<Language, string>> | null;
};

/** The search pages' meta: title, description, their Open Graph twins, canonical and hreflang links. */
export function searchPageMeta(
  root: RootInput | undefined,
  input: SearchPageMetaInput | undefined,
): Array<MetaTag | LinkDescriptor> {
  if (!root || !input) return [];
  const { cityPaths } = input;
  const site = {
    origin: root.origin,
    languages: root.tenant.languages,
    defaultLanguage: root.tenant.defaultLanguage,
    current: root.locale,
  };
  return [
    { title: input.title },
    { name: "description", content: input.description },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    ...(cityPaths
      ? localisedPageLinks({ ...site, pathFor: (lng) => cityPaths[lng] ?? `/${lng}` })
      : pageLinks({ ...site, pathAfterLanguage: input.pathAfterLanguage })),
  ];
}
