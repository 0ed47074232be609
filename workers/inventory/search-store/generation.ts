/**
 * A tenant's search generation (table search_generations, docs/decisions/0083): what everything a
 * search keeps is judged by. It is read in the same round trip as what a search reads, and made new
 * by `forget` (forget.ts). Null when the tenant has none yet: nothing is kept then.
 */
export type Generation = number | null;

/** The tenant's current generation, as a statement to batch with what it versions. */
export const generationQuery = (db: D1Database, ibeUid: string) =>
  db.prepare("SELECT generation FROM search_generations WHERE ibe_uid = ?1").bind(ibeUid);

export const generationOf = (read: D1Result<Record<string, unknown>> | undefined): Generation =>
  (read?.results[0]?.generation as number | undefined) ?? null;

export async function readGeneration(db: D1Database, ibeUid: string): Promise<Generation> {
  return generationOf(await generationQuery(db, ibeUid).all());
}

/** Whether something kept at `kept` may still answer at `current`. */
export const isCurrent = (kept: Generation | undefined, current: Generation): boolean =>
  current !== null && kept === current;
