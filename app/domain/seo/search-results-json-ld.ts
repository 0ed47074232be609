import type { JsonLdDocument } from "./lodging-json-ld";
import { SCHEMA_ORG_CONTEXT } from "./schema-org-vocabulary";

export type SearchResultEntry = {
  /** Absolute, canonical (undated) URL of the result's offer page. */
  url: string;
  name: string;
};

/**
 * A search or city page's results as an ItemList (Google's summary-page list: each ListItem names the
 * result's own page by `url`, with its position in the whole result list, so page 2 goes on from page
 * 1's last position). `numberOfItems` counts every result of the search, not only this page's.
 */
export function searchResultsJsonLd(input: {
  pageUrl: string;
  name: string;
  entries: readonly SearchResultEntry[];
  /** Position of the page's first entry in the whole list, from 1. */
  firstPosition: number;
  total: number;
}): JsonLdDocument {
  return {
    "@context": SCHEMA_ORG_CONTEXT,
    "@graph": [
      {
        "@type": "ItemList",
        "@id": `${input.pageUrl}#results`,
        name: input.name,
        url: input.pageUrl,
        numberOfItems: input.total,
        itemListElement: input.entries.map((entry, index) => ({
          "@type": "ListItem",
          position: input.firstPosition + index,
          url: entry.url,
          name: entry.name,
        })),
      },
    ],
  };
}
