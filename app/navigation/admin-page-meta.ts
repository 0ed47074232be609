import type { MetaDescriptor } from "react-router";

/**
 * The head of a back-office page: its title when the loader gave one (in the page's language) and
 * no indexing, whatever the page.
 */
export function adminPageMeta(title?: string | null): MetaDescriptor[] {
  return [...(title ? [{ title }] : []), { name: "robots", content: "noindex, nofollow" }];
}
