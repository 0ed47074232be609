/**
 * The version of what apartment types are read from (types, properties, tenants' engines: table
 * search_facts_version, migration 0014); null without one.
 */
export type FactsVersion = number | null;

/**
 * Rows about apartment types this isolate has read (a search's facts, listings' rows, the placed types
 * of a grid cell: docs/decisions/0048, 0050), under the one version of the stored data they were read
 * with. They are reused only while that
 * version is still the stored one; remembering rows of another version forgets all the others. Per
 * tenant, as a read answers only the types the tenant's engine carries. At most `size` rows, or rows
 * weighing that much by `weigh` (at least 1 each); the least recently remembered go first.
 */
export class VersionedRowMemo<Row extends { id: string }> {
  #version: FactsVersion = null;
  readonly #rows = new Map<string, Row>();
  #weight = 0;

  constructor(
    readonly size: number,
    private readonly weigh: (row: Row) => number = () => 1,
  ) {}

  /** The version the remembered rows belong to, and of these ids the rows remembered and the ids not. */
  lookup(ibeUid: string, ids: readonly string[]): { version: FactsVersion; rows: Row[]; missing: string[] } {
    const rows: Row[] = [];
    const missing: string[] = [];
    for (const id of ids) {
      const row = this.#rows.get(key(ibeUid, id));
      if (row) rows.push(row);
      else missing.push(id);
    }
    return { version: this.#version, rows, missing };
  }

  /** Remembers rows read under `version`; a version of null (no stored version) is never remembered. */
  remember(version: FactsVersion, ibeUid: string, rows: readonly Row[]): void {
    if (version === null) return;
    if (version !== this.#version) {
      this.#rows.clear();
      this.#weight = 0;
      this.#version = version;
    }
    for (const row of rows) {
      const at = key(ibeUid, row.id);
      this.#forget(at);
      this.#rows.set(at, row);
      this.#weight += this.#weightOf(row);
      while (this.#weight > this.size && this.#rows.size > 1) this.#forget(this.#rows.keys().next().value!);
    }
  }

  #weightOf(row: Row): number {
    return Math.max(1, this.weigh(row));
  }

  #forget(at: string): void {
    const row = this.#rows.get(at);
    if (!row) return;
    this.#rows.delete(at);
    this.#weight -= this.#weightOf(row);
  }
}

const key = (ibeUid: string, id: string) => `${ibeUid}\n${id}`;
