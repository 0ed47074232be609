import codeLists from "./channel-code-lists.json";
import { type ChannelId, type CodeListName, type PublicCodeListId, publicCodeListOf } from "./channel-codes";

const names = codeLists.lists as Readonly<Record<PublicCodeListId, Readonly<Record<string, string>>>>;

/** English name of a code in a public code list, as published (only codes the catalogue uses are kept). */
export function publicCodeName(list: PublicCodeListId, code: string): string | undefined {
  return names[list]?.[code];
}

/** English name of a channel code, e.g. channelCodeName("booking-com", "property", "5001") = "Public transport tickets". */
export function channelCodeName(channel: ChannelId, codeList: CodeListName, code: string): string | undefined {
  const list = publicCodeListOf(channel, codeList);
  return list ? publicCodeName(list, code) : undefined;
}
