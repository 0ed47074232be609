import { data, type RouterContextProvider } from "react-router";
import { type RateLimitRule, retryAfterSeconds } from "../../domain/security/rate-limits";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { getI18n } from "../middleware/i18n.server";

export type { RateLimiter } from "./rate-limiter.server";

/** A refusal's headers: when to come back, and never cached. */
export type RateLimitRefusal = { retryAfter: number; headers: Record<string, string> };

/**
 * Counts this request under `rule` for the client's address (and the typed e-mail address for forms);
 * null when it may go on, else the refusal for a 429.
 */
export async function rateLimited(
  context: Readonly<RouterContextProvider>,
  request: Request,
  rule: RateLimitRule,
  email?: string,
): Promise<RateLimitRefusal | null> {
  const { tenant } = context.get(tenantContext);
  const clientAddress = request.headers.get("CF-Connecting-IP") ?? "local";
  const allowed = await adaptersOf(context).rateLimiter.allows(rule, { ibeUid: tenant.ibeUid, clientAddress, email });
  if (allowed) return null;
  logger.info("rate limits: refused", { rule, tenant: tenant.ibeUid });
  const retryAfter = retryAfterSeconds(rule);
  return { retryAfter, headers: { "Retry-After": String(retryAfter), "Cache-Control": "no-store" } };
}

/** The JSON endpoints' 429: a machine-readable code and the translated message, with Retry-After. */
export function tooManyRequests(context: Readonly<RouterContextProvider>, refusal: RateLimitRefusal) {
  const message = getI18n(context).t("errors.rateLimited", { seconds: refusal.retryAfter });
  return data({ error: "rate_limited", message }, { status: 429, headers: refusal.headers });
}
