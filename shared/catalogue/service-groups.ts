import { liveEntries, resolveEntry } from "./catalogue-lookup";
import { type CatalogueEntry, SERVICE_GROUP_IDS, type ServiceGroupId, type ServiceType } from "./catalogue-types";

/**
 * The filter group each entry type belongs to. The spec names seven groups for eight types:
 * - languages (languages spoken by the staff) are a service of the host, so they join "services";
 * - general entries (house rules, kind of stay, sustainability) describe the property as a whole,
 *   so they join "facilities".
 */
export const GROUP_OF_TYPE: { readonly [T in ServiceType]: Exclude<ServiceGroupId, "popular"> } = {
  service: "services",
  businessService: "business",
  paymentMethods: "payments",
  corona: "corona",
  facility: "facilities",
  amenity: "amenities",
  languages: "services",
  general: "facilities",
};

/** Score at or above which a grouped entry also appears in the "popular" group. */
export const POPULAR_SCORE = 2;

function isFilterable(entry: CatalogueEntry): boolean {
  return entry.deprecated === undefined && entry.grouped;
}

function groupsOfEntry(entry: CatalogueEntry): ServiceGroupId[] {
  if (!isFilterable(entry)) return [];
  const groups: ServiceGroupId[] = [];
  if (entry.score >= POPULAR_SCORE) groups.push("popular");
  groups.push(GROUP_OF_TYPE[entry.type]);
  return groups;
}

/** Higher score first; equal scores keep catalogue order (Array.prototype.sort is stable). */
function byScore(a: CatalogueEntry, b: CatalogueEntry): number {
  return b.score - a.score;
}

function buildGroups(): Record<ServiceGroupId, readonly CatalogueEntry[]> {
  const groups: Record<ServiceGroupId, CatalogueEntry[]> = {
    popular: [],
    amenities: [],
    facilities: [],
    business: [],
    payments: [],
    services: [],
    corona: [],
  };
  for (const entry of liveEntries()) {
    for (const group of groupsOfEntry(entry)) groups[group].push(entry);
  }
  for (const list of Object.values(groups)) list.sort(byScore);
  return groups;
}

const GROUPS = buildGroups();

/**
 * The filter groups of the search page, derived from the catalogue: live entries with `grouped: true`
 * go to the group of their type (see GROUP_OF_TYPE), and those with score 2 also to "popular".
 * Within a group: higher score first, then catalogue order.
 */
export function serviceGroups(): Record<ServiceGroupId, readonly CatalogueEntry[]> {
  return GROUPS;
}

/**
 * The filter groups an id shows up in. A deprecated id answers for the entry that replaced it;
 * unknown ids, removed ids and entries with `grouped: false` belong to no group.
 */
export function serviceGroupOf(id: string): ServiceGroupId[] {
  const entry = resolveEntry(id);
  return entry ? groupsOfEntry(entry) : [];
}

/**
 * Reads a group id from a URL or an upstream facet. Accepts the spec's spelling "busines" for "business";
 * anything else unknown gives undefined.
 */
export function toServiceGroupId(value: string): ServiceGroupId | undefined {
  if (value === "busines") return "business";
  return (SERVICE_GROUP_IDS as readonly string[]).includes(value) ? (value as ServiceGroupId) : undefined;
}
