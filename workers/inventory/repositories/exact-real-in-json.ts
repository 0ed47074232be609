/**
 * A REAL column carried inside a text value (one value for many rows, docs/decisions/0045) without
 * losing a bit. SQLite's own float to text (printf, JSON, `||`) rounds to 15-17 digits by its own
 * digit generator, which does not give back every double; this encoding uses no decimal fractions:
 * a double x with 2^(52-k) <= |x| < 2^(63-k) is an integer multiple of 2^-k (its last mantissa bit is
 * worth at least that), and |x * 2^k| < 2^63, so `CAST(x * 2^k AS INTEGER)` is exact (multiplying
 * by a power of two only moves the exponent), its decimal digits are exact, and that integer parsed
 * back (a double's value, so exactly representable) and divided by 2^k is x again, bit for bit.
 *
 * Four windows of k cover 2^-36 <= |x| < 2^8, every latitude and longitude but those within about
 * 1.6e-11 degrees of zero (and zero itself, which is exact in any window). Any other value is sent as
 * `null,0`: the caller must then read that value another way (`decodeExactReal` answers undefined).
 * Every literal is a small integer or a power of two below 2^53, which SQLite parses exactly.
 */

/** The exponents k, largest values first; each window covers 11 binades. */
const WINDOWS = [
  { k: 55, atLeast: "8.0", scale: "4294967296.0 * 8388608.0" },
  { k: 66, atLeast: "16384.0", scale: "4294967296.0 * 4294967296.0 * 4.0" },
  { k: 77, atLeast: "33554432.0", scale: "4294967296.0 * 4294967296.0 * 8192.0" },
  { k: 88, atLeast: "68719476736.0", scale: "4294967296.0 * 4294967296.0 * 16777216.0" },
] as const;

/**
 * A SQL text expression of the REAL `column` as `m,k` (two JSON numbers: x = m / 2^k), `0,55` for
 * zero, `null,0` when x lies outside the windows. `|x| * 2^(k-52) >= 1` is `|x| >= 2^(52-k)`.
 */
export function exactRealSql(column: string): string {
  const abs = `abs(${column})`;
  const windows = WINDOWS.map(
    (w) => `WHEN ${abs} * ${w.atLeast} >= 1.0 THEN CAST(${column} * ${w.scale} AS INTEGER) || ',${w.k}'`,
  ).join(" ");
  return `(CASE WHEN ${abs} >= 256.0 THEN 'null,0' ${windows} WHEN ${column} = 0 THEN '0,55' ELSE 'null,0' END)`;
}

const POWERS = new Map<number, number>(WINDOWS.map((w) => [w.k, 2 ** w.k]));

/** The double `exactRealSql` encoded as `m,k`; undefined when it was outside the windows (`null,0`). */
export function decodeExactReal(m: unknown, k: unknown): number | undefined {
  const power = typeof k === "number" ? POWERS.get(k) : undefined;
  if (power === undefined || typeof m !== "number") return undefined;
  return m / power;
}
