import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { stateDir } from "./state.ts";

/**
 * The secrets of a local server, made once per machine (per state folder) from random bytes, so no
 * secret is committed and no two machines share one. Production brings its own (docs/guides/deploy.md).
 */
const localSecretsSchema = z.object({
  /** Signs the manage-booking links and the flash cookie. */
  SESSION_SECRET: z.string().min(32),
  /** The app's credentials on the payment sandbox's API ("merchantId:password"). */
  PAYMENTS_API_KEY: z.string().min(1),
  /** The app's client secret at the local identity provider. */
  OIDC_CLIENT_SECRET: z.string().min(1),
  /** The local identity provider's cookie signing keys. */
  IDP_COOKIE_KEYS: z.array(z.string().min(1)).min(1),
  /** Lets the local identity provider put its password-reset mails into the app's outbox. */
  OUTBOX_DELIVERY_SECRET: z.string().min(32),
  /** The initial access token with which the app registers brands' clients at the local provider (RFC 7591). */
  OIDC_REGISTRATION_TOKEN: z.string().min(32),
  /** Encrypts the brands' registered client secrets in D1 (AES-GCM, 256-bit, base64). */
  BRAND_SECRETS_KEY: z.string().min(40),
});
export type LocalSecrets = z.infer<typeof localSecretsSchema>;
/** A file made before the added secrets: everything else as required. */
const storedSecretsSchema = localSecretsSchema.partial({ OIDC_REGISTRATION_TOKEN: true, BRAND_SECRETS_KEY: true });
type StoredSecrets = z.infer<typeof storedSecretsSchema>;

const FILE_NAME = "local-secrets.json";

const random = (bytes = 32) => randomBytes(bytes).toString("hex");

/** A fresh set: what a new machine gets, and what each test run gets. */
export function generateLocalSecrets(): LocalSecrets {
  return {
    SESSION_SECRET: random(),
    PAYMENTS_API_KEY: `quartier-local:${random()}`,
    OIDC_CLIENT_SECRET: random(),
    IDP_COOKIE_KEYS: [random()],
    OUTBOX_DELIVERY_SECRET: random(),
    ...addedSecrets(),
  };
}

/** Secrets added after the first release: a machine's older file gains them on its next start. */
function addedSecrets() {
  return { OIDC_REGISTRATION_TOKEN: random(), BRAND_SECRETS_KEY: randomBytes(32).toString("base64") };
}

/** Where this machine's local secrets live: a file in the (git-ignored) local state folder. */
export function localSecretsPath(dir = stateDir()): string {
  return join(dir, FILE_NAME);
}

/**
 * This machine's local secrets: read from the state folder, or generated and written there on the
 * first start (readable by the owner only). Deleting the file makes a new set on the next start.
 */
export function localSecrets(dir = stateDir()): LocalSecrets {
  const path = localSecretsPath(dir);
  const stored = read(path);
  if (stored?.complete) return stored.secrets;
  if (stored) {
    const completed = { ...addedSecrets(), ...stored.secrets };
    writeFileSync(path, `${JSON.stringify(completed, null, 2)}\n`, { mode: 0o600 });
    return completed;
  }
  mkdirSync(dir, { recursive: true });
  try {
    // "wx": when two servers start at once on a fresh folder, the first one's secrets win.
    writeFileSync(path, `${JSON.stringify(generateLocalSecrets(), null, 2)}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const written = read(path);
  if (!written?.complete) throw new Error(`${path} is not a valid local secrets file: delete it to make a new one`);
  return written.secrets;
}

/** The file's secrets; `complete` false when it lacks only secrets added since it was made. */
function read(
  path: string,
): { secrets: LocalSecrets; complete: true } | { secrets: StoredSecrets; complete: false } | null {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = localSecretsSchema.safeParse(json);
  if (parsed.success) return { secrets: parsed.data, complete: true };
  const older = storedSecretsSchema.safeParse(json);
  if (!older.success) throw new Error(`${path} is not a valid local secrets file: delete it to make a new one`);
  return { secrets: older.data, complete: false };
}

/**
 * The secrets as the Workers' variables. Both wrangler configurations declare them under
 * `[secrets] required`, so the Cloudflare Vite plugin (dev and preview) takes exactly these from the
 * environment of the server process and nothing else from it.
 */
export function workerSecrets(secrets: LocalSecrets): Record<string, string> {
  return {
    SESSION_SECRET: secrets.SESSION_SECRET,
    PAYMENTS_API_KEY: secrets.PAYMENTS_API_KEY,
    OIDC_CLIENT_SECRET: secrets.OIDC_CLIENT_SECRET,
    OIDC_REGISTRATION_TOKEN: secrets.OIDC_REGISTRATION_TOKEN,
    BRAND_SECRETS_KEY: secrets.BRAND_SECRETS_KEY,
  };
}
