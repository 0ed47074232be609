import type { Listing } from "../../../app/domain/ota/listing";

/**
 * Search results under their redirect location, in KV with an expiry, as an asynchronous OTA keeps them.
 * A radius search's hits carry what a repeated find-offers needs (`SearchMeta`) as the key's metadata,
 * so find-offers writes one key and a repeated search reads it with the tenant's availability stamp in
 * one round trip. A booking or a cancellation stamps its tenant's availability; a cached search from
 * before the stamp is computed again, so results never list an apartment that was sold out since (KV's
 * propagation delay across locations aside). The stamp is per tenant, not per apartment type: bookings
 * are rare next to searches, and one key read per search is all it costs.
 */
export type SearchMeta = { offers: number; expiresAt: string; ibeUid: string; computedAt?: string };

const availabilityKey = (ibeUid: string) => `availability-changed:${ibeUid}`;

/** Marks the tenant's cached searches as older than its availability. */
export async function markAvailabilityChanged(kv: KVNamespace, ibeUid: string, now: Date): Promise<void> {
  await kv.put(availabilityKey(ibeUid), now.toISOString());
}

/** When the tenant's availability last changed (ISO instant), or null; for other caches of availability. */
export async function availabilityChangedAt(kv: KVNamespace, ibeUid: string): Promise<string | null> {
  return kv.get(availabilityKey(ibeUid), "text");
}

const DEFAULT_TTL_SECONDS = 900;
const MIN_TTL_SECONDS = 60; // KV's lower bound for expirationTtl

export function searchTtlSeconds(configured: string | undefined): number {
  const n = Number(configured);
  return Number.isFinite(n) && n >= MIN_TTL_SECONDS ? Math.floor(n) : DEFAULT_TTL_SECONDS;
}

/**
 * A radius search kept for this tenant that is still fresh (not expired, computed after the tenant's
 * availability last changed), or null. One round trip: the hits' metadata and the stamp in parallel.
 */
export async function readSearchMeta(kv: KVNamespace, searchId: string, ibeUid: string): Promise<SearchMeta | null> {
  const [kept, changedAt] = await Promise.all([
    kv.getWithMetadata<ResultFormat>(resultKey(searchId), "stream"),
    kv.get(availabilityKey(ibeUid), "text"),
  ]);
  // Only the metadata is needed; the hits stay unread.
  await kept.value?.cancel();
  return freshMeta(kept.metadata, ibeUid, changedAt, Date.now());
}

/**
 * The meta of a kept radius search when it may answer again: kept for this tenant, not expired, and
 * computed after the tenant's availability last changed (`changedAt`); null otherwise.
 */
export function freshMeta(
  format: ResultFormat | null,
  ibeUid: string,
  changedAt: string | null,
  nowMs: number,
): SearchMeta | null {
  const meta = format?.format === "hits" ? format.meta : undefined;
  if (!meta || meta.ibeUid !== ibeUid || Date.parse(meta.expiresAt) <= nowMs) return null;
  if (changedAt && (!meta.computedAt || meta.computedAt <= changedAt)) return null;
  return meta;
}

/**
 * A kept radius search with what its page needs, when it may answer again (as `readSearchMeta`): its
 * meta, its hits and the kept ranking for this address (as `readSearchForPage`), in one round trip.
 */
export async function readKeptSearchForPage(
  kv: KVNamespace,
  searchId: string,
  ibeUid: string,
  address: string,
): Promise<{ meta: SearchMeta; search: StoredHits; ranking: StoredRanking | null } | null> {
  const [kept, ranking, changedAt] = await Promise.all([
    kv.getWithMetadata<ResultFormat>(resultKey(searchId), "text"),
    kv.get<StoredRanking>(rankingKey(searchId), "json"),
    kv.get(availabilityKey(ibeUid), "text"),
  ]);
  const meta = freshMeta(kept.metadata, ibeUid, changedAt, Date.now());
  if (!meta || kept.value === null) return null;
  const search = JSON.parse(kept.value) as StoredHits;
  return { meta, search, ranking: currentRanking(search, ranking, address) };
}

