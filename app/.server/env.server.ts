import { z } from "zod";
import { OTA_ADMIN_AUDIENCE } from "../../shared/ota/admin-scopes";
import { LOG_LEVELS } from "../domain/logging/log-level";

/** A variable that holds a JSON object of one value per tenant (by ibeUid); empty when unset. */
function jsonByTenant(value: z.ZodType<string>, message: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (!raw) return {} as Record<string, string>;
      const parsed = z.record(z.string(), value).safeParse(safeJson(raw));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });
}

const baseSchema = z.object({
  ENVIRONMENT: z.enum(["development", "test", "production"]).default("development"),
  OTA_MODE: z.enum(["embedded", "production"]).default("embedded"),
  OTA_BASE_URL: z.url().optional(),
  OTA_API_KEY: z.string().min(1).optional(),
  PLACES_PROVIDER: z.enum(["embedded", "photon"]).default("embedded"),
  PLACES_BASE_URL: z.url().optional(),
  PLACES_API_KEY: z.string().min(1).optional(),
  PLACES_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  RATES_SOURCE: z.enum(["kv", "snapshot"]).optional(),
  ECB_FEED_URL: z.url().optional(),
  MAIL_MODE: z.enum(["outbox", "send_email"]).default("outbox"),
  /**
   * "cloudflare": photos come in sizes from Cloudflare's image resizing (`/cdn-cgi/image/`, enabled on the
   * zone); "none": the original file only (docs/decisions/0106).
   */
  IMAGE_RESIZING: z.enum(["none", "cloudflare"]).default("none"),
  MAIL_FROM: z.email().optional(),
  /** Shared with the local identity provider, which posts its mails to /dev/outbox/deliver (never in production). */
  OUTBOX_DELIVERY_SECRET: z.string().min(16).optional(),
  PAYMENTS_MODE: z.enum(["embedded", "remote"]).default("embedded"),
  PAYMENTS_BASE_URL: z.url().optional(),
  /** The origin browsers load the card page from (PCI Proxy's, or the sandbox's in production). */
  PAYMENTS_PUBLIC_ORIGIN: z.url().optional(),
  /** "merchantId:password" for the payment service's API (a secret; the sandbox requires it too). */
  PAYMENTS_API_KEY: z
    .string({ error: "PAYMENTS_API_KEY is required (the payment service's API always takes credentials)" })
    .min(1),
  /** Signs the manage-booking links and the flash cookie (a secret). */
  SESSION_SECRET: z
    .string({ error: "SESSION_SECRET is required (signs manage-booking links and flash cookies)" })
    .min(32, "SESSION_SECRET must have 32 or more characters"),
  /** The OpenID Connect provider's issuer, exactly as its discovery document names it. */
  OIDC_ISSUER: z.url().optional(),
  /** The client secret every tenant's client uses, unless OIDC_CLIENT_SECRETS names one for it (a secret). */
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * The overall upstream deadline of a page view (GET/HEAD), retries included; a hanging upstream
   * holds a page at most this long (docs/decisions/0018).
   */
  UPSTREAM_DEADLINE_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
  /** The same for a form post, which may book and charge: longer, so a slow booking is not cut off. */
  UPSTREAM_ACTION_DEADLINE_MS: z.coerce.number().int().min(100).max(30_000).default(12_000),
  /** Per-tenant client secrets as JSON, `{"alpenstay":"..."}` by ibeUid (a secret). */
  OIDC_CLIENT_SECRETS: jsonByTenant(z.string().min(1), "OIDC_CLIENT_SECRETS must be a JSON object of ibeUid to secret"),
  /**
   * The initial access token for Dynamic Client Registration (RFC 7591): the app registers each brand's
   * client with it when the brand goes live (a secret; unset where the provider's registration is open).
   */
  OIDC_REGISTRATION_TOKEN: z.string().min(1).optional(),
  /** Seals the brands' client secrets in D1: 32 random bytes, base64 (a secret; docs/decisions/0124). */
  BRAND_SECRETS_KEY: z.string().min(40).optional(),
  /**
   * How brands' own host names reach the app (docs/decisions/0125): `local` (`*.localhost` answers at
   * once) or `cloudflare` (Cloudflare for SaaS custom hostnames on the SaaS zone, with the settings below).
   */
  CUSTOM_HOSTNAMES: z.enum(["local", "cloudflare"]).default("local"),
  /** The SaaS zone's id and name (hosts inside the zone itself are refused). */
  CUSTOM_HOSTNAMES_ZONE_ID: z
    .string()
    .regex(/^[0-9a-f]{32}$/, "CUSTOM_HOSTNAMES_ZONE_ID must be a zone id")
    .optional(),
  CUSTOM_HOSTNAMES_ZONE_NAME: z.string().min(3).optional(),
  /** What brands point their CNAME at: the zone's fallback origin, or a name that CNAMEs to it. */
  CUSTOM_HOSTNAMES_CNAME_TARGET: z.string().min(3).optional(),
  /** Certificate validation: `http` (no record beyond the CNAME) or `txt` (before the CNAME is switched). */
  CUSTOM_HOSTNAMES_SSL_METHOD: z.enum(["http", "txt"]).default("http"),
  /** An API token with "SSL and Certificates: Edit" on the SaaS zone (a secret). */
  CLOUDFLARE_API_TOKEN: z.string().min(1).optional(),
  /** Per-tenant issuers as JSON by ibeUid (a Keycloak realm per brand, say); others use OIDC_ISSUER. */
  OIDC_ISSUERS: jsonByTenant(z.url(), "OIDC_ISSUERS must be a JSON object of ibeUid to issuer URL"),
  /** The authorisation request's parameter that carries the tenant hint (Keycloak, Auth0 and Entra differ). */
  OIDC_TENANT_HINT_PARAM: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/)
    .default("tenant_hint"),
  /** The scopes asked for, space-separated (`roles` carries the tenant roles; offline_access a refresh token). */
  OIDC_SCOPES: z
    .string()
    .default("openid email profile roles offline_access")
    .transform((scopes) => scopes.split(/\s+/).filter(Boolean)),
  /**
   * The audience of admin tokens (client credentials for the OTA's admin endpoints): the OTA's
   * resource identifier at the provider (docs/decisions/0023-admin-tokens.md).
   */
  ADMIN_TOKEN_AUDIENCE: z.string().min(1).default(OTA_ADMIN_AUDIENCE),
  /** The token request's parameter that names the audience: `resource` (RFC 8707) or `audience` (Auth0). */
  ADMIN_TOKEN_AUDIENCE_PARAM: z
    .string()
    .regex(/^[A-Za-z0-9_.-]+$/)
    .default("resource"),
  /** How often an open page asks the server to refresh the session. */
  AUTH_REFRESH_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** The server refreshes an access token that expires within this many seconds. */
  AUTH_REFRESH_MARGIN_SECONDS: z.coerce.number().int().min(0).max(3600).default(90),
  /**
   * The spam time trap: a public form (contact) sent sooner than this after the page was first served
   * is asked to be sent again (app/domain/security/form-traps.ts). The browser journeys set 0.
   */
  FORM_MIN_FILL_SECONDS: z.coerce.number().int().min(0).max(60).default(3),
  /**
   * The local server's port (`npm start` writes it), for links in mails sent without a request (the
   * review invitations' cron): `http://<brand>.localhost:<port>`. Production links use the brand's public host.
   */
  LOCAL_APP_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /**
   * How long an isolate keeps a brand it read for a host (docs/decisions/0120): a change shows everywhere
   * within this. The integration tests set 0, so a brand a test saves answers at once.
   */
  BRAND_CACHE_SECONDS: z.coerce.number().int().min(0).max(30).default(30),
  /** debug, info, warn, error or silent; debug by default outside production, info in production. */
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
});

