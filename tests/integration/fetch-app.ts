import { SELF } from "cloudflare:test";

/** Requests the built app as a browser on a tenant host would. */
export function fetchApp(url: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  return SELF.fetch(url, { redirect: "manual", ...init });
}

/** A same-origin form post, as the browser sends it from one of our pages. */
export function postForm(url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
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
  });
}

/** The cookie pairs a response sets, ready to send back. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
