import {
  RATE_LIMITS,
  type RateLimitRule,
  type RateLimitSubject,
  rateLimitKeys,
} from "../../domain/security/rate-limits";
import { logger } from "../logger.server";

/** Counts requests against the platform's rate-limiting bindings. */
export type RateLimiter = { allows(rule: RateLimitRule, subject: RateLimitSubject): Promise<boolean> };

let warnedMissing = false;

/** The limiter over the Worker's bindings. Without a binding (not configured) nothing is limited. */
export function createRateLimiter(env: Partial<Record<string, unknown>>): RateLimiter {
  return {
    async allows(rule, subject) {
      const binding = env[RATE_LIMITS[rule].binding] as RateLimit | undefined;
      if (!binding) {
        if (!warnedMissing) logger.warn("rate limits: binding missing, requests are not limited", { rule });
        warnedMissing = true;
        return true;
      }
      const outcomes = await Promise.all(rateLimitKeys(rule, subject).map((key) => binding.limit({ key })));
      return outcomes.every((outcome) => outcome.success);
    },
  };
}
