import { memoised } from "../../../shared/memoised";

/**
 * The signed links of a guest's own things without an account. A booking's manage link and an
 * enquiry's link (`/:lng/account/enquiries/:rfpId?token=…`, docs/decisions) are signed the same way; the
 * enquiry's message names what it is for, so one token never opens the other.
 *
 * The guest's manage-booking link: `/:lng/bookings/:bookingId?token=…`, where the token is an
 * HMAC-SHA256 (Web Crypto) of the tenant and the booking under a key derived from SESSION_SECRET for
 * this purpose only. Whoever has the link (the guest, from the confirmation mail) can see and cancel
 * the booking without signing in; nobody can make one for another booking or another tenant.
 */
const PURPOSE = "quartier/manage-booking/v1";

/** The purpose's key under a secret, derived once per isolate. */
const keyFor = memoised(async (secret: string): Promise<CryptoKey> => {
  const encoder = new TextEncoder();
  const root = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const derived = await crypto.subtle.sign("HMAC", root, encoder.encode(PURPOSE));
  return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
});

/**
 * What a link opens: a booking (the original message, kept so links already sent stay valid), an
 * enquiry, a brand's preview before it goes live (app/.server/brands/brand-preview.server.ts), or a
 * stay's review form (app/.server/reviews/review-link.server.ts, its id carrying its last day).
 */
export type SignedLinkKind = "booking" | "enquiry" | "brand-preview" | "review";

const message = (ibeUid: string, id: string, kind: SignedLinkKind) =>
  new TextEncoder().encode(kind === "booking" ? `v1\n${ibeUid}\n${id}` : `v1\n${kind}\n${ibeUid}\n${id}`);

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null;
  const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export async function manageToken(
  secret: string,
  ibeUid: string,
  bookingId: string,
  kind: SignedLinkKind = "booking",
): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await keyFor(secret), message(ibeUid, bookingId, kind)));
}

/** Constant-time check (crypto.subtle.verify) of a token from a link. */
export async function verifyManageToken(
  secret: string,
  ibeUid: string,
  bookingId: string,
  token: string | null | undefined,
  kind: SignedLinkKind = "booking",
): Promise<boolean> {
  const signature = token ? fromBase64Url(token) : null;
  if (!signature) return false;
  return crypto.subtle.verify("HMAC", await keyFor(secret), signature, message(ibeUid, bookingId, kind));
}

export async function manageBookingPath(input: {
  lng: string;
  bookingId: string;
  ibeUid: string;
  secret: string;
}): Promise<string> {
  const token = await manageToken(input.secret, input.ibeUid, input.bookingId);
  return `/${input.lng}/bookings/${encodeURIComponent(input.bookingId)}?${new URLSearchParams({ token })}`;
}

/** An enquiry's page with its signed token: the requester opens it from the mail without an account. */
export async function enquiryPath(input: {
  lng: string;
  rfpId: string;
  ibeUid: string;
  secret: string;
}): Promise<string> {
  const token = await manageToken(input.secret, input.ibeUid, input.rfpId, "enquiry");
  return `/${input.lng}/account/enquiries/${encodeURIComponent(input.rfpId)}?${new URLSearchParams({ token })}`;
}
