import type { ChannelKeyScope } from "../../../shared/ota/channel-connections";

/** A channel manager's connection as stored (migration 0025). */
export type ChannelConnectionRow = {
  id: string;
  ibe_uid: string;
  name: string;
  channel: string;
  created_at: string;
  created_by: string;
  archived_at: string | null;
};

/** A connection's API key as stored: the secret's SHA-256 (hex), never the secret. */
export type ChannelApiKeyRow = {
  id: string;
  connection_id: string;
  ibe_uid: string;
  key_hash: string;
  prefix: string;
  /** JSON array of ChannelKeyScope. */
  scopes: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

/** A brand's connections, newest first (a brand has a handful: no paging). */
export async function listChannelConnections(db: D1Database, ibeUid: string): Promise<ChannelConnectionRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM channel_connections WHERE ibe_uid = ?1 ORDER BY created_at DESC, id")
    .bind(ibeUid)
    .all<ChannelConnectionRow>();
  return results;
}

/** A brand's connection; another brand's is not found. */
export async function findChannelConnection(
  db: D1Database,
  ibeUid: string,
  id: string,
): Promise<ChannelConnectionRow | null> {
  return db
    .prepare("SELECT * FROM channel_connections WHERE ibe_uid = ?1 AND id = ?2")
    .bind(ibeUid, id)
    .first<ChannelConnectionRow>();
}

export async function insertChannelConnection(db: D1Database, row: ChannelConnectionRow): Promise<void> {
  await db
    .prepare(
      `INSERT INTO channel_connections (id, ibe_uid, name, channel, created_at, created_by, archived_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, NULL)`,
    )
    .bind(row.id, row.ibe_uid, row.name, row.channel, row.created_at, row.created_by)
    .run();
}

/** A connection's keys, newest first, revoked ones too (the page shows them struck through). */
export async function listChannelApiKeys(db: D1Database, connectionId: string): Promise<ChannelApiKeyRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM channel_api_keys WHERE connection_id = ?1 ORDER BY created_at DESC, id")
    .bind(connectionId)
    .all<ChannelApiKeyRow>();
  return results;
}

export async function insertChannelApiKey(
  db: D1Database,
  row: Omit<ChannelApiKeyRow, "scopes" | "last_used_at" | "revoked_at"> & { scopes: readonly ChannelKeyScope[] },
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO channel_api_keys (id, connection_id, ibe_uid, key_hash, prefix, scopes, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
    )
    .bind(row.id, row.connection_id, row.ibe_uid, row.key_hash, row.prefix, JSON.stringify(row.scopes), row.created_at)
    .run();
}

/** Revokes a connection's key (once: the first revocation's time stays); false when it has no such key. */
export async function revokeChannelApiKey(
  db: D1Database,
  connectionId: string,
  keyId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .prepare("UPDATE channel_api_keys SET revoked_at = coalesce(revoked_at, ?3) WHERE connection_id = ?1 AND id = ?2")
    .bind(connectionId, keyId, now)
    .run();
  return result.meta.changes > 0;
}

/** A key by its secret's hash, with its connection: unrevoked, of a connection not archived. */
export type ActiveChannelKey = ChannelApiKeyRow & { channel: string; connection_name: string };

export async function findActiveChannelKey(db: D1Database, keyHash: string): Promise<ActiveChannelKey | null> {
  return db
    .prepare(
      `SELECT k.*, c.channel, c.name AS connection_name FROM channel_api_keys k
       JOIN channel_connections c ON c.id = k.connection_id
       WHERE k.key_hash = ?1 AND k.revoked_at IS NULL AND c.archived_at IS NULL`,
    )
    .bind(keyHash)
    .first<ActiveChannelKey>();
}

/** The statement recording a key's use (in the batch of what it was used for). */
export function touchChannelApiKey(db: D1Database, keyId: string, now: string): D1PreparedStatement {
  return db.prepare("UPDATE channel_api_keys SET last_used_at = ?2 WHERE id = ?1").bind(keyId, now);
}

/** An apartment type of a brand's houses with what the code mapping shows and writes. */
export type MappingTypeRow = {
  id: string;
  property_id: string;
  name: string | null;
  kind: string;
  tier: string;
  channel_links: string;
  rate_plans: string | null;
  p_name: string;
  p_rate_plans: string;
};

export const MAPPING_TYPE_COLUMNS = `t.id, t.property_id, t.name, t.kind, t.tier, t.channel_links, t.rate_plans,
  p.name AS p_name, p.rate_plans AS p_rate_plans`;

/** The apartment types of the houses the brand owns, by house and type (what its connections may write). */
export async function listMappingTypes(db: D1Database, ibeUid: string): Promise<MappingTypeRow[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MAPPING_TYPE_COLUMNS} FROM apartment_types t JOIN properties p ON p.id = t.property_id
       WHERE p.owner_ibe_uid = ?1 ORDER BY p.name COLLATE NOCASE, p.id, t.id`,
    )
    .bind(ibeUid)
    .all<MappingTypeRow>();
  return results;
}

/** The statements of a mapping edit: each type's links and own plans, each house's plans, whole. */
export function writeChannelMapping(
  db: D1Database,
  write: {
    channelLinks: ReadonlyMap<string, unknown>;
    typePlans: ReadonlyMap<string, unknown>;
    housePlans: ReadonlyMap<string, unknown>;
  },
): D1PreparedStatement[] {
  const rows = (map: ReadonlyMap<string, unknown>) =>
    JSON.stringify([...map].map(([id, v]) => [id, JSON.stringify(v)]));
  return [
    db
      .prepare(
        `UPDATE apartment_types SET channel_links = j.value ->> 1
         FROM json_each(?1) j WHERE apartment_types.id = j.value ->> 0`,
      )
      .bind(rows(write.channelLinks)),
    db
      .prepare(
        `UPDATE apartment_types SET rate_plans = j.value ->> 1
         FROM json_each(?1) j WHERE apartment_types.id = j.value ->> 0`,
      )
      .bind(rows(write.typePlans)),
    db
      .prepare(
        `UPDATE properties SET rate_plans = j.value ->> 1 FROM json_each(?1) j WHERE properties.id = j.value ->> 0`,
      )
      .bind(rows(write.housePlans)),
  ];
}
