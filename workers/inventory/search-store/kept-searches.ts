import type { Listing } from "../../../shared/ota/listing";
import type { DayPrices } from "../rules/pricing";
import type { Generation } from "./generation";

/**
 * Searches kept in KV under their redirect location, with an expiry, as an asynchronous OTA keeps them
 * (docs/decisions/0027, 0041, 0083). A radius search keeps its hits (with their meta as the key's
 * metadata, so a repeated find-offers reads one key), and beside them the listings built from them
 * (gzipped) and the ranking of its last asked address; each names the generation it was computed at.
 * The keys carry the format (`v2:`), so entries of an older format are never read.
 */
const FORMAT = "v2";
export const hitsKey = (searchId: string) => `${FORMAT}:search:${searchId}`;
export const builtKey = (searchId: string) => `${FORMAT}:built:${searchId}`;
export const rankingKey = (searchId: string) => `${FORMAT}:ranked:${searchId}`;

/**
 * A radius search's result before its listings are built: apartment type, distance in metres, units
 * left, and the stay's nights the operator priced (by date, before a plan's factor) when it has any.
 */
export type SearchHit =
  | [apartmentTypeId: string, distanceM: number, unitsLeft: number]
  | [apartmentTypeId: string, distanceM: number, unitsLeft: number, dayPrices: DayPrices];

/** What a repeated find-offers answers from: the count, the expiry, the tenant and the generation it was computed at. */
export type SearchMeta = { offers: number; expiresAt: string; ibeUid: string; generation: Generation };

/**
 * A radius search as find-offers keeps it: the stay and its hits (apartment type, distance in metres,
 * units left, the nights the operator priced when any), nearest first, and the tenant's generation it was computed at. A few dozen bytes a
 * hit, where a built listing takes two kilobytes.
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
  generation: Generation;
  hits: SearchHit[];
};

/** A radius search's ranking for one searched address: the hits' indexes in order, with what pages answer besides. */
export type StoredRanking = {
  /** The generation of the hits it ranks. */
  generation: Generation;
  address: string;
  order: number[];
  currencies: string[];
  facets: unknown;
};

/** What a redirect location holds: listings (JSON text, or a gzip stream of it) served as is, or hits to build them from. */
export type StoredSearch =
  | { kind: "listings"; body: string | ReadableStream<Uint8Array> }
  | { kind: "hits"; search: StoredHits };

/** How the value under a redirect location is stored (KV metadata); a radius search's hits carry their meta. */
export type ResultFormat = { format: "listings" } | { format: "hits"; meta: SearchMeta };

/** Which generation of the hits kept listings were built from (KV metadata of the build). */
type BuiltFrom = { generation: Generation };

/** Whether something kept beside hits (a build, a ranking) was made from these hits' generation. */
export const madeFrom = (search: Pick<StoredHits, "generation">, kept: { generation?: Generation } | null) =>
  search.generation !== null && kept?.generation === search.generation;

/** The meta of a kept radius search when it was kept for this tenant and has not expired, else null. */
export function unexpiredMeta(format: ResultFormat | null, ibeUid: string, nowMs: number): SearchMeta | null {
  const meta = format?.format === "hits" ? format.meta : undefined;
  return meta && meta.ibeUid === ibeUid && Date.parse(meta.expiresAt) > nowMs ? meta : null;
}

const DEFAULT_TTL_SECONDS = 900;
export const MIN_TTL_SECONDS = 60; // KV's lower bound for expirationTtl

export function searchTtlSeconds(configured: string | undefined): number {
  const n = Number(configured);
  return Number.isFinite(n) && n >= MIN_TTL_SECONDS ? Math.floor(n) : DEFAULT_TTL_SECONDS;
}

/** A kept search's expiry in epoch seconds for KV, or null when less than KV's minimum remains. */
export function expirationOf(expiresAt: string, now: Date): number | null {
  const expiration = Math.floor(Date.parse(expiresAt) / 1000);
  return expiration - now.getTime() / 1000 < MIN_TTL_SECONDS ? null : expiration;
}

/** The hits' meta and hits (or only the meta: `withValue` false) and the ranking under a location. */
export async function readHitsEntry(kv: KVNamespace, searchId: string, withValue: boolean) {
  if (!withValue) {
    const kept = await kv.getWithMetadata<ResultFormat>(hitsKey(searchId), "stream");
    // Only the metadata is needed; the hits stay unread.
    await kept.value?.cancel();
    return { format: kept.metadata, text: null };
  }
  const kept = await kv.getWithMetadata<ResultFormat>(hitsKey(searchId), "text");
  return { format: kept.metadata, text: kept.value };
}

/** What find-offers kept under a redirect location: a radius search's hits or an enquiry's listings. */
export async function readStoredSearch(kv: KVNamespace, searchId: string): Promise<StoredSearch | null> {
  const { format, text } = await readHitsEntry(kv, searchId, true);
  if (text === null || !format) return null;
  return format.format === "hits"
    ? { kind: "hits", search: JSON.parse(text) as StoredHits }
    : { kind: "listings", body: text };
}

/** The listings built from a search's hits, gunzipped as a stream, and which generation they were built from. */
export async function readBuiltListings(
  kv: KVNamespace,
  searchId: string,
): Promise<{ generation: Generation; body: ReadableStream<Uint8Array> } | null> {
  const built = await kv.getWithMetadata<BuiltFrom>(builtKey(searchId), "arrayBuffer");
  if (built.value === null || !built.metadata) return null;
  const body = new Blob([built.value]).stream().pipeThrough(new DecompressionStream("gzip"));
  return { generation: built.metadata.generation, body };
}

/** Writes an enquiry's listings, or a radius search's hits with their meta, under the location. */
export function putSearch(
  kv: KVNamespace,
  searchId: string,
  result: { listings: Listing[] } | { hits: StoredHits; meta: SearchMeta },
  ttlSeconds: number,
): Promise<void> {
  const [text, format]: [string, ResultFormat] =
    "listings" in result
      ? [JSON.stringify(result.listings), { format: "listings" }]
      : [JSON.stringify(result.hits), { format: "hits", meta: result.meta }];
  return kv.put(hitsKey(searchId), text, { expirationTtl: ttlSeconds, metadata: format });
}

/** Writes a ranking until its search expires (skipped when less than KV's minimum remains). */
export async function putRanking(
  kv: KVNamespace,
  searchId: string,
  ranking: StoredRanking,
  expiresAt: string,
  now: Date,
) {
  const expiration = expirationOf(expiresAt, now);
  if (expiration !== null) await kv.put(rankingKey(searchId), JSON.stringify(ranking), { expiration });
}

/**
 * Writes the listings built from a search's hits until it expires, gzipped (a thousand listings are
 * two megabytes of JSON, a tenth of that compressed).
 */
export async function putBuiltListings(
  kv: KVNamespace,
  searchId: string,
  listingsJson: string,
  search: Pick<StoredHits, "expiresAt" | "generation">,
  now: Date,
): Promise<void> {
  const expiration = expirationOf(search.expiresAt, now);
  if (expiration === null) return;
  const gzipped = await new Response(
    new Blob([listingsJson]).stream().pipeThrough(new CompressionStream("gzip")),
  ).arrayBuffer();
  const metadata: BuiltFrom = { generation: search.generation };
  await kv.put(builtKey(searchId), gzipped, { expiration, metadata });
}
