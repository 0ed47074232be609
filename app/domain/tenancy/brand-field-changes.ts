import type { BrandFieldChange } from "./brand";

type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Leaf values by dotted path: objects are walked, arrays and scalars are leaves (a list changes as a whole). */
function leaves(value: Json, prefix: string, into: Map<string, Json>): Map<string, Json> {
  if (isPlainObject(value) && (prefix === "" || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix !== "") {
    into.set(prefix, value);
  }
  return into;
}

/**
 * The fields that differ between two versions of a brand, field by field (`theme.primary`,
 * `hosts`), in a stable order. A new brand (no `before`) lists every field with `before` undefined.
 */
export function brandFieldChanges(
  before: Record<string, Json> | undefined,
  after: Record<string, Json>,
): BrandFieldChange[] {
  const old = leaves(before ?? {}, "", new Map());
  const now = leaves(after, "", new Map());
  const fields = [...new Set([...old.keys(), ...now.keys()])].sort();
  return fields
    .filter((field) => JSON.stringify(old.get(field)) !== JSON.stringify(now.get(field)))
    .map((field) => ({ field, before: old.get(field), after: now.get(field) }));
}
