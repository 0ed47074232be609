import type { SearchListing } from "../../../shared/search/listing-markers";

/** The sets of the last few searches, so going back and forth costs no second fetch. */
const KEPT = 4;
const sets = new Map<string, Promise<SearchListing[]>>();
const loaded = new Map<string, SearchListing[]>();

/**
 * All listings of a search, fetched from its location (the page's `listingsHref`, a GET the browser
 * may cache) and expanded from the compact set. Started once per location; a failed fetch is
 * forgotten, so the next use tries again.
 */
export function loadListingSet(href: string): Promise<SearchListing[]> {
  let set = sets.get(href);
  if (!set) {
    set = Promise.all([
      import("../../domain/search/compact-listings"),
      fetch(href, { headers: { Accept: "application/json" }, credentials: "same-origin" }),
    ]).then(async ([{ expandListings }, response]) => {
      if (!response.ok) throw new Error(`listing set: ${response.status}`);
      const listings = expandListings(await response.json());
      loaded.set(href, listings);
      return listings;
    });
    set.catch(() => {
      sets.delete(href);
    });
    sets.set(href, set);
    for (const old of sets.keys()) {
      if (sets.size <= KEPT) break;
      sets.delete(old);
      loaded.delete(old);
    }
  }
  return set;
}

/** The listings of a location once they are there, for code that must answer synchronously. */
export function loadedListingSet(href: string): SearchListing[] | null {
  return loaded.get(href) ?? null;
}
