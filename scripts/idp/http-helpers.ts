import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

/** Small request and response helpers for the provider's own pages (plain node:http). */
export function cookiesOf(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      if (name && !cookies.has(name)) cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A cookie that is not ours and not URI-encoded: ignore it.
    }
  }
  return cookies;
}

export function appendCookie(res: ServerResponse, cookie: string) {
  const existing = res.getHeader("Set-Cookie");
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  res.setHeader("Set-Cookie", [...list, cookie]);
}

export function cookie(name: string, value: string, maxAgeSeconds?: number): string {
  const age = maxAgeSeconds === undefined ? "" : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${encodeURIComponent(value)}; Path=/; HttpOnly; SameSite=Lax${age}`;
}

const BODY_LIMIT = 16 * 1024;

/** A form bigger than any of ours: answered with 413, never a 5xx. */
export class FormTooLargeError extends Error {}

/** The fields of a form post (application/x-www-form-urlencoded), at most 16 KiB. */
export async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > BODY_LIMIT) throw new FormTooLargeError("form too large");
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export function sendHtml(res: ServerResponse, status: number, body: string) {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Frame-Options", "DENY");
  // No scripts, no frames; styles are inline. (No form-action: Chromium applies it to the redirects
  // that carry the code back to the app.)
  res.setHeader(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  );
  res.setHeader("Referrer-Policy", "no-referrer");
  res.end(body);
}

export function redirect(res: ServerResponse, location: string) {
  res.statusCode = 303;
  res.setHeader("Location", location);
  res.end();
}

function sign(key: string, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const CSRF_COOKIE = "idp_csrf";

/**
 * The provider's own CSRF protection (its pages are not the app's): a random value in an HttpOnly
 * SameSite=Lax cookie and, in every form, that value's HMAC under the provider's cookie key. A post
 * must bring both, and they must match.
 */
export function csrfToken(req: IncomingMessage, res: ServerResponse, key: string): string {
  let value = cookiesOf(req).get(CSRF_COOKIE);
  if (!value) {
    value = randomBytes(24).toString("base64url");
    appendCookie(res, cookie(CSRF_COOKIE, value));
  }
  return sign(key, value);
}

export function validCsrf(req: IncomingMessage, form: URLSearchParams, key: string): boolean {
  const value = cookiesOf(req).get(CSRF_COOKIE);
  const sent = form.get("csrf");
  return Boolean(value && sent && sameText(sign(key, value), sent));
}

export const ACCOUNT_COOKIE = "idp_account";

/**
 * Who is signed in on the provider's own account page: `sub.expiry.hmac` in an HttpOnly cookie,
 * set on every successful sign-in here and cleared by "sign out on all devices".
 */
export function accountCookie(key: string, sub: string, maxAgeSeconds: number): string {
  const value = `${Buffer.from(sub).toString("base64url")}.${Math.floor(Date.now() / 1000) + maxAgeSeconds}`;
  return cookie(ACCOUNT_COOKIE, `${value}.${sign(key, value)}`, maxAgeSeconds);
}

export function clearAccountCookie(): string {
  return cookie(ACCOUNT_COOKIE, "", 0);
}

export function signedInAccount(req: IncomingMessage, key: string): string | undefined {
  const [sub, expiry, mac] = (cookiesOf(req).get(ACCOUNT_COOKIE) ?? "").split(".");
  if (!sub || !expiry || !mac) return undefined;
  if (!sameText(sign(key, `${sub}.${expiry}`), mac)) return undefined;
  if (Number(expiry) * 1000 < Date.now()) return undefined;
  return Buffer.from(sub, "base64url").toString("utf8");
}

/** The client's address, for the per-address slowdown (the provider is reached directly, not through a proxy). */
export function clientAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? "unknown";
}
