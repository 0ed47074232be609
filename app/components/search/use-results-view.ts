import { useEffect, useMemo, useRef, useState } from "react";
import type { SearchListing } from "../../../shared/search/listing-markers";
import type { ResultsView, ResultsViewInput } from "../../domain/search/results-view";
import { loadOnUse } from "../load-on-use";
import { loadedListingSet, loadListingSet } from "./listing-set";

/** Results as the page shows them; the warnings are for the server's log. */
type ShownResults = Omit<ResultsView, "warnings">;

/**
 * The search rules (ranking, filters, facets, paging and the catalogue) for recomputing results in
 * the browser. The page starts loading them when the visitor points at or focuses the filters and
 * results, so the first change usually applies without waiting.
 */
export const resultsRules = loadOnUse(() => import("../../domain/search/results-view"));

const NO_LISTINGS: readonly SearchListing[] = [];

/** The query part of a results key (`resultsKey`: query, then the layout after the last bar). */
const queryOf = (key: string) => key.slice(0, key.lastIndexOf("|"));

/**
 * The results to show. The loader's results stand while the page's key (query and layout) is the one
 * they were computed for, so the first render needs neither rules nor listings in the browser. When
 * the key changes (a filter, the sort, the page or the view), the rules and the search's listings
 * (from `listingsHref`) load once and the results are recomputed in place; meanwhile the previous
 * results stay on screen, marked pending. With `allPins` (the map view) they load at once, for a pin
 * per result. Should the listings fail to load, the page is loaded again from the server, which
 * renders the URL's results as it does without JavaScript.
 */
export function useResultsView({
  rendered,
  renderedKey,
  key,
  listingsHref,
  allPins,
  input,
}: {
  rendered: ShownResults;
  renderedKey: string;
  key: string;
  /** Where the search's listings are; null when it has none. */
  listingsHref: string | null;
  allPins: boolean;
  input: (listings: readonly SearchListing[]) => ResultsViewInput;
}): { results: ShownResults; pending: boolean; prefetch: () => void } {
  const [rules, setRules] = useState(resultsRules.current);
  const [fetched, setFetched] = useState<{ href: string; listings: SearchListing[] } | null>(null);
  const [failedHref, setFailedHref] = useState<string | null>(null);
  const needsRecompute = key !== renderedKey;
  const wantsCompute = needsRecompute || allPins;
  const listings =
    listingsHref === null
      ? NO_LISTINGS
      : fetched?.href === listingsHref
        ? fetched.listings
        : loadedListingSet(listingsHref);
  const failed = listingsHref !== null && failedHref === listingsHref;
  useEffect(() => {
    if (!wantsCompute) return;
    if (!rules) void resultsRules.load().then(setRules);
    if (!listings && listingsHref && !failed) {
      loadListingSet(listingsHref).then(
        (loaded) => setFetched({ href: listingsHref, listings: loaded }),
        () => setFailedHref(listingsHref),
      );
    }
  }, [wantsCompute, rules, listings, listingsHref, failed]);
  // The URL asks for other results than the server rendered and the browser cannot compute them:
  // the server renders them (once; after the reload the page's results are the URL's).
  const reload = failed && queryOf(key) !== queryOf(renderedKey);
  useEffect(() => {
    if (reload) window.location.reload();
  }, [reload]);
  // `input` reads the page's current state; the key and the loader's results say when it changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and `rendered` stand for the input
  const computed = useMemo<ShownResults | null>(
    () => (wantsCompute && rules && listings ? rules.resultsView({ ...input(listings), pins: allPins }) : null),
    [key, rendered, wantsCompute, rules, listings, allPins],
  );
  const shown = useRef(rendered);
  const results = computed ?? (needsRecompute && !failed ? shown.current : rendered);
  shown.current = results;
  const prefetch = () => {
    void resultsRules.load();
    if (listingsHref) loadListingSet(listingsHref).catch(() => undefined);
  };
  return { results, pending: needsRecompute && !computed && !failed, prefetch };
}
