import { z } from "zod";
import { openSecret, sealSecret } from "../security/secret-box.server";

/**
 * A brand's OpenID Connect client as the app keeps it (D1 `brand_oidc_clients`, docs/decisions/0124):
 * registered at the provider (RFC 7591) or typed in by the platform admin. Secrets are sealed under
 * `BRAND_SECRETS_KEY` and never leave the server: not in logs, not in the brand's configuration.
 */
export type BrandClient = {
  ibeUid: string;
  clientId: string;
  clientSecret: string;
  /** RFC 7592: where and with which token the registration is read and updated (registered ones only). */
  management?: { uri: string; token: string };
  source: "registered" | "manual";
};

/** What the admin page may show of a brand's client: never a secret. */
export type BrandClientSummary = Pick<BrandClient, "clientId" | "source"> & { updatedAt: number };

export type BrandClients = {
  /** The brand's client, from a copy up to a minute old per isolate (sign-in, refresh, admin tokens). */
  get(ibeUid: string): Promise<BrandClient | null>;
  summary(ibeUid: string): Promise<BrandClientSummary | null>;
  /** Stores (replaces) the brand's client and drops this isolate's copy. */
  put(client: BrandClient): Promise<void>;
};

const sealedSchema = z.object({ clientSecret: z.string().min(1), registrationAccessToken: z.string().optional() });

type Row = {
  ibe_uid: string;
  client_id: string;
  sealed_secrets: string;
  registration_client_uri: string | null;
  source: "registered" | "manual";
  updated_at: number;
};

/** A brand's client changes rarely (go live, a new secret): another isolate sees the change within a minute. */
const CLIENT_COPY_MS = 60_000;
/** Per isolate: the brand's client (or its absence) as read at `at`; a failed read is not kept. */
const copies = new Map<string, { at: number; value: Promise<BrandClient | null> }>();

export function brandClients(db: D1Database, key: string | undefined, now: () => number = Date.now): BrandClients {
  const read = async (ibeUid: string): Promise<BrandClient | null> => {
    const row = await db.prepare("SELECT * FROM brand_oidc_clients WHERE ibe_uid = ?1").bind(ibeUid).first<Row>();
    if (!row) return null;
    const secrets = sealedSchema.parse(JSON.parse(await openSecret(key, row.sealed_secrets, row.ibe_uid)));
    return {
      ibeUid: row.ibe_uid,
      clientId: row.client_id,
      clientSecret: secrets.clientSecret,
      ...(row.registration_client_uri && secrets.registrationAccessToken
        ? { management: { uri: row.registration_client_uri, token: secrets.registrationAccessToken } }
        : {}),
      source: row.source,
    };
  };
  return {
    get(ibeUid) {
      const copy = copies.get(ibeUid);
      if (copy && now() - copy.at < CLIENT_COPY_MS) return copy.value;
      const value = read(ibeUid);
      const entry = { at: now(), value };
      copies.set(ibeUid, entry);
      value.catch(() => {
        if (copies.get(ibeUid) === entry) copies.delete(ibeUid);
      });
      return value;
    },
    async summary(ibeUid) {
      const row = await db
        .prepare("SELECT client_id, source, updated_at FROM brand_oidc_clients WHERE ibe_uid = ?1")
        .bind(ibeUid)
        .first<Pick<Row, "client_id" | "source" | "updated_at">>();
      return row ? { clientId: row.client_id, source: row.source, updatedAt: row.updated_at } : null;
    },
    async put(client) {
      const secrets = { clientSecret: client.clientSecret, registrationAccessToken: client.management?.token };
      const sealed = await sealSecret(key, JSON.stringify(secrets), client.ibeUid);
      await db
        .prepare(
          `INSERT INTO brand_oidc_clients (ibe_uid, client_id, sealed_secrets, registration_client_uri, source, updated_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (ibe_uid) DO UPDATE SET client_id = ?2, sealed_secrets = ?3, registration_client_uri = ?4,
             source = ?5, updated_at = ?6`,
        )
        .bind(client.ibeUid, client.clientId, sealed, client.management?.uri ?? null, client.source, now())
        .run();
      // The next read here sees the new client at once (other isolates within CLIENT_COPY_MS).
      copies.set(client.ibeUid, { at: now(), value: Promise.resolve(client) });
    },
  };
}
