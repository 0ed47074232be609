import type { Listing } from "../../../app/domain/ota/listing";

/**
 * Search results under their redirect location, in KV with an expiry, as an asynchronous OTA keeps them.
 * The listings and a small meta record are stored apart so that a repeated search reads only the meta.
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

/** The stored listings as JSON text (served as is, without parsing). */
export async function readSearchListings(kv: KVNamespace, searchId: string): Promise<string | null> {
  return kv.get(`search:${searchId}`, "text");
}

export async function writeSearch(
  kv: KVNamespace,
  searchId: string,
  ibeUid: string,
  listings: Listing[],
  ttlSeconds: number,
  /** When the search read the availability: a booking after it makes the result stale. */
  computedAt: Date,
): Promise<SearchMeta> {
  const meta: SearchMeta = {
    computedAt: computedAt.toISOString(),
    offers: listings.length,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000).toISOString(),
    ibeUid,
  };
  // Listings first: the meta record announces a result that is already readable.
  await kv.put(`search:${searchId}`, JSON.stringify(listings), { expirationTtl: ttlSeconds });
  await kv.put(`search-meta:${searchId}`, JSON.stringify(meta), { expirationTtl: ttlSeconds });
  return meta;
}
