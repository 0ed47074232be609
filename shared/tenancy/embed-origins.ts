/**
 * The web origins a brand lets embed its widget (docs/decisions/0128): `https://www.example.com`,
 * with a port when it is not the scheme's own. A port `*` stands for any port of that host, meant for
 * local test pages (`http://partner.localhost:*`), whose port changes from run to run.
 */
export const EMBED_ORIGIN = /^https?:\/\/[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?(:(\d{1,5}|\*))?$/;

/** At most this many origins per brand: a partner list, not a directory. */
export const MAX_EMBED_ORIGINS = 20;

/** Whether the browser's `Origin` header names one of the brand's embedding origins (exactly, or any port for `:*`). */
export function isEmbedOriginAllowed(origin: string | null | undefined, allowed: readonly string[]): boolean {
  if (!origin) return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // An Origin header is scheme, host and port only; anything more is no origin.
  if (parsed.origin !== origin) return false;
  const anyPort = `${parsed.protocol}//${parsed.hostname}:*`;
  return allowed.some((entry) => entry === origin || entry === anyPort);
}
