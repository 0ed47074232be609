/** Compares digests, so the time taken says nothing about how much of the secret matched. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (value: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/**
 * PCI Proxy's server API takes HTTP Basic credentials (merchant id and password), and so does the
 * sandbox: every /v1 call must send PAYMENTS_API_KEY ("merchantId:password"). A sandbox without a key
 * refuses every call rather than answering anyone (saved card tokens, transactions).
 */
export async function authorised(request: Request, apiKey: string | undefined): Promise<boolean> {
  if (!apiKey) return false;
  const header = request.headers.get("Authorization") ?? "";
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  let given = "";
  if (match?.[1]) {
    try {
      given = atob(match[1]);
    } catch {
      given = "";
    }
  }
  return sameSecret(given, apiKey);
}
