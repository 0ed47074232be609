/** Random identifiers from the platform's CSPRNG. */
const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

function randomString(length: number, alphabet: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  let out = "";
  // 256 is not a multiple of the alphabet size; the tiny bias is irrelevant for ids.
  for (const b of bytes) out += alphabet.charAt(b % alphabet.length);
  return out;
}

/** A prefixed id with about 124 bits of randomness. */
export function newId(prefix: string): string {
  return `${prefix}_${randomString(24, ALPHABET)}`;
}

/** A short booking reference guests can read out on the phone. */
export function newReference(): string {
  return `Q-${randomString(4, REFERENCE_ALPHABET)}-${randomString(4, REFERENCE_ALPHABET)}`;
}

/** A short RFP reference people can read out on the phone, e.g. `RQ-7K3M9P` (32^6, about 10^9). */
export function newRfpReference(): string {
  return `RQ-${randomString(6, REFERENCE_ALPHABET)}`;
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** JSON with object keys sorted, so equal values hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** Cursor of a list ordered by (created_at, id) descending. */
export function encodeCursor(createdAt: string, id: string): string {
  return btoa(`${createdAt}|${id}`).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function decodeCursor(cursor: string): { createdAt: string; id: string } | null {
  try {
    const text = atob(cursor.replace(/-/g, "+").replace(/_/g, "/"));
    const [createdAt, id] = text.split("|");
    if (!createdAt || !id) return null;
    return { createdAt, id };
  } catch {
    return null;
  }
}
