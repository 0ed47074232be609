/**
 * The security headers every response carries, also those that no page renders (the health check,
 * static assets through public/_headers, which a test keeps equal to this list). Pages add their CSP
 * with a nonce and the rest in the security middleware.
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
};