/**
 * A chosen upstream needs its address in every environment. The secrets every environment uses have
 * no default in the code: locally `npm start` makes them once per machine (scripts/local/secrets.ts),
 * tests make fresh ones, and production must bring its own.
 */
const envSchema = baseSchema.superRefine((env, ctx) => {
  const require = (key: keyof typeof env, why: string) => {
    if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} is required (${why})` });
  };
  if (env.OTA_MODE === "production") require("OTA_BASE_URL", "OTA_MODE=production");
  if (env.PAYMENTS_MODE === "remote") require("PAYMENTS_BASE_URL", "PAYMENTS_MODE=remote");
  if (env.MAIL_MODE === "send_email") require("MAIL_FROM", "MAIL_MODE=send_email");
  if (env.CUSTOM_HOSTNAMES === "cloudflare") {
    require("CUSTOM_HOSTNAMES_ZONE_ID", "CUSTOM_HOSTNAMES=cloudflare");
    require("CUSTOM_HOSTNAMES_CNAME_TARGET", "CUSTOM_HOSTNAMES=cloudflare");
    require("CLOUDFLARE_API_TOKEN", "CUSTOM_HOSTNAMES=cloudflare");
  }
  if (!env.OIDC_CLIENT_SECRET && Object.keys(env.OIDC_CLIENT_SECRETS).length === 0) {
    require("OIDC_CLIENT_SECRET", "or OIDC_CLIENT_SECRETS per tenant: the app's credentials at the identity provider");
  }
  if (env.ENVIRONMENT !== "production") return;
  if (env.PLACES_PROVIDER === "photon") require("PLACES_BASE_URL", "in production with PLACES_PROVIDER=photon");
  if (env.OTA_MODE === "production") require("OTA_API_KEY", "in production with OTA_MODE=production");
  require("PAYMENTS_PUBLIC_ORIGIN", "in production: browsers load the card page from it");
  if (Object.keys(env.OIDC_ISSUERS).length === 0) {
    require("OIDC_ISSUER", "in production, or OIDC_ISSUERS per tenant: the identity provider users sign in with");
  }
});

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export type AppConfig = z.infer<typeof envSchema>;

let cached: { source: object; config: AppConfig } | undefined;

/**
 * Validates the Worker's variables once per isolate. A misconfigured production deploy fails loudly
 * on its first request instead of running on development defaults. Secret values never reach the message.
 */
export function appConfig(env: Env): AppConfig {
  if (cached?.source === env) return cached.config;
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment configuration: ${problems}`);
  }
  cached = { source: env, config: result.data };
  return result.data;
}
