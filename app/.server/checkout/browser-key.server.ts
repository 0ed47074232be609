/**
 * The secret that binds checkout sessions to the browser that started them. The browser keeps it in
 * the `__Host-checkout` cookie beside the session id; the session in KV keeps only its SHA-256, so a
 * leaked KV record or a shared link (`?id=`) alone opens nothing. One key per browser serves all its
 * checkouts, so a second tab's checkout does not lock out the first.
 */
const KEY_PATTERN = /^[0-9a-f]{64}$/;

export function isBrowserKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value);
}

/** 256 random bits as 64 hex digits. */
export function newBrowserKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function sha256(value: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
}

/** What the session stores: the key's SHA-256 as hex. */
export async function hashBrowserKey(key: string): Promise<string> {
  return Array.from(await sha256(key), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Whether the browser's key is the one the session was started with, compared in constant time. */
export async function browserKeyMatches(key: string | null | undefined, storedHash: string): Promise<boolean> {
  if (!isBrowserKey(key) || !KEY_PATTERN.test(storedHash)) return false;
  const given = await sha256(key);
  // Every byte is compared whatever differs, so the time taken says nothing about the hash.
  let diff = 0;
  for (let i = 0; i < given.length; i++)
    diff |= (given[i] ?? 0) ^ Number.parseInt(storedHash.slice(i * 2, i * 2 + 2), 16);
  return diff === 0;
}
