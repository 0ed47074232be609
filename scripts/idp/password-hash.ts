import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashes with scrypt (node:crypto): a random 16-byte salt per password and the cost
 * parameters recorded in the hash string, `scrypt$N$r$p$salt$hash` (base64url), so stronger
 * parameters later still verify the hashes stored before.
 */
export type ScryptParameters = { N: number; r: number; p: number };

// 2^15 × 8 × 128 bytes = 32 MiB per hash: a local development provider on a small shared machine.
export const DEFAULT_SCRYPT: ScryptParameters = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParameters): Promise<Buffer> {
  // scrypt needs 128 × N × r bytes; allow twice that so the default 32 MiB limit never refuses it.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, parameters: ScryptParameters = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, parameters);
  const { N, r, p } = parameters;
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

function parse(hash: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, N, r, p, salt, key] = hash.split("$");
  if (scheme !== "scrypt" || !salt || !key) return null;
  const parameters = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Object.values(parameters).every((n) => Number.isSafeInteger(n) && n > 0)) return null;
  return { parameters, salt: Buffer.from(salt, "base64url"), key: Buffer.from(key, "base64url") };
}

/** Constant-time comparison of the derived key; a malformed hash never matches. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parsed = parse(hash);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return timingSafeEqual(key, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification, so an unknown e-mail address answers as slowly as a known one. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("no account has this password");
  await verifyPassword(password, await dummyHash);
  return false;
}
