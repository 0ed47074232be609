import { cookieNames } from "../http/cookie-header";

/**
 * Cookies of the previous booking engine (v4). Its checkout kept state in cookies named with a `v4`
 * prefix or suffix (`v4_checkout`, `checkout-v4`, ...); they can confuse support and leak stale data,
 * so the checkout deletes them (spec: "check for v4 cookies" and "delete v4 cookies").
 */
export function isV4CookieName(name: string): boolean {
  return /^v4[-_]|[-_]v4$/i.test(name.trim());
}

/** The names of the v4 cookies in a Cookie header, once each. */
export function v4CookieNames(cookieHeader: string | null | undefined): string[] {
  return cookieNames(cookieHeader).filter(isV4CookieName);
}

/** True when the request still carries v4 cookies (spec: hasV4Cookies). */
export function hasV4Cookies(cookieHeader: string | null | undefined): boolean {
  return v4CookieNames(cookieHeader).length > 0;
}

/** Set-Cookie values that delete the given cookies (path / as the v4 engine set them). */
export function deleteCookieHeaders(names: readonly string[]): string[] {
  return names.map((name) => `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`);
}
