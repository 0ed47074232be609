import type {
  ChannelApiKey,
  ChannelConnection,
  ChannelConnectionDetail,
  ChannelKeyScope,
} from "../../../shared/ota/channel-connections";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";
import type { ChannelApiKeyRow, ChannelConnectionRow, MappingTypeRow } from "../repositories/channel-connections";
import { type MappingSource, mappingViewOf } from "../rules/channel-mapping";
import { parseJson } from "./apartment-view";
import { typeNameOf } from "./type-name";

export function channelConnectionOf(row: ChannelConnectionRow): ChannelConnection {
  return {
    id: row.id,
    name: row.name,
    channel: row.channel,
    createdAt: row.created_at,
    createdBy: row.created_by,
    archivedAt: row.archived_at,
  };
}

export function channelApiKeyOf(row: ChannelApiKeyRow): ChannelApiKey {
  return {
    id: row.id,
    prefix: row.prefix,
    scopes: parseJson<ChannelKeyScope[]>(row.scopes, []),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/** A stored type row as the mapping rules read it. */
export function mappingSourceOf(row: MappingTypeRow): MappingSource {
  return {
    id: row.id,
    propertyId: row.property_id,
    channelLinks: parseJson<Record<string, { externalId: string }>>(row.channel_links, {}),
    ownPlans: row.rate_plans === null ? null : parseJson<StoredRatePlan[]>(row.rate_plans, []),
    housePlans: parseJson<StoredRatePlan[]>(row.p_rate_plans, []),
  };
}

export function channelConnectionDetailOf(
  row: ChannelConnectionRow,
  keys: readonly ChannelApiKeyRow[],
  types: readonly MappingTypeRow[],
): ChannelConnectionDetail {
  const sources = types.map((type) => ({
    ...mappingSourceOf(type),
    name: { en: typeNameOf(type, "en"), de: typeNameOf(type, "de") },
    houseName: type.p_name,
  }));
  return { ...channelConnectionOf(row), keys: keys.map(channelApiKeyOf), mapping: mappingViewOf(sources, row.channel) };
}
