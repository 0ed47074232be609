import { keepAfterAnswer } from "../../../shared/ota/after-answer";
import type { Listing } from "../../../shared/ota/listing";
import type { InventoryEnv } from "../env";
import { type Generation, isCurrent, readGenerations } from "./generation";
import {
  madeFrom,
  putBuiltListings,
  putRanking,
  putSearch,
  rankingKey,
  readBuiltListings,
  readHitsEntry,
  readStoredSearch,
  type SearchMeta,
  type StoredHits,
  type StoredRanking,
  type StoredSearch,
  searchTtlSeconds,
  unexpiredMeta,
} from "./kept-searches";

/**
 * Every search the inventory keeps, behind read, keep and forget (docs/decisions/0083): the hits,
 * built listings and rankings of searches in KV, judged by the tenant's generation (generation.ts,
 * made new by `forget`, forget.ts); the rows the isolate remembers are in memos.ts. One per request.
 *
 * One expiry: a search's own (`SEARCH_TTL_SECONDS`; its build and ranking until it). One deferral
 * rule (docs/decisions/0055): what only later requests read (hits answered with their first page, a
 * ranking, built listings) is written after the answer, inside the request's `waitUntil`; what the
 * caller reads next (hits of a search asked without a page, an enquiry's listings) is written before
 * the answer. Tests wait on the execution context for the former.
 */
export class SearchStore {
  readonly ttlSeconds: number;
  readonly #kv: KVNamespace;
  readonly #db: D1Database;

  constructor(
    env: Pick<InventoryEnv, "INVENTORY_DB" | "SEARCH_CACHE" | "SEARCH_TTL_SECONDS">,
    private readonly ctx: Pick<ExecutionContext, "waitUntil">,
    private readonly now: Date,
  ) {
    this.#kv = env.SEARCH_CACHE;
    this.#db = env.INVENTORY_DB;
    this.ttlSeconds = searchTtlSeconds(env.SEARCH_TTL_SECONDS);
  }

  /** After the answer: the one place the store defers a write. */
  #later(write: () => Promise<unknown>): void {
    keepAfterAnswer(this.ctx, write);
  }

  /**
   * A radius search kept for this tenant that may answer a repeated find-offers (not expired, computed
   * at the tenant's current generation), or null; with `address`, its hits and its ranking for that
   * address too, and the tenant's type generation read with it (for the memos: `typeGeneration` of the
   * repositories). One round trip: KV and the generations in parallel.
   */
  async readCurrent(searchId: string, ibeUid: string): Promise<{ meta: SearchMeta } | null>;
  async readCurrent(
    searchId: string,
    ibeUid: string,
    address: string,
  ): Promise<{
    meta: SearchMeta;
    search: StoredHits;
    ranking: StoredRanking | null;
    typeGeneration: Generation;
  } | null>;
  async readCurrent(searchId: string, ibeUid: string, address?: string) {
    const withHits = address !== undefined;
    // Started together; a search not kept answers without waiting for the generations.
    const current = readGenerations(this.#db, ibeUid);
    const [kept, ranking] = await Promise.all([
      readHitsEntry(this.#kv, searchId, withHits),
      withHits ? this.#kv.get<StoredRanking>(rankingKey(searchId), "json") : null,
    ]);
    const meta = unexpiredMeta(kept.format, ibeUid, this.now.getTime());
    if (!meta) {
      current.catch(() => {});
      return null;
    }
    const { generation, typeGeneration } = await current;
    if (!isCurrent(meta.generation, generation)) return null;
    if (!withHits) return { meta };
    if (kept.text === null) return null;
    const search = JSON.parse(kept.text) as StoredHits;
    return { meta, search, ranking: rankingFor(search, ranking, address), typeGeneration };
  }

  /** What a location holds for its listings GET: the listings built from its kept hits when kept, else the hits (or an enquiry's listings). */
  async readResult(searchId: string): Promise<StoredSearch | null> {
    const [built, stored] = await Promise.all([
      readBuiltListings(this.#kv, searchId),
      readStoredSearch(this.#kv, searchId),
    ]);
    if (stored?.kind === "hits" && built && madeFrom(stored.search, built))
      return { kind: "listings", body: built.body };
    await built?.body.cancel();
    return stored;
  }

  /** What a page GET needs, in one round trip: the kept hits (or an enquiry's listings) and their ranking for this address. */
  async readForPage(
    searchId: string,
    address: string,
  ): Promise<{ stored: StoredSearch | null; ranking: StoredRanking | null }> {
    const [stored, ranking] = await Promise.all([
      readStoredSearch(this.#kv, searchId),
      this.#kv.get<StoredRanking>(rankingKey(searchId), "json"),
    ]);
    return { stored, ranking: stored?.kind === "hits" ? rankingFor(stored.search, ranking, address) : null };
  }

  /** A new computation of a radius search's hits, read at `generation`, kept until the search's expiry from now. */
  newHits(hits: Omit<StoredHits, "expiresAt">): StoredHits {
    return { ...hits, expiresAt: new Date(this.now.getTime() + this.ttlSeconds * 1000).toISOString() };
  }

  /**
   * Keeps a search under its location: an enquiry's listings (computed afresh every time, so never
   * answering a repeated find-offers) or a radius search's hits with their meta. `readNext`: the caller
   * reads the location next, so the write is done before the answer; otherwise after it.
   */
  async keepSearch(
    searchId: string,
    ibeUid: string,
    result: { listings: Listing[] } | { hits: StoredHits },
    { readNext }: { readNext: boolean },
  ): Promise<SearchMeta> {
    const isHits = "hits" in result;
    const meta: SearchMeta = {
      offers: isHits ? result.hits.hits.length : result.listings.length,
      expiresAt: isHits ? result.hits.expiresAt : new Date(this.now.getTime() + this.ttlSeconds * 1000).toISOString(),
      ibeUid,
      generation: isHits ? result.hits.generation : null,
    };
    const write = () => putSearch(this.#kv, searchId, isHits ? { hits: result.hits, meta } : result, this.ttlSeconds);
    if (readNext) await write();
    else this.#later(write);
    return meta;
  }

  /** Keeps a search's ranking of its hits for its next pages (the last address asked wins), after the answer. */
  keepRanking(searchId: string, ranking: Omit<StoredRanking, "generation">, search: StoredHits): void {
    if (search.generation === null) return;
    const kept: StoredRanking = { ...ranking, generation: search.generation };
    this.#later(() => putRanking(this.#kv, searchId, kept, search.expiresAt, this.now));
  }

  /** Keeps the listings built from a search's hits beside them, after the answer. */
  keepListings(searchId: string, listingsJson: string, search: StoredHits): void {
    if (search.generation === null) return;
    this.#later(() => putBuiltListings(this.#kv, searchId, listingsJson, search, this.now));
  }
}

/** A kept ranking when it ranks these hits (their generation) for this address, else null. */
function rankingFor(search: StoredHits, ranking: StoredRanking | null, address: string): StoredRanking | null {
  return ranking?.address === address && madeFrom(search, ranking) ? ranking : null;
}

export type { Generation, SearchMeta, StoredHits, StoredRanking };
