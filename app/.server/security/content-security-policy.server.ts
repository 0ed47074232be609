/**
 * Google's hosts a brand's tag manager and its GA4 tags need (Google's CSP guide for Tag Manager and
 * GA4): the container's script, GA4's collection requests and their image fallbacks. No others.
 */
export const TAG_MANAGER_SOURCES = {
  "script-src": ["https://www.googletagmanager.com"],
  "connect-src": [
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
  ],
  "img-src": ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
} as const;

/**
 * The Content-Security-Policy of every response. Inline scripts run only with the request's nonce;
 * styles may be inline (tenant theme variables, maplibre); maplibre needs blob: workers and images.
 */
export function contentSecurityPolicy({
  nonce,
  development,
  paymentsOrigin = null,
  identityOrigin = null,
  tagManager = false,
}: {
  nonce: string;
  development: boolean;
  /** The card page's origin: the payment step frames it (and only it). */
  paymentsOrigin?: string | null;
  /** The identity provider's origin: the sign-out form redirects there (its logout page). */
  identityOrigin?: string | null;
  /** The brand has a tag manager container (docs/decisions/0131): Google's hosts for it are allowed. */
  tagManager?: boolean;
}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": development ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "frame-src": paymentsOrigin ? ["'self'", paymentsOrigin] : ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": identityOrigin ? ["'self'", identityOrigin] : ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (tagManager) for (const [name, sources] of Object.entries(TAG_MANAGER_SOURCES)) directives[name]?.push(...sources);
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** 128 random bits, base64: unguessable per response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
