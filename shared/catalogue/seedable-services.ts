import { liveEntries } from "./catalogue-lookup";

/**
 * Ids an apartment in the inventory may carry: every live entry, in catalogue order. Deprecated ids
 * are never seeded, so seeded data needs no normalisation. Generators can weight their picks by the
 * entry's `score` and `type` (see getEntry).
 */
export function seedableServiceIds(): string[] {
  return liveEntries().map((entry) => entry.id);
}
