import { liveEntries, resolveEntry } from "../catalogue";
import { memoised } from "../memoised";

/**
 * Catalogue services as small integers and bit sets, so that filtering and facet counting over
 * thousands of listings never normalise ids or build Sets in the hot loop: each listing's
 * `includedServices` is normalised once (deprecated ids replaced, removed and unknown ids dropped,
 * like `normaliseServiceIds`) into the indexes of live catalogue entries.
 */

const LIVE = liveEntries();
/** Number of live catalogue entries; an index runs from 0 to SERVICE_COUNT - 1. */
export const SERVICE_COUNT = LIVE.length;
const WORDS = Math.ceil(SERVICE_COUNT / 32);
const INDEX_OF_LIVE: ReadonlyMap<string, number> = new Map(LIVE.map((entry, index) => [entry.id, index]));

/**
 * The live catalogue index an id stands for (live, deprecated or unknown), or -1 for unknown and
 * removed ids. Ids come from inventory data and URLs: the memo is capped so junk cannot grow it.
 */
export const serviceIndexOf = memoised((id: string): number => {
  const entry = resolveEntry(id);
  return entry ? (INDEX_OF_LIVE.get(entry.id) ?? -1) : -1;
}, 10_000);

export type ServiceSet = {
  /** Live catalogue indexes, each once, in order of first appearance. */
  readonly indexes: Uint16Array;
  /** The same as a bit set, for "has every one of these" checks. */
  readonly bits: Uint32Array;
};

export function serviceSetOf(ids: readonly string[]): ServiceSet {
  const bits = new Uint32Array(WORDS);
  const indexes: number[] = [];
  for (const id of ids) {
    const index = serviceIndexOf(id);
    if (index < 0) continue;
    const word = index >>> 5;
    const bit = 1 << (index & 31);
    const current = bits[word] ?? 0;
    if ((current & bit) !== 0) continue;
    bits[word] = current | bit;
    indexes.push(index);
  }
  return { indexes: Uint16Array.from(indexes), bits };
}

// Listings are immutable values; the same `includedServices` array (shared by a listing and its
// marked copy) always gives the same set, so it is computed once per array.
const cache = new WeakMap<readonly string[], ServiceSet>();

export function listingServiceSet(includedServices: readonly string[]): ServiceSet {
  let set = cache.get(includedServices);
  if (set === undefined) {
    set = serviceSetOf(includedServices);
    cache.set(includedServices, set);
  }
  return set;
}

/** The service set of every listing, in order: one call per recomputation instead of one per listing. */
export function serviceSetsOf(listings: readonly { readonly includedServices: readonly string[] }[]): ServiceSet[] {
  const sets = new Array<ServiceSet>(listings.length);
  for (let i = 0; i < listings.length; i++) sets[i] = listingServiceSet(listings[i]!.includedServices);
  return sets;
}

/** Whether `set` holds every service of `required`. */
export function hasAllServices(set: ServiceSet, required: ServiceSet): boolean {
  const have = set.bits;
  const need = required.bits;
  for (let word = 0; word < need.length; word++) {
    const bits = need[word]!;
    if (bits !== 0 && (have[word]! & bits) !== bits) return false;
  }
  return true;
}

/** The live catalogue entry id of an index. */
export function serviceIdAt(index: number): string | undefined {
  return LIVE[index]?.id;
}

export function liveIndexOf(liveId: string): number {
  return INDEX_OF_LIVE.get(liveId) ?? -1;
}
