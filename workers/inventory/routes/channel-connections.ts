import {
  createChannelApiKeySchema,
  createChannelConnectionSchema,
  updateChannelMappingSchema,
} from "../../../shared/ota/channel-connections";
import { idSchema } from "../../../shared/ota/common";
import { actorOf } from "../http/actor";
import { newId, sha256Hex } from "../http/ids";
import { parseJsonBody, parseParam } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import {
  type ChannelConnectionRow,
  findChannelConnection,
  insertChannelApiKey,
  insertChannelConnection,
  listChannelApiKeys,
  listChannelConnections,
  listMappingTypes,
  revokeChannelApiKey,
  writeChannelMapping,
} from "../repositories/channel-connections";
import { mappingEdit } from "../rules/channel-mapping";
import { forget } from "../search-store/forget";
import {
  channelApiKeyOf,
  channelConnectionDetailOf,
  channelConnectionOf,
  mappingSourceOf,
} from "../services/channel-connection-view";
import { assertAdminFor, type RequestContext } from "./context";

/** How many characters of a secret the pages show to tell keys apart ("qk_" and seven more). */
const KEY_PREFIX_LENGTH = 10;

/** The path's connection of the path's brand, once the caller may act for it: 404 otherwise. */
async function requireConnection(
  params: RouteParams,
  context: RequestContext,
): Promise<{ ibeUid: string; connection: ChannelConnectionRow }> {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const id = parseParam("connectionId", params.connectionId, idSchema);
  const connection = await findChannelConnection(context.env.INVENTORY_DB, ibeUid, id);
  if (!connection) throw notFound("Connection");
  return { ibeUid, connection };
}

async function detailOf(context: RequestContext, ibeUid: string, connection: ChannelConnectionRow) {
  const db = context.env.INVENTORY_DB;
  const [keys, types] = await Promise.all([listChannelApiKeys(db, connection.id), listMappingTypes(db, ibeUid)]);
  return channelConnectionDetailOf(connection, keys, types);
}

/** GET /api/admin/ibe/:ibeUid/connections: the brand's channel manager connections, newest first. */
export async function handleAdminListConnections(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const rows = await listChannelConnections(context.env.INVENTORY_DB, ibeUid);
  return json({ items: rows.map(channelConnectionOf) });
}

/** POST /api/admin/ibe/:ibeUid/connections: a new connection (201, its detail). */
export async function handleAdminCreateConnection(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const body = await parseJsonBody(request, createChannelConnectionSchema);
  const connection: ChannelConnectionRow = {
    id: newId("conn"),
    ibe_uid: ibeUid,
    name: body.name,
    channel: body.channel,
    created_at: context.now.toISOString(),
    created_by: actorOf(request, context.admin!),
    archived_at: null,
  };
  await insertChannelConnection(context.env.INVENTORY_DB, connection);
  return json(await detailOf(context, ibeUid, connection), 201);
}

/** GET /api/admin/ibe/:ibeUid/connections/:connectionId: the connection, its keys and its code mapping. */
export async function handleAdminGetConnection(_request: Request, params: RouteParams, context: RequestContext) {
  const { ibeUid, connection } = await requireConnection(params, context);
  return json(await detailOf(context, ibeUid, connection));
}

/**
 * POST .../connections/:connectionId/keys: a new key with the scopes asked for. The answer holds the
 * secret, the only time it is shown: the store keeps its SHA-256 and its first characters.
 */
export async function handleAdminCreateConnectionKey(request: Request, params: RouteParams, context: RequestContext) {
  const { ibeUid, connection } = await requireConnection(params, context);
  if (connection.archived_at) throw new OtaError("invalid_input", "This connection is archived");
  const { scopes } = await parseJsonBody(request, createChannelApiKeySchema);
  const secret = newId("qk");
  const row = {
    id: newId("key"),
    connection_id: connection.id,
    ibe_uid: ibeUid,
    key_hash: await sha256Hex(secret),
    prefix: secret.slice(0, KEY_PREFIX_LENGTH),
    scopes: [...new Set(scopes)],
    created_at: context.now.toISOString(),
  };
  await insertChannelApiKey(context.env.INVENTORY_DB, row);
  return json(
    {
      key: channelApiKeyOf({ ...row, scopes: JSON.stringify(row.scopes), last_used_at: null, revoked_at: null }),
      secret,
    },
    201,
  );
}

/** POST .../connections/:connectionId/keys/:keyId/revoke: the key stops working at once (its detail). */
export async function handleAdminRevokeConnectionKey(_request: Request, params: RouteParams, context: RequestContext) {
  const { ibeUid, connection } = await requireConnection(params, context);
  const keyId = parseParam("keyId", params.keyId, idSchema);
  if (!(await revokeChannelApiKey(context.env.INVENTORY_DB, connection.id, keyId, context.now.toISOString())))
    throw notFound("Key");
  return json(await detailOf(context, ibeUid, connection));
}

/**
 * PUT .../connections/:connectionId/mapping: the InvTypeCodes and RatePlanCodes given replace the
 * stored ones under the connection's channel, for the brand's own types only (400 naming each other
 * one). One batch with the search store's `forget` of each house touched (listings show channel links).
 */
export async function handleAdminUpdateConnectionMapping(
  request: Request,
  params: RouteParams,
  context: RequestContext,
) {
  const { ibeUid, connection } = await requireConnection(params, context);
  const db = context.env.INVENTORY_DB;
  const edit = await parseJsonBody(request, updateChannelMappingSchema);
  const types = await listMappingTypes(db, ibeUid);
  const result = mappingEdit(types.map(mappingSourceOf), connection.channel, edit);
  if ("problems" in result)
    throw new OtaError("invalid_input", "The mapping names codes it cannot use", result.problems);
  // Every brand that sells a touched house shows its listings' links.
  const houses = new Set(
    types.filter((t) => edit.types.some((e) => e.apartmentTypeId === t.id)).map((t) => t.property_id),
  );
  await db.batch([
    ...writeChannelMapping(db, result.write),
    ...[...houses].map((property) => forget(db, { property })),
  ]);
  return json(await detailOf(context, ibeUid, connection));
}
