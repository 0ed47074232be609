/**
 * The guest's manage-booking link: `/:lng/bookings/:bookingId?token=…`, where the token is an
 * HMAC-SHA256 (Web Crypto) of the tenant and the booking under a key derived from SESSION_SECRET for
 * this purpose only. Whoever has the link (the guest, from the confirmation mail) can see and cancel
 * the booking without signing in; nobody can make one for another booking or another tenant.
 */
const PURPOSE = "quartier/manage-booking/v1";
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const encoder = new TextEncoder();
      const root = await crypto.subtle.importKey(
        "raw",
        encoder.encode(secret),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      );
      const derived = await crypto.subtle.sign("HMAC", root, encoder.encode(PURPOSE));
      return crypto.subtle.importKey("raw", derived, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    })();
    keys.set(secret, key);
  }
  return key;
}

const message = (ibeUid: string, bookingId: string) => new TextEncoder().encode(`v1\n${ibeUid}\n${bookingId}`);

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

export async function manageToken(secret: string, ibeUid: string, bookingId: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await keyFor(secret), message(ibeUid, bookingId)));
}

/** Constant-time check (crypto.subtle.verify) of a token from a link. */
export async function verifyManageToken(
  secret: string,
  ibeUid: string,
  bookingId: string,
  token: string | null | undefined,
): Promise<boolean> {
  const signature = token ? fromBase64Url(token) : null;
  if (!signature) return false;
  return crypto.subtle.verify("HMAC", await keyFor(secret), signature, message(ibeUid, bookingId));
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
