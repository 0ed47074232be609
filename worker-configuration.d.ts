// Bindings and variables of the app Worker (wrangler.toml). Kept by hand: the list is short
// and every entry is validated at start-up by app/.server/env.server.ts.
interface Env {
  DB: D1Database;
  /** Sign-in and checkout sessions, admin tokens. */
  SESSIONS: KVNamespace;
  /** Last good copies of pages' upstream answers, the sitemap's apartment list. */
  PAGE_COPIES: KVNamespace;
  RATES: KVNamespace;
  /** Brands' logos and favicons (app/.server/brands/brand-assets.server.ts). */
  BRAND_ASSETS: R2Bucket;
  INVENTORY: Fetcher;
  /** The embedded payment sandbox; absent when PAYMENTS_MODE=remote. */
  PAYMENTS?: Fetcher;
  PAYMENTS_MODE?: string;
  PAYMENTS_BASE_URL?: string;
  PAYMENTS_API_KEY?: string;
  PAYMENTS_PUBLIC_ORIGIN?: string;
  ENVIRONMENT: string;
  OTA_MODE?: string;
  OTA_BASE_URL?: string;
  OTA_API_KEY?: string;
  PLACES_PROVIDER?: string;
  PLACES_BASE_URL?: string;
  PLACES_API_KEY?: string;
  PLACES_TIMEOUT_MS?: string;
  RATES_SOURCE?: string;
  ECB_FEED_URL?: string;
  MAIL_MODE?: string;
  /** Cloudflare Email Routing binding, for MAIL_MODE=send_email. */
  MAIL?: SendEmail;
  /** The sender address of mails, for MAIL_MODE=send_email. */
  MAIL_FROM?: string;
  SESSION_SECRET?: string;
  OIDC_ISSUER?: string;
  OIDC_CLIENT_SECRET?: string;
  /** debug, info, warn, error or silent (app/domain/logging/log-level.ts). */
  LOG_LEVEL?: string;
  /** The overall upstream deadline of a page view and of a form post, in ms (app/.server/env.server.ts). */
  UPSTREAM_DEADLINE_MS?: string;
  UPSTREAM_ACTION_DEADLINE_MS?: string;
  /** Workers rate limiting (wrangler.toml [[ratelimits]]); see app/domain/security/rate-limits.ts. */
  LOOKUP_RATE_LIMIT?: RateLimit;
  FORM_RATE_LIMIT?: RateLimit;
}

declare const __BUILD_ID__: string;

declare namespace Cloudflare {
  interface Env extends globalThis.Env {}
}
