/**
 * Who may redeem a refresh token. The provider rotates refresh tokens and, seeing a used one again,
 * ends the whole grant (reuse detection). A page load sends several requests at once (its data, the
 * session timer, another tab), possibly to other isolates, and each finds the token due: only the one
 * that claims the token here first redeems it. D1 decides, because KV is neither atomic nor read-
 * after-write consistent across locations. A claim is kept after the redeem, so a request that still
 * reads the session's older copy from KV cannot redeem its used token again.
 */
export type RefreshClaims = {
  /** True for the one caller that may redeem this refresh token, false for the others; throws when D1 fails. */
  claim(sessionId: string, refreshToken: string): Promise<boolean>;
  /** The redeem did not happen (the provider could not be asked): the token may be claimed again. */
  release(refreshToken: string): Promise<void>;
  /** The session ended: its claims go. */
  forget(sessionId: string): Promise<void>;
};

/** Older claims of a session go with its next claim: far longer than KV takes to show the new copy. */
const KEEP_CLAIMS_MS = 60 * 60 * 1000;

async function tokenHash(refreshToken: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(refreshToken));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

export function refreshClaims(db: D1Database, now: () => number = Date.now): RefreshClaims {
  return {
    async claim(sessionId, refreshToken) {
      const at = now();
      const [inserted] = await db.batch([
        db
          .prepare(
            "INSERT INTO auth_refresh_claims (token_hash, session_id, claimed_at) VALUES (?1, ?2, ?3) ON CONFLICT (token_hash) DO NOTHING",
          )
          .bind(await tokenHash(refreshToken), sessionId, at),
        db
          .prepare("DELETE FROM auth_refresh_claims WHERE session_id = ?1 AND claimed_at < ?2")
          .bind(sessionId, at - KEEP_CLAIMS_MS),
      ]);
      return inserted?.meta.changes === 1;
    },
    async release(refreshToken) {
      await db
        .prepare("DELETE FROM auth_refresh_claims WHERE token_hash = ?1")
        .bind(await tokenHash(refreshToken))
        .run();
    },
    async forget(sessionId) {
      await db.prepare("DELETE FROM auth_refresh_claims WHERE session_id = ?1").bind(sessionId).run();
    },
  };
}

/** The cron's clean-up: claims older than a day, of sessions that ended without a sign-out. */
export async function pruneRefreshClaims(db: D1Database, now: number = Date.now()): Promise<void> {
  await db
    .prepare("DELETE FROM auth_refresh_claims WHERE claimed_at < ?1")
    .bind(now - 24 * 60 * 60 * 1000)
    .run();
}
