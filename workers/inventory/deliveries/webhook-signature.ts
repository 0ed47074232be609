/**
 * The Standard Webhooks signature (scheme v1) with Web Crypto: HMAC-SHA256 of `id.timestamp.body` under
 * the secret's bytes (base64 after `whsec_`), sent as `v1,<base64>`. Written on the platform's own
 * primitive because the reference library (standardwebhooks, CommonJS) does not load in the Worker's
 * test runtime; its unit test holds this to what that library verifies.
 */
export async function webhookSignature(secret: string, id: string, timestampSeconds: number, body: string) {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret), signedContent(id, timestampSeconds, body));
  return `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;
}

/** Whether a `webhook-signature` header (space-separated `v1,…` entries) holds a valid signature. */
export async function webhookSignatureValid(
  secret: string,
  headers: { "webhook-id": string; "webhook-timestamp": string; "webhook-signature": string },
  body: string,
): Promise<boolean> {
  const key = await hmacKey(secret);
  const content = signedContent(headers["webhook-id"], Number(headers["webhook-timestamp"]), body);
  for (const entry of headers["webhook-signature"].split(" ")) {
    const [version, signature] = entry.split(",");
    if (version !== "v1" || !signature) continue;
    const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0));
    if (await crypto.subtle.verify("HMAC", key, bytes, content)) return true;
  }
  return false;
}

function hmacKey(secret: string): Promise<CryptoKey> {
  const bytes = Uint8Array.from(atob(secret.replace(/^whsec_/, "")), (c) => c.charCodeAt(0));
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

function signedContent(id: string, timestampSeconds: number, body: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(`${id}.${timestampSeconds}.${body}`);
}
