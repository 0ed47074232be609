import type { Language } from "../../../shared/tenancy/tenant";
import { type LinkDescriptor, localisedPageLinks } from "./page-links";
import { NOINDEX_FOLLOW, searchPageIndexing } from "./search-indexing";

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
  /** The page's HTTP status (only a 200 page may be indexed). */
  status: number;
  /** A city page's path per language (its slug follows the city's name); null for a search URL. */
  cityPaths: Partial<Record<Language, string>> | null;
};

/**
 * The search pages' meta: title, description, their Open Graph twins, and either the canonical and
 * hreflang links of an indexable city page (its own URL, a later page included) or `noindex, follow`
 * with no canonical and no language links (every other variant; docs/decisions/0080).
 */
export function searchPageMeta(
  root: RootInput | undefined,
  input: SearchPageMetaInput | undefined,
  /** The page's query as the browser shows it (it changes without a new loader run on a query-only change). */
  search: string,
): Array<MetaTag | LinkDescriptor> {
  if (!root || !input) return [];
  const { cityPaths } = input;
  const indexing = searchPageIndexing({
    kind: cityPaths ? "city" : "search",
    searchParams: new URLSearchParams(search),
    status: input.status,
  });
  const tags: Array<MetaTag | LinkDescriptor> = [
    { title: input.title },
    { name: "description", content: input.description },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
  ];
  if (!indexing.index || !cityPaths) return [...tags, { name: "robots", content: NOINDEX_FOLLOW }];
  const links = localisedPageLinks({
    origin: root.origin,
    languages: root.tenant.languages,
    defaultLanguage: root.tenant.defaultLanguage,
    current: root.locale,
    pathFor: (lng) => `${cityPaths[lng] ?? `/${lng}`}${indexing.query}`,
  });
  return [...tags, ...links];
}
