/**
 * When a cached admin token (client credentials) is still good to send, and how long a shared cache may
 * keep it. A token is renewed `marginMs` before it expires, so a call never leaves with one that runs
 * out on the way; a token the provider gave no lifetime is never cached.
 */
export type CachedTokenInput = {
  now: number;
  /** Milliseconds since the epoch; undefined when the provider did not say. */
  expiresAt: number | undefined;
  marginMs: number;
};

export function cachedTokenUsable({ now, expiresAt, marginMs }: CachedTokenInput): boolean {
  return expiresAt !== undefined && expiresAt - marginMs > now;
}

/** Workers KV keeps an entry at least 60 seconds: a shorter remaining life is kept per isolate only. */
export const KV_MIN_TTL_SECONDS = 60;

/** Seconds a shared (KV) cache may keep the token, or null when it should not keep it at all. */
export function sharedCacheTtlSeconds({ now, expiresAt, marginMs }: CachedTokenInput): number | null {
  if (expiresAt === undefined) return null;
  const seconds = Math.floor((expiresAt - marginMs - now) / 1000);
  return seconds >= KV_MIN_TTL_SECONDS ? seconds : null;
}
