/**
 * The order of an apartment type's photos (the first is the cover), as lists of photo ids. Pure; the
 * back office's buttons and the inventory's checks share these.
 */

/** The ids with `id` one place earlier (-1) or later (+1); unchanged at either end or when absent. */
export function movedPhoto(ids: readonly string[], id: string, by: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The ids with `id` first (the cover), the others in their order; unchanged when absent. */
export function withCover(ids: readonly string[], id: string): string[] {
  if (!ids.includes(id)) return [...ids];
  return [id, ...ids.filter((other) => other !== id)];
}

/** Whether `requested` names exactly the photos of `current`, each once (a new order of the same photos). */
export function isReorderOf(current: readonly string[], requested: readonly string[]): boolean {
  if (current.length !== requested.length) return false;
  const left = new Set(current);
  return new Set(requested).size === requested.length && requested.every((id) => left.has(id));
}
