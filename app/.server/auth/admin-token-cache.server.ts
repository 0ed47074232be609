import { z } from "zod";
import { cachedTokenUsable, sharedCacheTtlSeconds } from "../../domain/auth/admin-token-cache";

/** A cached admin token and when it expires (milliseconds since the epoch). */
export type CachedAdminToken = { token: string; expiresAt: number };

/**
 * Where admin tokens wait for their next use: this isolate's memory first, then the SESSIONS KV
 * (`admin-token:<client>:<scope>`), so a new isolate need not ask the provider again. Tokens stay on
 * the server: they are never logged or sent to a browser.
 */
export type AdminTokenCache = {
  get(key: string, now: number): Promise<string | null>;
  put(key: string, value: CachedAdminToken, now: number): Promise<void>;
  /** Forgets a token the OTA refused (a rotated key, a revoked client), so the next call asks anew. */
  drop(key: string): Promise<void>;
};

/** Renew this long before expiry, so no call leaves with a token that runs out on the way. */
export const ADMIN_TOKEN_MARGIN_MS = 60_000;

const PREFIX = "admin-token:";
const entrySchema = z.object({ token: z.string().min(1), expiresAt: z.number() });
const isolateCache = new Map<string, CachedAdminToken>();

export function adminTokenCache(kv: KVNamespace): AdminTokenCache {
  const usable = (entry: CachedAdminToken | undefined, now: number): entry is CachedAdminToken =>
    entry !== undefined && cachedTokenUsable({ now, expiresAt: entry.expiresAt, marginMs: ADMIN_TOKEN_MARGIN_MS });
  return {
    async get(key, now) {
      const local = isolateCache.get(key);
      if (usable(local, now)) return local.token;
      isolateCache.delete(key);
      const parsed = entrySchema.safeParse(await kv.get(PREFIX + key, "json"));
      if (!parsed.success || !usable(parsed.data, now)) return null;
      isolateCache.set(key, parsed.data);
      return parsed.data.token;
    },
    async put(key, value, now) {
      isolateCache.set(key, value);
      const ttl = sharedCacheTtlSeconds({ now, expiresAt: value.expiresAt, marginMs: ADMIN_TOKEN_MARGIN_MS });
      if (ttl !== null) await kv.put(PREFIX + key, JSON.stringify(value), { expirationTtl: ttl });
    },
    async drop(key) {
      isolateCache.delete(key);
      await kv.delete(PREFIX + key);
    },
  };
}