/**
 * A radius search as find-offers keeps it: the stay and its hits (apartment type, distance in metres,
 * units left), nearest first. A few dozen bytes a hit, where a built listing takes two kilobytes: the
 * first GET of the redirect location builds the listings from it and keeps them beside it; its pages
 * (GET of `/page`) rank and count from it.
 */
export type StoredHits = {
  ibeUid: string;
  from: string;
  to: string;
  guests: number;
  language: "en" | "de";
  /** The company code searched with, when any: its negotiated rate is priced with the listings. */
  companyCode?: string;
  expiresAt: string;
  /**
   * Which computation of the search this is (random, new each time): the listings built from the hits
   * and the ranking are kept with it and used only while it is the kept one (an older build is stale).
   */
  computation?: string;
  hits: [apartmentTypeId: string, distanceM: number, unitsLeft: number][];
};

/**
 * What a redirect location holds: the listings as JSON (text, or a gzip stream of it), served as is,
 * or the hits to build them from.
 */
export type StoredSearch =
  | { kind: "listings"; body: string | ReadableStream<Uint8Array> }
  | { kind: "hits"; search: StoredHits };

/** How the value under a redirect location is stored (KV metadata); a radius search's hits carry their meta. */
export type ResultFormat = { format: "listings" } | { format: "hits"; meta?: SearchMeta };

export const resultKey = (searchId: string) => `search:${searchId}`;
/** The listings built from a radius search's hits, kept beside them (the hits also answer its pages). */
export const builtKey = (searchId: string) => `search-built:${searchId}`;

/** A kept search's expiry in epoch seconds for KV, or null when less than KV's minimum remains. */
function expirationOf(expiresAt: string, now: Date): number | null {
  const expiration = Math.floor(Date.parse(expiresAt) / 1000);
  return expiration - now.getTime() / 1000 < MIN_TTL_SECONDS ? null : expiration;
}

/** A radius search's ranking for one searched address: the hits' indexes in order, with what pages answer besides. */
export type StoredRanking = {
  /** The computation of the hits it ranks (`StoredHits.computation`). */
  computation?: string;
  address: string;
  order: number[];
  currencies: string[];
  facets: unknown;
};
export const rankingKey = (searchId: string) => `search-ranked:${searchId}`;

/**
 * What a search's page needs from KV, in one round trip: the kept hits (or an enquiry's listings) and
 * the kept ranking, when it ranks this computation of the hits for this address (null otherwise).
 */
export async function readSearchForPage(
  kv: KVNamespace,
  searchId: string,
  address: string,
): Promise<{ stored: StoredSearch | null; ranking: StoredRanking | null }> {
  const [stored, ranking] = await Promise.all([
    readStoredResult(kv, searchId),
    kv.get<StoredRanking>(rankingKey(searchId), "json"),
  ]);
  return { stored, ranking: stored?.kind === "hits" ? currentRanking(stored.search, ranking, address) : null };
}

/** A kept ranking when it ranks this computation of the hits for this address, else null. */
function currentRanking(search: StoredHits, ranking: StoredRanking | null, address: string): StoredRanking | null {
  const current =
    ranking?.address === address && ranking.computation !== undefined && ranking.computation === search.computation;
  return current ? ranking : null;
}

/** Keeps a search's ranking for its next pages until the search expires (the last address asked wins). */
export async function keepRanking(
  kv: KVNamespace,
  searchId: string,
  ranking: StoredRanking,
  expiresAt: string,
  now: Date,
): Promise<void> {
  const expiration = expirationOf(expiresAt, now);
  // A ranking of hits kept before computations were named could outlive a new computation: not kept.
  if (expiration !== null && ranking.computation !== undefined) {
    await kv.put(rankingKey(searchId), JSON.stringify(ranking), { expiration });
  }
}

/**
 * The listings of a search when they are built from the kept computation of its hits, else what
 * find-offers kept (hits or listings). Both are read in one round trip.
 */
