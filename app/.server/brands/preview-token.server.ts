import { manageToken, verifyManageToken } from "../booking/manage-link.server";

/** The query parameter that carries a draft brand's preview token. */
export const PREVIEW_PARAM = "preview";

/** How long a preview link works: long enough to look, short enough that a copied link dies soon. */
const PREVIEW_SECONDS = 60 * 60;

/**
 * A preview token of a brand (a draft is not served otherwise): its expiry in seconds since the epoch
 * and an HMAC of the brand and the expiry under SESSION_SECRET (the signed-link key of its own kind).
 */
export async function previewToken(secret: string, ibeUid: string, nowMs: number): Promise<string> {
  const expires = String(Math.floor(nowMs / 1000) + PREVIEW_SECONDS);
  return `${expires}.${await manageToken(secret, ibeUid, expires, "brandPreview")}`;
}

/** Whether a token from a request opens this brand's preview now (signed for it and not expired). */
export async function isPreviewToken(
  secret: string,
  ibeUid: string,
  token: string | null | undefined,
  nowMs: number,
): Promise<boolean> {
  const match = /^(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match?.[1] || !match[2] || Number(match[1]) * 1000 < nowMs) return false;
  return verifyManageToken(secret, ibeUid, match[1], match[2], "brandPreview");
}
