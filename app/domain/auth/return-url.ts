/**
 * Where to send a user back to after sign-in: a path on this host only. Anything that could leave the
 * host (a scheme, `//host`, a backslash that browsers read as a slash, control characters that split
 * headers) falls back to the language home.
 */
export function safeReturnUrl(raw: string | null | undefined, fallback: string): string {
  if (!raw || raw.length > 2000) return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//")) return fallback;
  if (raw.includes("\\")) return fallback;
  // CR, LF, tabs and every other control character (browsers strip tabs and newlines inside URLs).
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw, "http://same.invalid");
  } catch {
    return fallback;
  }
  if (parsed.origin !== "http://same.invalid") return fallback;
  const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return path.startsWith("//") ? fallback : path;
}
