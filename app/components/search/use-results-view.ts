import { useEffect, useMemo, useRef, useState } from "react";
import type { ResultsView, ResultsViewInput } from "~/domain/search/results-view";
import { loadOnUse } from "../load-on-use";

/** Results as the page shows them; the warnings are for the server's log. */
type ShownResults = Omit<ResultsView, "warnings">;

/**
 * The search rules (ranking, filters, facets, paging and the catalogue) for recomputing results in
 * the browser. The page starts loading them when the visitor points at or focuses the filters and
 * results, so the first change usually applies without waiting.
 */
export const resultsRules = loadOnUse(() => import("~/domain/search/results-view"));

/**
 * The results to show. The loader's results stand while the page's key (query and layout) is the one
 * they were computed for, so the first render needs no rules in the browser. When the key changes (a
 * filter, the page or the view), the rules load once and recompute in place; meanwhile the previous
 * results stay on screen, marked pending.
 */
export function useResultsView({
  rendered,
  renderedKey,
  key,
  input,
}: {
  rendered: ShownResults;
  renderedKey: string;
  key: string;
  input: () => ResultsViewInput;
}): { results: ShownResults; pending: boolean } {
  const [rules, setRules] = useState(resultsRules.current);
  const needsRules = key !== renderedKey;
  useEffect(() => {
    if (needsRules && !rules) void resultsRules.load().then(setRules);
  }, [needsRules, rules]);
  // `input` reads the page's current state; the key and the loader's results say when it changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and `rendered` stand for the input
  const computed = useMemo<ShownResults | null>(
    () => (needsRules && rules ? rules.resultsView(input()) : null),
    [key, rendered, needsRules, rules],
  );
  const shown = useRef(rendered);
  const results = !needsRules ? rendered : (computed ?? shown.current);
  shown.current = results;
  return { results, pending: needsRules && !computed };
}
