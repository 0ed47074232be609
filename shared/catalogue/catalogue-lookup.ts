import type { Language } from "../tenancy/tenant";
import { CATALOGUE_ENTRIES } from "./catalogue-entries";
import type { CatalogueEntry } from "./catalogue-types";

/** Every entry, deprecated ones included, in catalogue order. */
export const CATALOGUE: readonly CatalogueEntry[] = CATALOGUE_ENTRIES;

const byId: ReadonlyMap<string, CatalogueEntry> = new Map(CATALOGUE.map((entry) => [entry.id, entry]));

const live: readonly CatalogueEntry[] = CATALOGUE.filter((entry) => entry.deprecated === undefined);

/** Entries that are not deprecated, in catalogue order. */
export function liveEntries(): readonly CatalogueEntry[] {
  return live;
}

/** The entry with this id, deprecated or not; undefined for an unknown id. */
export function getEntry(id: string): CatalogueEntry | undefined {
  return byId.get(id);
}

/** A service's name in a language, or its id when the catalogue does not know it (never a blank line). */
export function serviceName(id: string, lng: Language): string {
  return byId.get(id)?.name[lng] ?? id;
}

export function isLive(entry: CatalogueEntry): boolean {
  return entry.deprecated === undefined;
}

/**
 * The live entry an id stands for today: the entry itself when live, the end of its `replacedBy`
 * chain when deprecated. Undefined for unknown ids, for ids marked `remove`, and for a broken chain
 * (the integrity tests keep chains sound, this only guards against a loop in bad data).
 */
export function resolveEntry(id: string): CatalogueEntry | undefined {
  const seen = new Set<string>();
  let entry = byId.get(id);
  while (entry?.deprecated) {
    if (!("replacedBy" in entry.deprecated) || seen.has(entry.id)) return undefined;
    seen.add(entry.id);
    entry = byId.get(entry.deprecated.replacedBy);
  }
  return entry;
}
