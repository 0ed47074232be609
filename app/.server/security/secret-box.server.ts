/**
 * Seals small secrets for storage (a brand's client secret in D1) with AES-256-GCM under a key from the
 * environment (`BRAND_SECRETS_KEY`, 32 random bytes in base64): a copy of the database alone gives
 * nothing away. The `context` (the brand's id) is bound as additional data, so a sealed value moved to
 * another brand's row does not open there. Format: `v1.<iv>.<ciphertext>` (base64url).
 */
const VERSION = "v1";

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/** The key is missing, malformed, or does not open what was sealed (another key, or tampered). */
export class SecretBoxError extends Error {
  constructor(reason: string) {
    super(`Secret box: ${reason}`);
    this.name = "SecretBoxError";
  }
}

async function importKey(keyBase64: string | undefined): Promise<CryptoKey> {
  if (!keyBase64) throw new SecretBoxError("no key configured");
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = fromBase64(keyBase64);
  } catch {
    throw new SecretBoxError("the key is not base64");
  }
  if (raw.length !== 32) throw new SecretBoxError("the key must be 32 bytes");
  return crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]);
}

export async function sealSecret(keyBase64: string | undefined, plaintext: string, context: string): Promise<string> {
  const key = await importKey(keyBase64);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) },
    key,
    new TextEncoder().encode(plaintext),
  );
  return `${VERSION}.${base64url(iv)}.${base64url(new Uint8Array(sealed))}`;
}

export async function openSecret(keyBase64: string | undefined, sealed: string, context: string): Promise<string> {
  const key = await importKey(keyBase64);
  const [version, iv, data] = sealed.split(".");
  if (version !== VERSION || !iv || !data) throw new SecretBoxError("not a sealed value");
  try {
    const opened = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: fromBase64(iv), additionalData: new TextEncoder().encode(context) },
      key,
      fromBase64(data),
    );
    return new TextDecoder().decode(opened);
  } catch {
    throw new SecretBoxError("the value does not open with this key and context");
  }
}
