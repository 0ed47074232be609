/**
 * Which app origins may frame the card page and receive its redirects: http(s)://localhost and
 * *.localhost on any port (the brands' local hosts), and the production origins in APP_ORIGINS.
 */
export type AllowedOrigins = { origins: ReadonlySet<string> };

/** Parses APP_ORIGINS (space or comma separated); entries that are not plain http(s) origins are ignored. */
export function allowedOrigins(appOrigins: string | undefined): AllowedOrigins {
  const origins = new Set<string>();
  for (const entry of (appOrigins ?? "").split(/[\s,]+/)) {
    if (!entry) continue;
    try {
      const url = new URL(entry);
      if ((url.protocol === "https:" || url.protocol === "http:") && url.origin === entry.replace(/\/$/, "")) {
        origins.add(url.origin);
      }
    } catch {
      // not an origin
    }
  }
  return { origins };
}

function isLocalHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost");
}

/** Whether the browser may be sent to `value` (an absolute http(s) URL on an allowed origin). */
export function isAllowedAppUrl(value: string, allowed: AllowedOrigins): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  return isLocalHost(url.hostname) || allowed.origins.has(url.origin);
}

/** The CSP frame-ancestors sources. */
export function frameAncestorSources(allowed: AllowedOrigins): string[] {
  return [
    "'self'",
    "http://localhost:*",
    "https://localhost:*",
    "http://*.localhost:*",
    "https://*.localhost:*",
    ...allowed.origins,
  ];
}

/**
 * Whether a form post to the card page comes from the card page itself. Browsers say where a request
 * comes from in Sec-Fetch-Site; without it (older browsers) the Origin header must be the page's own.
 * The page sends `Referrer-Policy: no-referrer`, under which a browser's own post carries
 * `Origin: null`, so Sec-Fetch-Site is the signal that counts. A request with neither header is not a
 * browser's cross-site post (which always carries one) and passes.
 */
export function isSameOriginPost(headers: Headers, pageOrigin: string): boolean {
  const site = headers.get("Sec-Fetch-Site");
  if (site !== null) return site === "same-origin";
  const origin = headers.get("Origin");
  return origin === null || origin === pageOrigin;
}
