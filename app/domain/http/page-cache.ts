/**
 * The shared page cache's rules (docs/decisions/0042): a public page that opted in is rendered once
 * per minute for every anonymous visitor with the same preferences, and served from the Worker's
 * cache in between. These are the pure decisions; the cache itself is app/.server/page-cache/page-cache.server.ts.
 */

import { cookiePairs } from "./cookie-header";

/** How long a shared copy is served: the inventory keeps a search's results for 15 minutes anyway. */
export const PAGE_CACHE_SECONDS = 60;

/** Set by a route that may be shared (its loader's or its `headers`); never sent to the browser. */
export const PAGE_CACHE_OPT_IN_HEADER = "X-Page-Cache-Opt-In";

/** Tells the browser (and tests) whether the page came from the shared copy. */
export const PAGE_CACHE_STATUS_HEADER = "X-Page-Cache";

/** The headers a shareable page sends: the opt-in, read and removed by the cache. */
export const SHAREABLE_PAGE_HEADERS: Readonly<Record<string, string>> = { [PAGE_CACHE_OPT_IN_HEADER]: "1" };

/**
 * The app's cookies that only choose how a page is shown (language, currency, the consent banner):
 * they are part of the key. Any other of the app's cookies (a session, a flash message, a checkout
 * under way, a sign-in) makes the page the visitor's own: it is neither served from nor kept in the
 * shared cache.
 */
const PREFERENCE_COOKIES = ["__Host-lng", "__Host-currency", "__Host-consent"] as const;
const APP_COOKIE_PREFIX = "__Host-";

export type PageRequest = {
  method: string;
  url: URL;
  cookieHeader: string | null;
  /** What the page guesses from the request's headers (the first page size of a result list). */
  isMobileGuess: boolean;
  /** A page differs per build (its scripts) and per day (default dates, "free cancellation until"). */
  buildId: string;
  today: string;
  /** A hard reload (Cache-Control: no-cache) renders anew and replaces the copy. */
  cacheControl: string | null;
};

/** What the cache does with a request: nothing, read and keep, or render and keep. */
export type PageCacheUse = { kind: "bypass" } | { kind: "read" | "refresh"; key: string };

/**
 * Whether a request may be answered from, or fill, the shared cache, and under which key: a GET of a
 * document (not React Router's data requests) with no cookie of the app's but preferences. The key
 * is the page's URL with the variant (preferences, phone guess, build, day) as one more parameter, so
 * the host (the tenant) and the whole query are part of it.
 */
export function pageCacheUse(request: PageRequest): PageCacheUse {
  const { url } = request;
  if (request.method !== "GET") return { kind: "bypass" };
  if (url.pathname.endsWith(".data") || url.searchParams.has("_routes")) return { kind: "bypass" };
  const cookies = cookiePairs(request.cookieHeader);
  const own = cookies.filter(([name]) => name.startsWith(APP_COOKIE_PREFIX));
  if (own.some(([name]) => !(PREFERENCE_COOKIES as readonly string[]).includes(name))) return { kind: "bypass" };
  const preferences = PREFERENCE_COOKIES.map((name) => own.find(([n]) => n === name)?.[1] ?? "");
  const variant = [request.buildId, request.today, request.isMobileGuess ? "phone" : "wide", ...preferences];
  const key = new URL(url);
  key.hash = "";
  key.searchParams.append("__page-cache", variant.map(encodeURIComponent).join("|"));
  const refresh = /(^|,)\s*no-cache\s*(,|$)/i.test(request.cacheControl ?? "");
  return { kind: refresh ? "refresh" : "read", key: key.toString() };
}

export type RenderedPage = {
  status: number;
  contentType: string | null;
  cacheControl: string | null;
  optedIn: boolean;
  /** The Set-Cookie headers of the answer, whole. */
  setCookies: readonly string[];
};

/**
 * Whether a rendered answer may be kept for other visitors: a page whose route opted in, answered
 * 200 as HTML, not marked private or no-store (a last good copy during an outage is no-store), and
 * setting no cookie but preferences (a new session or a flash message makes it the visitor's own).
 */
export function isShareablePage(page: RenderedPage): boolean {
  if (!page.optedIn || page.status !== 200) return false;
  if (!page.contentType?.startsWith("text/html")) return false;
  if (/\b(no-store|private)\b/i.test(page.cacheControl ?? "")) return false;
  return page.setCookies.every((line) => {
    const name = line.slice(0, line.indexOf("=")).trim();
    return (PREFERENCE_COOKIES as readonly string[]).includes(name);
  });
}

/** How many addresses an isolate remembers as asked once (a bound on its memory). */
export const ASKED_ONCE_LIMIT = 5_000;

/**
 * Whether a rendered page is worth keeping: only when the same address was asked for before within
 * the copy's lifetime (`askedAt`, remembered per isolate). Most searches are asked once (each guest
 * has other dates); writing every one of them into the cache cost the render more than the copy
 * saves (0042). Records this ask; forgets the oldest when over the limit. A hard reload keeps at once.
 */
export function keepOnSecondAsk(
  askedAt: Map<string, number>,
  key: string,
  now: number,
  { refresh = false, windowMs = PAGE_CACHE_SECONDS * 1000, limit = ASKED_ONCE_LIMIT } = {},
): boolean {
  const before = askedAt.get(key);
  askedAt.delete(key);
  if (refresh || (before !== undefined && now - before < windowMs)) return true;
  askedAt.set(key, now);
  for (const oldest of askedAt.keys()) {
    if (askedAt.size <= limit) break;
    askedAt.delete(oldest);
  }
  return false;
}
