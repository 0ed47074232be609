import type { Generation } from "./generation";

/**
 * Rows about apartment types this isolate has read (a search's facts, listings' rows, the placed types
 * of a grid cell: docs/decisions/0048, 0050), each under the type generation of its tenant it was read
 * at (docs/decisions/0083, 0115: availability writes leave it). Only rows of the tenant's latest remembered generation are answered; rows of
 * an older one are passed over and age out. At most `size` rows, or rows weighing that much by `weigh`
 * (at least 1 each); the least recently remembered go first.
 */
export class GenerationRowMemo<Row extends { id: string }> {
  /** The latest generation remembered per tenant. */
  readonly #generations = new Map<string, number>();
  readonly #rows = new Map<string, { generation: number; row: Row }>();
  #weight = 0;

  constructor(
    readonly size: number,
    private readonly weigh: (row: Row) => number = () => 1,
  ) {}

  /** The generation the tenant's remembered rows belong to, and of these ids the rows remembered and the ids not. */
  lookup(ibeUid: string, ids: readonly string[]): { generation: Generation; rows: Row[]; missing: string[] } {
    const generation = this.#generations.get(ibeUid) ?? null;
    const rows: Row[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const kept = this.#rows.get(key(ibeUid, id));
      if (kept && kept.generation === generation) rows.push(kept.row);
      else missing.push(id);
    }
    return { generation, rows, missing };
  }

  /** Remembers rows read at `generation`; rows of no generation (null) are not remembered. */
  remember(generation: Generation, ibeUid: string, rows: readonly Row[]): void {
    if (generation === null) return;
    this.#generations.set(ibeUid, generation);
    for (const row of rows) {
      const at = key(ibeUid, row.id);
      this.#forget(at);
      this.#rows.set(at, { generation, row });
      this.#weight += this.#weightOf(row);
      while (this.#weight > this.size && this.#rows.size > 1) this.#forget(this.#rows.keys().next().value!);
    }
  }

  #weightOf(row: Row): number {
    return Math.max(1, this.weigh(row));
  }

  #forget(at: string): void {
    const kept = this.#rows.get(at);
    if (!kept) return;
    this.#rows.delete(at);
    this.#weight -= this.#weightOf(kept.row);
  }
}

const key = (ibeUid: string, id: string) => `${ibeUid}\n${id}`;

/**
 * Rows of these ids from `memo` where it remembers them at the tenant's current type generation, the others
 * read with `read` (which answers the generation it read them at, in the same round trip). With
 * `generation`, the one read earlier in the same request (with a search's candidates), rows all
 * remembered need no read at all; without it, the generation is read with the missing rows. When the
 * generation read is not the remembered one, every row is read anew.
 */
export async function rememberedRows<Row extends { id: string }>(
  memo: GenerationRowMemo<Row>,
  ibeUid: string,
  ids: readonly string[],
  generation: Generation | undefined,
  read: (ids: readonly string[]) => Promise<{ generation: Generation; rows: Row[] }>,
): Promise<Row[]> {
  if (ids.length === 0) return [];
  const known = memo.lookup(ibeUid, ids);
  if (known.missing.length === 0 && known.generation !== null && generation === known.generation) return known.rows;
  const fresh = await read(known.missing);
  if (fresh.generation !== null && fresh.generation === known.generation) {
    memo.remember(fresh.generation, ibeUid, fresh.rows);
    return [...known.rows, ...fresh.rows];
  }
  // The tenant's generation moved on since the remembered rows were read (or none were): all are read now.
  const all = known.rows.length > 0 ? await read(ids) : fresh;
  memo.remember(all.generation, ibeUid, all.rows);
  return all.rows;
}
