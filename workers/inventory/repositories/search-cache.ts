import type { Listing } from "../../../app/domain/ota/listing";

/**
 * Search results under their redirect location, in KV with an expiry, as an asynchronous OTA keeps them.
 * The result and a small meta record are stored apart so that a repeated search reads only the meta.
 * A booking or a cancellation stamps its tenant's availability; a cached search from before the stamp is
 * computed again, so results never list an apartment that was sold out since (KV's propagation delay
 * across locations aside). The stamp is per tenant, not per apartment type: bookings are rare next to
 * searches, and one key read per search is all it costs.
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

export async function readSearchMeta(kv: KVNamespace, searchId: string): Promise<SearchMeta | null> {
  const meta = await kv.get<SearchMeta>(`search-meta:${searchId}`, "json");
  if (!meta || Date.parse(meta.expiresAt) <= Date.now()) return null;
  const changedAt = await kv.get(availabilityKey(meta.ibeUid), "text");
  if (changedAt && (!meta.computedAt || meta.computedAt <= changedAt)) return null;
  return meta;
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
  hits: [apartmentTypeId: string, distanceM: number, unitsLeft: number][];
};

/**
 * What a redirect location holds: the listings as JSON (text, or a gzip stream of it), served as is,
 * or the hits to build them from.
 */
export type StoredSearch =
  | { kind: "listings"; body: string | ReadableStream<Uint8Array> }
  | { kind: "hits"; search: StoredHits };

/** How the value under a redirect location is stored (KV metadata). */
type ResultFormat = { format: "listings" | "hits" };

const resultKey = (searchId: string) => `search:${searchId}`;
/** The listings built from a radius search's hits, kept beside them (the hits also answer its pages). */
const builtKey = (searchId: string) => `search-built:${searchId}`;

/** A kept search's expiry in epoch seconds for KV, or null when less than KV's minimum remains. */
function expirationOf(expiresAt: string, now: Date): number | null {
  const expiration = Math.floor(Date.parse(expiresAt) / 1000);
  return expiration - now.getTime() / 1000 < MIN_TTL_SECONDS ? null : expiration;
}

/** A radius search's ranking for one searched address: the hits' indexes in order, with what pages answer besides. */
export type StoredRanking = {
  address: string;
  order: number[];
  currencies: string[];
  facets: unknown;
};
const rankingKey = (searchId: string) => `search-ranked:${searchId}`;

/** The kept ranking of a search, when it was ranked for this address (null otherwise). */
export async function readRanking(kv: KVNamespace, searchId: string, address: string): Promise<StoredRanking | null> {
  const ranking = await kv.get<StoredRanking>(rankingKey(searchId), "json");
  return ranking?.address === address ? ranking : null;
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
  if (expiration !== null) await kv.put(rankingKey(searchId), JSON.stringify(ranking), { expiration });
}

/** The listings of a search when they are built and kept, else what find-offers kept (hits or listings). */
export async function readSearchResult(kv: KVNamespace, searchId: string): Promise<StoredSearch | null> {
  const built = await kv.get(builtKey(searchId), "arrayBuffer");
  if (built !== null) {
    return { kind: "listings", body: new Blob([built]).stream().pipeThrough(new DecompressionStream("gzip")) };
  }
  return readStoredResult(kv, searchId);
}

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
 * Keeps a search result under its redirect location with a small meta record apart (what a repeated
 * find-offers reads): the built listings of an enquiry's search, or a radius search's hits.
 */
export async function writeSearch(
  kv: KVNamespace,
  searchId: string,
  ibeUid: string,
  result: { listings: Listing[] } | { hits: Omit<StoredHits, "expiresAt"> },
  ttlSeconds: number,
  /** When the search read the availability: a booking after it makes the result stale. */
  computedAt: Date,
): Promise<SearchMeta> {
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000).toISOString();
  const stored = "listings" in result ? JSON.stringify(result.listings) : JSON.stringify({ ...result.hits, expiresAt });
  const meta: SearchMeta = {
    computedAt: computedAt.toISOString(),
    offers: "listings" in result ? result.listings.length : result.hits.hits.length,
    expiresAt,
    ibeUid,
  };
  // The result first: the meta record announces a result that is already readable.
  const format: ResultFormat = { format: "listings" in result ? "listings" : "hits" };
  // A build or a ranking kept from an earlier computation of the same search is stale now.
  await Promise.all([
    kv.put(resultKey(searchId), stored, { expirationTtl: ttlSeconds, metadata: format }),
    kv.delete(builtKey(searchId)),
    kv.delete(rankingKey(searchId)),
  ]);
  await kv.put(`search-meta:${searchId}`, JSON.stringify(meta), { expirationTtl: ttlSeconds });
  return meta;
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
  expiresAt: string,
  now: Date,
): Promise<void> {
  const expiration = expirationOf(expiresAt, now);
  if (expiration === null) return;
  const gzipped = await new Response(
    new Blob([listingsJson]).stream().pipeThrough(new CompressionStream("gzip")),
  ).arrayBuffer();
  await kv.put(builtKey(searchId), gzipped, { expiration });
}
