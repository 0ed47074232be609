import { z } from "zod";
import {
  CHANNEL_KEY_SCOPES,
  type ChannelMappingType,
  channelCodeSchema,
  createChannelConnectionSchema,
  type UpdateChannelMapping,
} from "../../../shared/ota/channel-connections";

/**
 * The connections pages' forms (docs/decisions/0116): a new connection, a new key's scopes, and the
 * code mapping, whose fields are `type.<apartmentTypeId>` and `plan.<apartmentTypeId>.<ratePlanId>`.
 */

export const newConnectionFormSchema = createChannelConnectionSchema;

/** The scopes ticked on the new key form (none: null). */
export function keyScopesOf(formData: FormData): (typeof CHANNEL_KEY_SCOPES)[number][] | null {
  const ticked = CHANNEL_KEY_SCOPES.filter((scope) => formData.get(`scope.${scope}`) === "on");
  return ticked.length > 0 ? ticked : null;
}

const optionalCode = z
  .string()
  .trim()
  .transform((value) => (value === "" ? null : value))
  .pipe(channelCodeSchema.nullable());

/**
 * The mapping form as the mapping edit: each of the brand's types and plans the form carries (the page
 * shows some of them: mappingTypesShown), an empty field removing its code; the others stay as stored.
 */
export function mappingEditOf(formData: FormData, mapping: readonly ChannelMappingType[]): UpdateChannelMapping | null {
  const code = (name: string) => optionalCode.safeParse(String(formData.get(name) ?? ""));
  const types: UpdateChannelMapping["types"] = [];
  for (const type of mapping) {
    const typeField = `type.${type.apartmentTypeId}`;
    if (!formData.has(typeField)) continue;
    const typeCode = code(typeField);
    if (!typeCode.success) return null;
    const ratePlans = [];
    for (const plan of type.ratePlans) {
      const planField = `plan.${type.apartmentTypeId}.${plan.ratePlanId}`;
      if (!formData.has(planField)) continue;
      const planCode = code(planField);
      if (!planCode.success) return null;
      ratePlans.push({ ratePlanId: plan.ratePlanId, code: planCode.data });
    }
    types.push({ apartmentTypeId: type.apartmentTypeId, code: typeCode.data, ratePlans });
  }
  return { types };
}
