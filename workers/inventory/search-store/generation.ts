/**
 * A tenant's generations (table search_generations, docs/decisions/0083, 0115): what everything the
 * search store keeps is judged by. The search generation judges kept searches (KV) and is made new by
 * every `forget`; the type generation judges the isolate's memos of type and house data (memos.ts) and
 * is made new only by writes of that data (forget.ts, `ForgetWhat`). Both are read in the same round
 * trip as what a search reads. Null when the tenant has none yet: nothing is kept then.
 */
export type Generation = number | null;

/** The tenant's current generations, as a statement to batch with what they version. */
export const generationQuery = (db: D1Database, ibeUid: string) =>
  db.prepare("SELECT generation, type_generation FROM search_generations WHERE ibe_uid = ?1").bind(ibeUid);

/** The search generation `generationQuery` read. */
export const generationOf = (read: D1Result<Record<string, unknown>> | undefined): Generation =>
  (read?.results[0]?.generation as number | undefined) ?? null;

/** The type generation `generationQuery` read. */
export const typeGenerationOf = (read: D1Result<Record<string, unknown>> | undefined): Generation =>
  (read?.results[0]?.type_generation as number | undefined) ?? null;

/** Both of the tenant's generations, in one read. */
export async function readGenerations(
  db: D1Database,
  ibeUid: string,
): Promise<{ generation: Generation; typeGeneration: Generation }> {
  const read = await generationQuery(db, ibeUid).all();
  return { generation: generationOf(read), typeGeneration: typeGenerationOf(read) };
}

export async function readGeneration(db: D1Database, ibeUid: string): Promise<Generation> {
  return (await readGenerations(db, ibeUid)).generation;
}

/** Whether something kept at `kept` may still answer at `current`. */
export const isCurrent = (kept: Generation | undefined, current: Generation): boolean =>
  current !== null && kept === current;
