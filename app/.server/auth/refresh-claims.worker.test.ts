import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pruneRefreshClaims, refreshClaims } from "./refresh-claims.server";

// Runs in workerd against the app's D1 with its migrations (vitest.app.config.ts).
const HOUR = 60 * 60 * 1000;

describe("refresh claims", () => {
  it("one claim per refresh token, whoever asks and however often", async () => {
    const claims = refreshClaims(env.DB);
    const results = await Promise.all(Array.from({ length: 5 }, () => claims.claim("session-a", "token-a1")));
    expect(results.filter(Boolean)).toHaveLength(1);
    // The rotated token is a new claim; the used one stays taken for a reader of an older copy.
    expect(await claims.claim("session-a", "token-a2")).toBe(true);
    expect(await claims.claim("session-a", "token-a1")).toBe(false);
  });

  it("a released claim (the provider could not be asked) can be claimed again", async () => {
    const claims = refreshClaims(env.DB);
    expect(await claims.claim("session-b", "token-b1")).toBe(true);
    await claims.release("token-b1");
    expect(await claims.claim("session-b", "token-b1")).toBe(true);
  });

  it("an ended session's claims go; the token is never stored in the clear", async () => {
    const claims = refreshClaims(env.DB);
    await claims.claim("session-c", "token-c1");
    const stored = await env.DB.prepare("SELECT token_hash FROM auth_refresh_claims WHERE session_id = ?1")
      .bind("session-c")
      .all<{ token_hash: string }>();
    expect(stored.results).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    await claims.forget("session-c");
    expect(await claims.claim("session-c", "token-c1")).toBe(true);
  });

  it("old claims go: a session's after an hour with its next claim, everyone's after a day by the cron", async () => {
    let now = Date.now() - 2 * 24 * HOUR;
    const claims = refreshClaims(env.DB, () => now);
    await claims.claim("session-d", "token-d1");
    await claims.claim("session-e", "token-e1");
    now += 2 * HOUR;
    await claims.claim("session-d", "token-d2");
    const count = async (session: string) =>
      (
        await env.DB.prepare("SELECT count(*) AS n FROM auth_refresh_claims WHERE session_id = ?1")
          .bind(session)
          .first<{ n: number }>()
      )?.n;
    expect(await count("session-d")).toBe(1);
    expect(await count("session-e")).toBe(1);
    await pruneRefreshClaims(env.DB);
    expect(await count("session-d")).toBe(0);
    expect(await count("session-e")).toBe(0);
  });
});
