import type { ChannelMappingType, UpdateChannelMapping } from "../../../shared/ota/channel-connections";
import type { StoredRatePlan } from "../catalogue/stored-rate-plan";

/**
 * The codes a channel manager names a brand's apartment types and rate plans by (docs/decisions/0116):
 * a type's `channel_links[channel].externalId` is its InvTypeCode; a plan's `channelCodes[channel]`,
 * else its own `code`, its RatePlanCode.
 */

/** What the mapping reads of a type: its links, its own plans (null: its house's) and its house's. */
export type MappingSource = {
  id: string;
  propertyId: string;
  channelLinks: Record<string, { externalId: string }>;
  ownPlans: StoredRatePlan[] | null;
  housePlans: StoredRatePlan[];
};

/** The plans a type sells: its own list, else its house's. */
export function plansOf(type: Pick<MappingSource, "ownPlans" | "housePlans">): StoredRatePlan[] {
  return type.ownPlans ?? type.housePlans;
}

/** A plan's RatePlanCode under a channel. */
export function ratePlanCodeOf(plan: StoredRatePlan, channel: string): string {
  return plan.channelCodes?.[channel] ?? plan.code;
}

/** The InvTypeCode to type id index of a channel; codes two types share are left out (ambiguous). */
export function typeIdsByCode(types: readonly MappingSource[], channel: string): Map<string, string> {
  const index = new Map<string, string>();
  const shared = new Set<string>();
  for (const type of types) {
    const code = type.channelLinks[channel]?.externalId;
    if (code === undefined) continue;
    if (index.has(code)) shared.add(code);
    index.set(code, type.id);
  }
  for (const code of shared) index.delete(code);
  return index;
}

/** A type's plan by its RatePlanCode under a channel, or undefined. */
export function planByCode(
  type: Pick<MappingSource, "ownPlans" | "housePlans">,
  channel: string,
  code: string,
): StoredRatePlan | undefined {
  return plansOf(type).find((plan) => ratePlanCodeOf(plan, channel) === code);
}

/** The mapping as the connections page shows it. */
export function mappingViewOf(
  types: readonly (MappingSource & { name: { en: string; de: string }; houseName: string })[],
  channel: string,
): ChannelMappingType[] {
  return types.map((type) => ({
    apartmentTypeId: type.id,
    name: type.name,
    houseName: type.houseName,
    code: type.channelLinks[channel]?.externalId ?? null,
    ratePlans: plansOf(type).map((plan) => ({
      ratePlanId: plan.id,
      name: plan.name,
      ownCode: plan.code,
      code: plan.channelCodes?.[channel] ?? null,
    })),
  }));
}

/** What a mapping edit writes: the types' links and own plans, and houses' plans, each changed one whole. */
export type MappingWrite = {
  channelLinks: Map<string, Record<string, { externalId: string }>>;
  typePlans: Map<string, StoredRatePlan[]>;
  housePlans: Map<string, StoredRatePlan[]>;
};

export type MappingProblem = { path: string; message: string };

function withChannelCode(plan: StoredRatePlan, channel: string, code: string | null): StoredRatePlan {
  const { [channel]: _old, ...others } = plan.channelCodes ?? {};
  const channelCodes = code === null ? others : { ...others, [channel]: code };
  const { channelCodes: _stored, ...rest } = plan;
  return Object.keys(channelCodes).length > 0 ? { ...rest, channelCodes } : rest;
}

/**
 * A mapping edit applied to the brand's types: problems (a type not the brand's, a plan not the
 * type's, an InvTypeCode two types would share) or what to write. A plan of a house's list gets its
 * code there, so the house's other types share it, as they share the plan.
 */
export function mappingEdit(
  types: readonly MappingSource[],
  channel: string,
  edit: UpdateChannelMapping,
): { problems: MappingProblem[] } | { write: MappingWrite } {
  const byId = new Map(types.map((type) => [type.id, type]));
  const problems: MappingProblem[] = [];
  const write: MappingWrite = { channelLinks: new Map(), typePlans: new Map(), housePlans: new Map() };
  const codes = new Map(types.map((type) => [type.id, type.channelLinks[channel]?.externalId ?? null]));
  for (const [index, entry] of edit.types.entries()) {
    const type = byId.get(entry.apartmentTypeId);
    if (!type) {
      problems.push({ path: `body.types.${index}.apartmentTypeId`, message: "not an apartment type of this brand" });
      continue;
    }
    codes.set(type.id, entry.code);
    const { [channel]: _old, ...links } = type.channelLinks;
    write.channelLinks.set(type.id, entry.code === null ? links : { ...links, [channel]: { externalId: entry.code } });
    const own = type.ownPlans !== null;
    const target = own ? write.typePlans : write.housePlans;
    const key = own ? type.id : type.propertyId;
    let plans = target.get(key) ?? plansOf(type);
    for (const [planIndex, planEntry] of entry.ratePlans.entries()) {
      if (!plans.some((plan) => plan.id === planEntry.ratePlanId)) {
        problems.push({
          path: `body.types.${index}.ratePlans.${planIndex}.ratePlanId`,
          message: "not a plan of this type",
        });
        continue;
      }
      plans = plans.map((plan) =>
        plan.id === planEntry.ratePlanId ? withChannelCode(plan, channel, planEntry.code) : plan,
      );
    }
    if (entry.ratePlans.length > 0) target.set(key, plans);
  }
  const seen = new Map<string, string>();
  for (const [typeId, code] of codes) {
    if (code === null) continue;
    const other = seen.get(code);
    if (other !== undefined) {
      const index = edit.types.findIndex(
        (entry) => entry.apartmentTypeId === typeId || entry.apartmentTypeId === other,
      );
      problems.push({ path: `body.types.${Math.max(index, 0)}.code`, message: `${code} names two apartment types` });
    }
    seen.set(code, typeId);
  }
  return problems.length > 0 ? { problems } : { write };
}
