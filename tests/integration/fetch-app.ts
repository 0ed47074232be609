import { SELF } from "cloudflare:test";

export type AppRequestInit = RequestInit & {
  headers?: Record<string, string>;
  /** A browser that has never been here: sends no kept cookie and keeps none. */
  freshBrowser?: boolean;
};

const CHECKOUT_COOKIE = "__Host-checkout";

/** A browser names itself (the funnel counts only browsers); a request may send its own. */
export const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/**
 * The checkout cookie per host, kept and sent back as a browser does: a checkout opens only in the
 * browser that started it, and the requests of a test file are that one browser unless a request
 * says `freshBrowser` or brings its own checkout cookie.
 */
const checkoutCookies = new Map<string, string>();

function keepCheckoutCookie(host: string, response: Response) {
  for (const header of response.headers.getSetCookie()) {
    const [pair = "", ...attributes] = header.split(";").map((part) => part.trim());
    if (!pair.startsWith(`${CHECKOUT_COOKIE}=`)) continue;
    const cleared = pair === `${CHECKOUT_COOKIE}=` || attributes.some((a) => /^max-age=0$/i.test(a));
    if (cleared) checkoutCookies.delete(host);
    else checkoutCookies.set(host, pair);
  }
}

/** Requests the built app as a browser on a tenant host would. */
export async function fetchApp(url: string, init: AppRequestInit = {}) {
  const { freshBrowser, ...rest } = init;
  const host = new URL(url).host;
  const headers = new Headers(rest.headers);
  if (!headers.has("User-Agent")) headers.set("User-Agent", BROWSER_AGENT);
  const kept = freshBrowser ? undefined : checkoutCookies.get(host);
  const sent = headers.get("Cookie") ?? "";
  if (kept && !sent.split(/;\s*/).some((pair) => pair.startsWith(`${CHECKOUT_COOKIE}=`))) {
    headers.set("Cookie", sent ? `${sent}; ${kept}` : kept);
  }
  const response = await SELF.fetch(url, { redirect: "manual", ...rest, headers });
  if (!freshBrowser) keepCheckoutCookie(host, response);
  return response;
}

/** A same-origin form post, as the browser sends it from one of our pages. */
export function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  options: { freshBrowser?: boolean } = {},
) {
  const origin = new URL(url).origin;
  return fetchApp(url, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "Sec-Fetch-Site": "same-origin",
      Origin: origin,
      ...headers,
    },
    ...options,
  });
}

/** The cookie pairs a response sets, ready to send back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
