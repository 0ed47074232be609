import { createCookie } from "react-router";
import { manageToken, verifyManageToken } from "../booking/manage-link.server";

/** The query parameter of a preview link; the middleware keeps its value in BRAND_PREVIEW_COOKIE. */
export const BRAND_PREVIEW_PARAM = "brand-preview";

/** How long a preview link (and the cookie it sets) opens a brand that is not live. */
export const BRAND_PREVIEW_LIFE_MS = 60 * 60 * 1000;

/**
 * Keeps a preview open while the platform admin follows links on the brand's host. `__Host-`: only
 * this host, Secure (http://*.localhost counts as secure), never read by scripts.
 */
export const brandPreviewCookie = createCookie("__Host-brand-preview", {
  path: "/",
  sameSite: "lax",
  secure: true,
  httpOnly: true,
  maxAge: BRAND_PREVIEW_LIFE_MS / 1000,
});

/**
 * A preview token for a brand that is not live: `<expires>.<HMAC of the brand and the expiry>`, signed
 * with a key derived from SESSION_SECRET for links (app/.server/booking/manage-link.server.ts). Only
 * the platform admin's brand pages make one; it opens that brand's host, no other, until it expires.
 */
export async function brandPreviewToken(secret: string, ibeUid: string, now: number = Date.now()): Promise<string> {
  const expires = now + BRAND_PREVIEW_LIFE_MS;
  return `${expires}.${await manageToken(secret, ibeUid, String(expires), "brand-preview")}`;
}

/** Whether a token opens this brand's preview now. */
export async function isBrandPreview(
  secret: string,
  ibeUid: string,
  token: string | null | undefined,
  now: number = Date.now(),
): Promise<boolean> {
  const match = /^(\d{13})\.([A-Za-z0-9_-]+)$/.exec(token ?? "");
  if (!match?.[1] || !match[2] || Number(match[1]) <= now) return false;
  return verifyManageToken(secret, ibeUid, match[1], match[2], "brand-preview");
}

/** The preview link of a brand's page: `origin` is its host's (`http://<ibeUid>.localhost:<port>` locally). */
export async function brandPreviewUrl(input: {
  secret: string;
  ibeUid: string;
  origin: string;
  path: string;
  now?: number;
}): Promise<string> {
  const url = new URL(input.path, input.origin);
  url.searchParams.set(BRAND_PREVIEW_PARAM, await brandPreviewToken(input.secret, input.ibeUid, input.now));
  return url.toString();
}
