import type { ParseKeys } from "i18next";

/** A key of the message catalogue: rules, schemas and flash messages name what they say with these. */
export type MessageKey = ParseKeys;

/** What a page shows for a message that is not in the catalogue (a stray string never shows raw). */
export const FALLBACK_MESSAGE_KEY = "validation.invalidField" satisfies MessageKey;

/**
 * Messages that cross a boundary as plain strings (conform's field errors, an upstream's label keys,
 * a flash cookie) are catalogue keys by contract; `lookup` (the loaded catalogue's entry for a key)
 * checks it at run time. A group of messages is not a message.
 */
export function isMessageKey(value: string, lookup: (key: string) => unknown): value is MessageKey {
  return value !== "" && typeof lookup(value) === "string";
}

/** A translator for pure builders (mails, receipts): catalogue keys only, the language already chosen. */
export type Translate = (key: MessageKey, values?: Record<string, unknown>) => string;
