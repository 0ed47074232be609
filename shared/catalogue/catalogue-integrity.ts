import { isIconId } from "./catalogue-icons";
import { type CatalogueEntry, SERVICE_TYPES, type ServiceType } from "./catalogue-types";
import {
  CHANNEL_CODE_LISTS,
  flattenChannelCodes,
  isChannelId,
  isCodeListOf,
  type PublicCodeListId,
  publicCodeListOf,
} from "./channel-codes";

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Types whose OTA HAC codes go to TRUST.ServiceCode; the others use TRUST.FacilityCode (see channel-codes.ts). */
const SERVICE_LIKE_TYPES: ReadonlySet<ServiceType> = new Set(["service", "businessService", "corona", "languages"]);

function structureProblems(entry: CatalogueEntry): string[] {
  const problems: string[] = [];
  const at = `entry "${entry.id}"`;
  if (!KEBAB_CASE.test(entry.id)) problems.push(`${at}: id is not kebab-case`);
  if (!(SERVICE_TYPES as readonly string[]).includes(entry.type)) problems.push(`${at}: unknown type ${entry.type}`);
  if (entry.nameI18n !== `services.${entry.id}`) problems.push(`${at}: nameI18n must be services.${entry.id}`);
  for (const language of ["de", "en"] as const) {
    const name = entry.name?.[language];
    if (typeof name !== "string" || name.trim() === "" || name !== name.trim() || /\s{2}/.test(name)) {
      problems.push(`${at}: missing or untidy ${language} name`);
    }
  }
  if (!isIconId(entry.iconId)) problems.push(`${at}: unknown icon id ${entry.iconId}`);
  if (![0, 1, 2].includes(entry.score)) problems.push(`${at}: score must be 0, 1 or 2`);
  if (typeof entry.grouped !== "boolean") problems.push(`${at}: grouped must be a boolean`);
  return problems;
}

function channelProblems(entry: CatalogueEntry): string[] {
  const problems: string[] = [];
  const at = `entry "${entry.id}"`;
  for (const [channel, lists] of Object.entries(entry.channels ?? {})) {
    if (!isChannelId(channel)) {
      problems.push(`${at}: unknown channel ${channel}`);
      continue;
    }
    for (const [codeList, codes] of Object.entries(lists ?? {}) as [string, unknown][]) {
      if (!isCodeListOf(channel, codeList)) {
        problems.push(
          `${at}: ${channel} has no code list ${codeList} (known: ${CHANNEL_CODE_LISTS[channel].join(", ")})`,
        );
        continue;
      }
      const list = codes as readonly unknown[];
      if (!Array.isArray(list) || list.length === 0) problems.push(`${at}: ${channel}.${codeList} is empty`);
      else if (new Set(list).size !== list.length) problems.push(`${at}: ${channel}.${codeList} repeats a code`);
      if (list.some((code) => typeof code !== "string" || code.trim() !== code || code === "")) {
        problems.push(`${at}: ${channel}.${codeList} holds a code that is not a trimmed string`);
      }
      if (publicCodeListOf(channel, codeList) === null) {
        problems.push(`${at}: ${channel}.${codeList} has no public code list, so it cannot carry codes`);
      }
      if (channel === "TRUST" && codeList === "ServiceCode" && !SERVICE_LIKE_TYPES.has(entry.type)) {
        problems.push(`${at}: HAC codes of a ${entry.type} belong in TRUST.FacilityCode`);
      }
      if (channel === "TRUST" && codeList === "FacilityCode" && SERVICE_LIKE_TYPES.has(entry.type)) {
        problems.push(`${at}: HAC codes of a ${entry.type} belong in TRUST.ServiceCode`);
      }
    }
  }
  return problems;
}

function deprecationProblems(entry: CatalogueEntry, byId: ReadonlyMap<string, CatalogueEntry>): string[] {
  const deprecated = entry.deprecated;
  if (!deprecated) return [];
  const at = `entry "${entry.id}"`;
  const problems: string[] = [];
  if (entry.channels && flattenChannelCodes(entry.channels).length > 0) {
    problems.push(`${at}: a deprecated entry must not carry channel codes (its replacement does)`);
  }
  if (!("replacedBy" in deprecated)) {
    if (deprecated.remove !== true) problems.push(`${at}: deprecated needs replacedBy or remove: true`);
    return problems;
  }
  const seen = [entry.id];
  let target = byId.get(deprecated.replacedBy);
  let targetId = deprecated.replacedBy;
  while (true) {
    if (!target) return [...problems, `${at}: replacedBy chain reaches unknown id "${targetId}"`];
    if (seen.includes(target.id)) return [...problems, `${at}: replacedBy cycle ${[...seen, target.id].join(" -> ")}`];
    if (!target.deprecated) break;
    if (!("replacedBy" in target.deprecated)) {
      return [...problems, `${at}: replacedBy chain ends at removed entry "${target.id}"`];
    }
    seen.push(target.id);
    targetId = target.deprecated.replacedBy;
    target = byId.get(targetId);
  }
  if (target.type !== entry.type) problems.push(`${at}: replaced by "${target.id}" of another type (${target.type})`);
  return problems;
}

function duplicateCodeProblems(entries: readonly CatalogueEntry[]): string[] {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const entry of entries) {
    if (entry.deprecated) continue;
    for (const ref of flattenChannelCodes(entry.channels)) {
      const list: PublicCodeListId | null = publicCodeListOf(ref.channel, ref.codeList);
      if (!list) continue;
      const key = `${list} ${ref.code}`;
      const first = owner.get(key);
      if (first && first !== entry.id) problems.push(`code ${key} is claimed by "${first}" and "${entry.id}"`);
      else owner.set(key, entry.id);
    }
  }
  return problems;
}

/**
 * Everything that is wrong with a catalogue, as readable sentences; empty when sound. Checks: unique
 * kebab-case ids, i18n keys, both names, known icon ids, scores, channel and code-list names, codes
 * only where a public code list exists, the TRUST HAC convention, one live owner per public code,
 * and deprecations (replacedBy chains end at a live entry of the same type, no cycles, no codes).
 * Whether each code exists in its public list is checked against channel-code-lists.json by the tests.
 */
export function catalogueProblems(entries: readonly CatalogueEntry[]): string[] {
  const problems: string[] = [];
  const byId = new Map<string, CatalogueEntry>();
  for (const entry of entries) {
    if (byId.has(entry.id)) problems.push(`entry "${entry.id}": duplicate id`);
    else byId.set(entry.id, entry);
  }
  for (const entry of entries) {
    problems.push(...structureProblems(entry), ...channelProblems(entry), ...deprecationProblems(entry, byId));
  }
  problems.push(...duplicateCodeProblems(entries));
  return problems;
}
