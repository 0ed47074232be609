/**
 * Limits per client against abuse of the public endpoints. The counting is the platform's (the Workers
 * rate-limiting bindings declared in wrangler.toml, in memory on a local server); this says which
 * binding guards what, and whose requests count together. The limits themselves live in wrangler.toml
 * (`simple = { limit, period }`); a unit test keeps the periods here equal to those.
 */
export const RATE_LIMITS = {
  /** Place suggestions and client-side offer searches: typing and filtering, many per visit. */
  lookups: { binding: "LOOKUP_RATE_LIMIT", periodSeconds: 10 },
  /** Forms that send mail or create records: requests for proposal, contact, sign-in. */
  forms: { binding: "FORM_RATE_LIMIT", periodSeconds: 60 },
} as const;

export type RateLimitRule = keyof typeof RATE_LIMITS;
export type RateLimitBindingName = (typeof RATE_LIMITS)[RateLimitRule]["binding"];

export type RateLimitSubject = {
  ibeUid: string;
  /** The client's address (CF-Connecting-IP); "local" when there is none, as on a local server. */
  clientAddress: string;
  /** For forms: the e-mail address typed, so one address cannot be flooded from many clients. */
  email?: string | undefined;
};

/**
 * The counters a request adds to: one per client address, and one per e-mail address for forms. Keys
 * carry the rule and the tenant, so brands and endpoints never share a budget.
 */
export function rateLimitKeys(rule: RateLimitRule, subject: RateLimitSubject): string[] {
  const base = `${rule}:${subject.ibeUid}`;
  const keys = [`${base}:ip:${subject.clientAddress.trim().toLowerCase() || "local"}`];
  const email = subject.email?.trim().toLowerCase();
  if (email) keys.push(`${base}:email:${email}`);
  return keys;
}

/** Seconds a refused client should wait: the rest of the window at most, which is the period. */
export function retryAfterSeconds(rule: RateLimitRule): number {
  return RATE_LIMITS[rule].periodSeconds;
}
