import {
  isShareablePage,
  keepOnSecondAsk,
  PAGE_CACHE_OPT_IN_HEADER,
  PAGE_CACHE_SECONDS,
  PAGE_CACHE_STATUS_HEADER,
  type PageRequest,
  pageCacheUse,
} from "../../domain/http/page-cache";
import { logger } from "../logger.server";
import { createNonce } from "../security/content-security-policy.server";

/** Kept with a copy: what the browser got besides the body, restored on every answer from it. */
const KEPT_NONCE = "X-Page-Cache-Nonce";
const KEPT_CACHE_CONTROL = "X-Page-Cache-Control";
const KEPT_SET_COOKIE = "X-Page-Cache-Set-Cookie";
const INTERNAL = [KEPT_NONCE, KEPT_CACHE_CONTROL, KEPT_SET_COOKIE];
const NONCE_IN_POLICY = /'nonce-([^']+)'/;

type PageCacheRequest = Pick<PageRequest, "isMobileGuess" | "buildId" | "today">;

/** The addresses this isolate rendered once within the last minute: a page is kept when asked again. */
const askedOnce = new Map<string, number>();

/**
 * Answers a public page from the Worker's cache when another anonymous visitor with the same
 * preferences asked for it within the last minute, else renders it, and keeps it when the route opted
 * in and the address was asked for before within the minute (docs/decisions/0042). A copy is served with a new CSP nonce (the policy and every nonce
 * attribute), so scripts stay bound to this answer. Any failure of the cache renders the page.
 */
export async function withPageCache(
  request: Request,
  ctx: ExecutionContext,
  page: PageCacheRequest,
  render: () => Promise<Response>,
): Promise<Response> {
  const use = pageCacheUse({
    ...page,
    method: request.method,
    url: new URL(request.url),
    cookieHeader: request.headers.get("Cookie"),
    cacheControl: request.headers.get("Cache-Control"),
  });
  if (use.kind === "bypass") return withoutOptIn(await render());
  const cache = (caches as unknown as { default: Cache }).default;
  if (use.kind === "read") {
    const kept = await cache.match(use.key).catch((error: unknown) => {
      logger.warn("page cache: read failed", { error: String(error) });
      return undefined;
    });
    if (kept) return fromCopy(kept);
  }
  const rendered = await render();
  const shareable = isShareablePage({
    status: rendered.status,
    contentType: rendered.headers.get("Content-Type"),
    cacheControl: rendered.headers.get("Cache-Control"),
    optedIn: rendered.headers.has(PAGE_CACHE_OPT_IN_HEADER),
    setCookies: rendered.headers.getSetCookie(),
  });
  const answer = withoutOptIn(rendered);
  if (!shareable || !answer.body) return answer;
  if (!keepOnSecondAsk(askedOnce, use.key, Date.now(), { refresh: use.kind === "refresh" })) return asMiss(answer);
  const [forVisitor, forCache] = answer.body.tee();
  ctx.waitUntil(
    cache.put(use.key, copyOf(answer, forCache)).catch((error: unknown) => {
      logger.warn("page cache: write failed", { error: String(error) });
    }),
  );
  return asMiss(new Response(forVisitor, answer));
}

/** A rendered answer, marked as not coming from a copy. */
function asMiss(answer: Response): Response {
  const headers = new Headers(answer.headers);
  headers.set(PAGE_CACHE_STATUS_HEADER, "miss");
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
}

/** The answer without the route's opt-in, which only the cache reads. */
function withoutOptIn(response: Response): Response {
  if (!response.headers.has(PAGE_CACHE_OPT_IN_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(PAGE_CACHE_OPT_IN_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * The stored copy: cacheable for a minute (the cache honours Cache-Control), with the browser's own
 * Cache-Control, the preference cookies and the nonce kept aside (the cache keeps no Set-Cookie).
 */
function copyOf(answer: Response, body: ReadableStream): Response {
  const headers = new Headers(answer.headers);
  const nonce = NONCE_IN_POLICY.exec(headers.get("Content-Security-Policy") ?? "")?.[1];
  if (nonce) headers.set(KEPT_NONCE, nonce);
  const cacheControl = headers.get("Cache-Control");
  if (cacheControl) headers.set(KEPT_CACHE_CONTROL, cacheControl);
  const cookies = headers.getSetCookie();
  headers.delete("Set-Cookie");
  if (cookies.length > 0) headers.set(KEPT_SET_COOKIE, JSON.stringify(cookies));
  headers.set("Cache-Control", `public, max-age=${PAGE_CACHE_SECONDS}`);
  return new Response(body, { status: answer.status, headers });
}

/** A kept copy as this visitor's answer: the browser's headers back, a nonce of its own. */
function fromCopy(kept: Response): Response {
  const headers = new Headers(kept.headers);
  const keptNonce = headers.get(KEPT_NONCE);
  const cacheControl = headers.get(KEPT_CACHE_CONTROL);
  const cookies = JSON.parse(headers.get(KEPT_SET_COOKIE) ?? "[]") as string[];
  for (const name of [...INTERNAL, "Cache-Control", "Age", "CF-Cache-Status", "Expires"]) headers.delete(name);
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  headers.set(PAGE_CACHE_STATUS_HEADER, "hit");
  if (!keptNonce) return new Response(kept.body, { status: kept.status, headers });
  const nonce = createNonce();
  const policy = headers.get("Content-Security-Policy");
  if (policy) headers.set("Content-Security-Policy", policy.replace(`'nonce-${keptNonce}'`, `'nonce-${nonce}'`));
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(new Response(kept.body, { status: kept.status, headers }));
}
