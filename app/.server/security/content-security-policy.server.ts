/**
 * The Content-Security-Policy of every response. Inline scripts run only with the request's nonce;
 * styles may be inline (tenant theme variables, maplibre); maplibre needs blob: workers and images.
 */
export function contentSecurityPolicy({
  nonce,
  development,
  paymentsOrigin = null,
  identityOrigin = null,
}: {
  nonce: string;
  development: boolean;
  /** The card page's origin: the payment step frames it (and only it). */
  paymentsOrigin?: string | null;
  /** The identity provider's origin: the sign-out form redirects there (its logout page). */
  identityOrigin?: string | null;
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
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** 128 random bits, base64: unguessable per response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
