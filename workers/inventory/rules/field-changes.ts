import type { FieldChange } from "../../../shared/ota/change-history";
import { canonicalJson } from "../http/ids";

/**
 * The fields of `fields` whose value differs between two versions of a record (by content: arrays
 * in order, objects whatever their key order), in the order given, each with both values; a missing
 * or undefined value reads as null. The history records these, so an edit that changes nothing
 * records nothing.
 */
export function fieldChanges<T extends object>(
  before: T | null,
  after: T | null,
  fields: readonly (keyof T & string)[],
) {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (canonicalJson(was) !== canonicalJson(is)) changes.push({ field, before: was, after: is });
  }
  return changes;
}
