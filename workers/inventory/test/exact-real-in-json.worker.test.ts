import { describe, expect, it } from "vitest";
import { decodeExactReal, exactRealSql } from "../repositories/exact-real-in-json";
import { env } from "./test-env";

/**
 * `exactRealSql` in workerd's SQLite: doubles stored in a REAL column come back through the text
 * encoding bit for bit, the same numbers the column answers as a row value; values outside its
 * windows are reported (undefined), never answered rounded.
 */

/** A double from its two 32-bit halves (high, low). */
function fromBits(high: number, low: number): number {
  const view = new DataView(new ArrayBuffer(8));
  view.setUint32(0, high);
  view.setUint32(4, low);
  return view.getFloat64(0);
}

/** A small deterministic generator (the test's values are the same every run). */
function* randomDoubles(count: number, seed: number): Generator<number> {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state;
  };
  for (let i = 0; i < count; i++) {
    // Latitudes and longitudes with every mantissa bit random, and random bit patterns in the windows.
    yield (next() / 2 ** 32) * 360 - 180 + next() / 2 ** 64;
    yield fromBits((0x3dc00000 + (next() % 0x02b00000)) | (next() & 0x80000000), next());
  }
}

const AWKWARD = [
  0.1 + 0.2,
  52.524370000000005,
  52.52437,
  13.41053,
  -179.99999999999997,
  255.99999999999997,
  0.125,
  0.12499999999999999,
  -0.12499999999999999,
  2 ** -14,
  2 ** -14 * (1 - 2 ** -53),
  2 ** -25,
  2 ** -36,
  1 / 3,
  -2 / 3,
  0,
  1e-7,
  89.99999999999999,
];
const OUTSIDE = [256, -256, 1e300, 2 ** -36 * (1 - 2 ** -53), 1e-20, -5e-324];

async function throughSql(values: readonly number[]): Promise<{ x: number; decoded: number | undefined }[]> {
  const db = env.INVENTORY_DB;
  await db.prepare("CREATE TABLE IF NOT EXISTS exact_real_test (i INTEGER PRIMARY KEY, x REAL NOT NULL)").run();
  await db.prepare("DELETE FROM exact_real_test").run();
  const inserts: D1PreparedStatement[] = [];
  for (let from = 0; from < values.length; from += 50) {
    const part = values.slice(from, from + 50);
    const rows = part.map((_, i) => `(${from + i}, ?${i + 1})`).join(", ");
    inserts.push(db.prepare(`INSERT INTO exact_real_test (i, x) VALUES ${rows}`).bind(...part));
  }
  await db.batch(inserts);
  const { results } = await db
    .prepare(`SELECT x, '[' || ${exactRealSql("x")} || ']' AS e FROM exact_real_test ORDER BY i`)
    .all<{ x: number; e: string }>();
  return results.map((row) => {
    const [m, k] = JSON.parse(row.e) as [unknown, unknown];
    return { x: row.x, decoded: decodeExactReal(m, k) };
  });
}

describe("a REAL column carried as exact text", () => {
  it("answers awkward and random doubles bit for bit, as the column does", async () => {
    const values = [...AWKWARD, ...randomDoubles(5000, 45)];
    const got = await throughSql(values);
    expect(got).toHaveLength(values.length);
    const wrong = got.filter((row, i) => !Object.is(row.decoded, values[i]) || !Object.is(row.x, values[i]));
    expect(wrong).toEqual([]);
  });

  it("reports values outside its windows instead of rounding them", async () => {
    const got = await throughSql(OUTSIDE);
    expect(got.map((row) => row.decoded)).toEqual(OUTSIDE.map(() => undefined));
  });

  it("answers negative zero as zero, as SQLite stores it", async () => {
    const [row] = await throughSql([-0]);
    expect(row).toEqual({ x: 0, decoded: 0 });
  });
});