export async function readSearchResult(kv: KVNamespace, searchId: string): Promise<StoredSearch | null> {
  const [built, stored] = await Promise.all([
    kv.getWithMetadata<BuiltFrom>(builtKey(searchId), "arrayBuffer"),
    readStoredResult(kv, searchId),
  ]);
  const current =
    stored?.kind === "hits" &&
    built.value !== null &&
    built.metadata?.computation !== undefined &&
    built.metadata.computation === stored.search.computation;
  if (current && built.value) {
    return { kind: "listings", body: new Blob([built.value]).stream().pipeThrough(new DecompressionStream("gzip")) };
  }
  return stored;
}

/** Which computation of the hits kept listings were built from (KV metadata of the build). */
type BuiltFrom = { computation: string };

/** What find-offers kept under a redirect location: a radius search's hits or an enquiry's listings. */
export async function readStoredResult(kv: KVNamespace, searchId: string): Promise<StoredSearch | null> {
  const { value, metadata } = await kv.getWithMetadata<ResultFormat>(resultKey(searchId), "arrayBuffer");
  if (value === null) return null;
  const text = new TextDecoder().decode(value);
  return metadata?.format === "hits" || !text.startsWith("[")
    ? { kind: "hits", search: JSON.parse(text) as StoredHits }
    : { kind: "listings", body: text };
}

/**
 * Keeps a search result under its redirect location: the built listings of an enquiry's search, or a
 * radius search's hits with their meta as the key's metadata (what a repeated find-offers reads). One
 * write: a build or a ranking kept from an earlier computation of the same search names that
 * computation, so it is no longer used (nothing to delete). The meta is known at once; `write`
 * writes (and serialises) the result when called, so a caller that answers from the result in hand
 * can keep it after answering (docs/decisions/0055).
 */
export function writeSearch(
  kv: KVNamespace,
  searchId: string,
  ibeUid: string,
  /** An enquiry's listings, or a radius search's hits as `newComputation` names them. */
  result: { listings: Listing[] } | { hits: StoredHits },
  ttlSeconds: number,
  /** When the search read the availability: a booking after it makes the result stale. */
  computedAt: Date,
): { meta: SearchMeta; write: () => Promise<void> } {
  const expiresAt = "hits" in result ? result.hits.expiresAt : new Date(Date.now() + ttlSeconds * 1000).toISOString();
  const meta: SearchMeta = {
    computedAt: computedAt.toISOString(),
    offers: "listings" in result ? result.listings.length : result.hits.hits.length,
    expiresAt,
    ibeUid,
  };
  const write = () => {
    // Only a radius search's meta is kept with it: an enquiry's search is computed afresh every time.
    const [text, format]: [string, ResultFormat] =
      "listings" in result
        ? [JSON.stringify(result.listings), { format: "listings" }]
        : [JSON.stringify(result.hits), { format: "hits", meta }];
    return kv.put(resultKey(searchId), text, { expirationTtl: ttlSeconds, metadata: format });
  };
  return { meta, write };
}

/**
 * A new computation of a radius search's hits as `writeSearch` keeps them: until when (`ttlSeconds`
 * from now) and a random computation id, so a page can be answered from them before they are written.
 */
export function newComputation(hits: Omit<StoredHits, "expiresAt" | "computation">, ttlSeconds: number): StoredHits {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  return { ...hits, expiresAt, computation: crypto.randomUUID() };
}

/**
 * Keeps the listings built from a search's hits beside them until the search expires, gzipped (a
 * thousand listings are two megabytes of JSON, a tenth of that compressed), so later GETs stream them
 * out without building again. Skipped when less than KV's minimum expiry remains.
 */
export async function keepBuiltListings(
  kv: KVNamespace,
  searchId: string,
  listingsJson: string,
  search: Pick<StoredHits, "expiresAt" | "computation">,
  now: Date,
): Promise<void> {
  const expiration = expirationOf(search.expiresAt, now);
  // Hits kept before computations were named cannot be told apart from a later computation: not kept.
  if (expiration === null || search.computation === undefined) return;
  const gzipped = await new Response(
    new Blob([listingsJson]).stream().pipeThrough(new CompressionStream("gzip")),
  ).arrayBuffer();
  const metadata: BuiltFrom = { computation: search.computation };
  await kv.put(builtKey(searchId), gzipped, { expiration, metadata });
}
