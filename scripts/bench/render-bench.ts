/**
 * Server renders of the product against a bare React Router hello page of the same stack
 * (scripts/bench/bare-app), in the same run and interleaved request by request: a round GETs the
 * bare page twice, the home page, a search the inventory computes anew (uncached: the position nudged
 * by about a metre, a question never asked before) and a search it answers from its kept results
 * (cached: the same URL every time, computed once in the warm-up; for an anonymous visitor that is the
 * page shared for a minute, docs/decisions/0042). The same URL asked with `Cache-Control: no-cache`
 * (a hard reload) renders anew from the kept results: the render's own cost, reported without a budget.
 * The order is shuffled each round (round-order.ts), so
 * no page always follows the same one. Figures are medians of whole-body times; the ratios to the
 * bare page carry the budgets, since the machine's speed and load largely cancel out of them.
 * A size runs `rounds` rounds, or fewer when they take longer than `seconds` (never under MIN_ROUNDS).
 * An answer other than 200 (a 503 when the inventory misses the app's upstream deadline) is counted
 * as an error, with a budget of none, and its time left out; in the warm-up it is only logged.
 */

import type { BenchResult } from "./bench-result.ts";
import { summarise, timeRequest } from "./http-timing.ts";
import { roundOrder } from "./round-order.ts";

/** Issue 18: a search computed anew at most 5 bare pages, one the inventory keeps at most 2, at every size. */
export const UNCACHED_SEARCH_RATIO_BUDGET = 5;
export const CACHED_SEARCH_RATIO_BUDGET = 2;
/** The home page asks no upstream for results: no dearer than a kept search. */
export const HOME_RATIO_BUDGET = 2;
/** Issue 18: the search page's HTML stays flat as the inventory grows (what the first view needs). */
export const SEARCH_HTML_GROWTH_BUDGET = 1.25;

/**
 * A live site's Workers are warm (their code optimised, the inventory's remembered cells and facts
 * filled): the rounds measured come after ten that are not. With three, the first searches after the
 * server started still counted.
 */
const WARM_UP_ROUNDS = 10;
const MIN_ROUNDS = 10;
/** One round; the bare page twice, as its short times scatter most. */
const ROUND = ["bare", "uncached", "home", "bare", "cached", "rendered"] as const;
type Kind = (typeof ROUND)[number];

export type RenderPages = {
  /** The bare app's hello page. */
  bare: string;
  home: string;
  /** The search page at a nudge of the position (berlin-search.ts). */
  search: (nudge: number) => string;
};

/**
 * Measures interleaved rounds at the inventory size `label`; uncached searches use nudges from
 * `firstNudge` on (each size its own range, so the kept results of another size never answer).
 */
export async function benchRenders(
  pages: RenderPages,
  { label, rounds, seconds, firstNudge }: { label: string; rounds: number; seconds: number; firstNudge: number },
): Promise<{ figures: BenchResult[]; searchHtmlBytes: number }> {
  const cachedSearch = pages.search(firstNudge);
  let nextNudge = firstNudge + 1;
  const urlOf: Record<Kind, () => string> = {
    bare: () => pages.bare,
    home: () => pages.home,
    cached: () => cachedSearch,
    rendered: () => cachedSearch,
    uncached: () => pages.search(nextNudge++),
  };
  /** A hard reload: the page is rendered anew (from the inventory's kept results), not shared. */
  const headersOf = (kind: Kind): Record<string, string> =>
    kind === "rendered" ? { "Cache-Control": "no-cache" } : {};
  const times: Record<Kind, number[]> = { bare: [], home: [], cached: [], rendered: [], uncached: [] };
  let errors = 0;
  let searchBytes = 0;
  // The cached search is computed once before the rounds (a cold server may miss its deadline at first).
  for (let attempt = 1; (await timeRequest(cachedSearch)).status !== 200; attempt++)
    if (attempt === 3) throw new Error(`${cachedSearch} did not answer 200 in ${attempt} attempts`);
  let measuredSince = performance.now();
  let done = 0;
  for (let round = -WARM_UP_ROUNDS; round < rounds; round++) {
    if (round === 0) measuredSince = performance.now();
    if (done >= MIN_ROUNDS && performance.now() - measuredSince > seconds * 1000) break;
    for (const kind of roundOrder(ROUND, round)) {
      const url = urlOf[kind]();
      const { ms, status, bytes } = await timeRequest(url, headersOf(kind));
      if (status !== 200) {
        console.error(`bench: ${url} answered ${status}${round < 0 ? " (warm-up)" : ""}`);
        if (round >= 0) errors++;
        continue;
      }
      if (round >= 0) times[kind].push(ms);
      if (kind === "uncached") searchBytes = bytes;
    }
    if (round >= 0) done++;
  }
  const bare = summarise(times.bare);
  const home = summarise(times.home);
  const uncached = summarise(times.uncached);
  const cached = summarise(times.cached);
  const rendered = summarise(times.rendered);
  const ratio = (median: number) => median / bare.median;
  const figures: BenchResult[] = [
    { name: `bare hello page render, ${label} run, ${done} rounds (median)`, value: bare.median, unit: "ms" },
    { name: "  home page render (median)", value: home.median, unit: "ms" },
    { name: "  search render, uncached (median)", value: uncached.median, unit: "ms" },
    { name: "  search render, uncached (p95)", value: uncached.p95, unit: "ms" },
    { name: "  search render, cached (median)", value: cached.median, unit: "ms" },
    { name: "  search render, cached (p95)", value: cached.p95, unit: "ms" },
    { name: "  search rendered anew from kept results (median)", value: rendered.median, unit: "ms" },
    { name: "  search rendered anew / bare hello", value: ratio(rendered.median), unit: "x" },
    {
      name: `search uncached / bare hello, ${label}`,
      value: ratio(uncached.median),
      unit: "x",
      budget: UNCACHED_SEARCH_RATIO_BUDGET,
    },
    {
      name: `search cached / bare hello, ${label}`,
      value: ratio(cached.median),
      unit: "x",
      budget: CACHED_SEARCH_RATIO_BUDGET,
    },
    { name: `home / bare hello, ${label}`, value: ratio(home.median), unit: "x", budget: HOME_RATIO_BUDGET },
    { name: `search page HTML, ${label}`, value: searchBytes / 1024, unit: "KB" },
    { name: `  pages answered other than 200, ${label}`, value: errors, unit: "", budget: 0 },
  ];
  return { figures, searchHtmlBytes: searchBytes };
}
