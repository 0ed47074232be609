/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** 128 random bits, base64, for the page's script and style nonce. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The page's CSP: nothing but its own nonce'd script and style, the form posting to itself (and
 * following the redirect to the app's return URL), framed only by the allowed app origins.
 */
export function pageContentSecurityPolicy(options: {
  nonce: string;
  frameAncestors: readonly string[];
  formTargets: readonly string[];
}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": [`'nonce-${options.nonce}'`],
    "style-src": [`'nonce-${options.nonce}'`],
    "img-src": ["'self'", "data:"],
    "connect-src": ["'none'"],
    "form-action": ["'self'", ...options.formTargets],
    "frame-ancestors": [...options.frameAncestors],
    "base-uri": ["'none'"],
    "object-src": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}
