import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { keepAfterAnswer } from "../../../shared/ota/after-answer";
import { isUpstreamOutage } from "../../domain/upstream/outage";
import { adaptersOf } from "../adapters.server";
import { cloudflareContext } from "../context.server";
import { logger } from "../logger.server";
import type { OtaResult } from "./ota-result";

/**
 * Stale-while-error for pages that only show what the OTA said (a search, an offer page): each good
 * answer is kept in KV as the last good copy, and while the OTA is down (an outage, never a refusal)
 * the page is served from that copy and says so. Never for prices that are charged: the checkout
 * always asks the OTA again. See docs/decisions/0018.
 */

/** How long a last good copy may bridge an outage. */
export const LAST_GOOD_TTL_SECONDS = 24 * 60 * 60;

/** What a copy belongs to: tenant, language and currency are part of every key, so none is shared. */
export type LastGoodScope = {
  kind: "search" | "offer";
  ibeUid: string;
  language: string;
  currency: string;
  /** The question asked (the search's parameters, the apartment and stay). */
  query: Record<string, string | number | undefined>;
};

/** The answer, and when it was the OTA's answer if it comes from the last good copy. */
export type WithLastGood<T> = { result: OtaResult<T>; staleSince: string | null };

async function keyOf(scope: LastGoodScope): Promise<string> {
  const query = Object.entries(scope.query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(query)));
  const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  const part = (value: string) => encodeURIComponent(value);
  return `last-good:v1:${scope.kind}:${part(scope.ibeUid)}:${part(scope.language)}:${part(scope.currency)}:${hash}`;
}

/**
 * Runs `call`; keeps a good answer as the scope's last good copy (a moment after the answer,
 * docs/decisions/0055), and answers an outage with that copy when there is a valid one. `schema`
 * checks the copy on the way back, so a copy of an older shape is never served.
 */
export async function withLastGood<T>(
  context: Readonly<RouterContextProvider>,
  scope: LastGoodScope,
  schema: z.ZodType<T>,
  call: () => Promise<OtaResult<T>>,
): Promise<WithLastGood<T>> {
  const { ctx } = context.get(cloudflareContext);
  const kv = adaptersOf(context).pageCopies;
  const result = await call();
  const key = await keyOf(scope);
  if (result.ok) {
    const savedAt = new Date().toISOString();
    keepAfterAnswer(ctx, () =>
      kv
        .put(key, JSON.stringify({ savedAt, data: result.data }), { expirationTtl: LAST_GOOD_TTL_SECONDS })
        .catch((error: unknown) => {
          // KV allows one write a second per key: a busy search may miss a refresh, which is harmless.
          logger.debug("last good copy not kept", { kind: scope.kind, error: String(error) });
        }),
    );
    return { result, staleSince: null };
  }
  if (!isUpstreamOutage(result.status)) return { result, staleSince: null };
  const stored = await kv.get<{ savedAt?: unknown; data?: unknown }>(key, "json").catch(() => null);
  const data = schema.safeParse(stored?.data);
  if (!data.success || typeof stored?.savedAt !== "string") return { result, staleSince: null };
  logger.warn("upstream outage: serving the last good copy", {
    kind: scope.kind,
    status: result.status,
    savedAt: stored.savedAt,
  });
  return { result: { ok: true, data: data.data, status: 200 }, staleSince: stored.savedAt };
}
