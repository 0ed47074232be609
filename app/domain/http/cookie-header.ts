/**
 * A Cookie request header as name and value pairs, in the order sent (values as sent, not decoded).
 * One reader for every place that looks at cookies by name; a cookie's value is read with its own
 * `createCookie` where the app owns it.
 */
export function cookiePairs(cookieHeader: string | null | undefined): [name: string, value: string][] {
  if (!cookieHeader) return [];
  const pairs: [string, string][] = [];
  for (const part of cookieHeader.split(";")) {
    const at = part.indexOf("=");
    const name = (at < 0 ? part : part.slice(0, at)).trim();
    if (name) pairs.push([name, at < 0 ? "" : part.slice(at + 1).trim()]);
  }
  return pairs;
}

/** The names of a Cookie header's cookies, once each. */
export function cookieNames(cookieHeader: string | null | undefined): string[] {
  return [...new Set(cookiePairs(cookieHeader).map(([name]) => name))];
}
