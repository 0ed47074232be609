import type { ChannelMappingType } from "../../../shared/ota/channel-connections";

/**
 * How many apartment types the connection page's mapping form shows at once: a brand may own
 * hundreds, and a form of every type and plan is too long to use (and slow to draw).
 */
export const MAPPING_TYPES_SHOWN = 30;

/**
 * The mapping's types the page shows for a search (house or type name, room code or type id; empty:
 * all), the first MAPPING_TYPES_SHOWN of them, with how many matched. The brand's types stay in their
 * order (by house); the form saves only the types it shows.
 */
export function mappingTypesShown(
  types: readonly ChannelMappingType[],
  query: string,
  limit = MAPPING_TYPES_SHOWN,
): { shown: ChannelMappingType[]; matching: number } {
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? types.filter((type) =>
        [type.houseName, type.name.en, type.name.de, type.code ?? "", type.apartmentTypeId].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        ),
      )
    : types;
  return { shown: matches.slice(0, limit), matching: matches.length };
}
