import { channelsOf } from "./catalogue-channels";
import { liveEntries, resolveEntry } from "./catalogue-lookup";
import type { CatalogueEntry } from "./catalogue-types";
import { type ChannelCodeRef, type ChannelId, type CodeListName, flattenChannelCodes } from "./channel-codes";

function codesIn(entry: CatalogueEntry, channel: ChannelId, codeList: CodeListName): readonly string[] {
  const lists = channelsOf(entry.id)?.[channel] as Readonly<Record<string, readonly string[] | undefined>> | undefined;
  return lists?.[codeList] ?? [];
}

/**
 * Live entries that map to a channel code, e.g. "which entry is Booking.com property code 5001".
 * Usually one entry or none; a list because a code could in principle carry two of our meanings.
 */
export function findByChannelCode<C extends ChannelId>(
  channel: C,
  codeList: CodeListName<C>,
  code: string | number,
): CatalogueEntry[] {
  const wanted = String(code).trim();
  return liveEntries().filter((entry) => codesIn(entry, channel, codeList).includes(wanted));
}

/**
 * All channel codes of an id, flattened. A deprecated id answers for the entry that replaced it;
 * unknown and removed ids have none.
 */
export function channelCodesOf(id: string): ChannelCodeRef[] {
  const entry = resolveEntry(id);
  return entry ? flattenChannelCodes(channelsOf(entry.id)) : [];
}

/**
 * The codes of one channel code list for a set of service ids (e.g. an apartment's services for a
 * Booking.com export): ids are resolved like channelCodesOf, codes are de-duplicated, order kept.
 */
export function channelCodesFor<C extends ChannelId>(
  ids: readonly string[],
  channel: C,
  codeList: CodeListName<C>,
): string[] {
  const codes = new Set<string>();
  for (const id of ids) {
    const entry = resolveEntry(id);
    if (entry) for (const code of codesIn(entry, channel, codeList)) codes.add(code);
  }
  return [...codes];
}
