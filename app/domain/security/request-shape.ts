/**
 * What the app's pages accept: reads (GET, HEAD) and form posts. Anything else is refused with the
 * right 4xx before a route sees it, so no action has to guard against a JSON body or a DELETE. The
 * JSON API under /api/ parses its own bodies.
 */
const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

export type RequestShape = { method: string; pathname: string; contentType: string | null };
export type ShapeVerdict =
  | { ok: true; readsForm: boolean }
  | { ok: false; status: 405; allow: string }
  | { ok: false; status: 415 };

export function checkRequestShape(request: RequestShape): ShapeVerdict {
  const method = request.method.toUpperCase();
  if (!(PAGE_METHODS as readonly string[]).includes(method)) {
    return { ok: false, status: 405, allow: PAGE_METHODS.join(", ") };
  }
  if (method !== "POST" || request.pathname.startsWith("/api/")) return { ok: true, readsForm: false };
  const type = (request.contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  return FORM_TYPES.includes(type) ? { ok: true, readsForm: true } : { ok: false, status: 415 };
}

/** True when a redirect target holds no control character (CR/LF would split the header). */
export function isHeaderSafe(value: string): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}
