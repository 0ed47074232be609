import { resolveEntry } from "./catalogue-lookup";

/**
 * Normalises service ids coming from inventory data or URLs: a deprecated id becomes the live id it
 * was replaced by (following the whole chain), ids marked `remove` and unknown ids are dropped,
 * duplicates are removed, and the order of first appearance is kept.
 */
export function normaliseServiceIds(ids: readonly string[]): string[] {
  const result: string[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const entry = resolveEntry(id);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    result.push(entry.id);
  }
  return result;
}
