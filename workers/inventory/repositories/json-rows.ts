/**
 * Rows written many at a time bind one JSON array per statement (D1 allows 100 bound parameters per
 * statement), read back with json_each. D1 takes a string of at most 1,000,000 bytes, so the rows are cut
 * into arrays of at most this many bytes (docs/decisions/0110).
 */
export const JSON_ROWS_MAX_BYTES = 512 * 1024;

/** The rows as JSON arrays of at most `maxBytes` each (a single larger row gets an array of its own). */
export function jsonRowChunks(rows: readonly unknown[], maxBytes = JSON_ROWS_MAX_BYTES): string[] {
  const chunks: string[] = [];
  let parts: string[] = [];
  let bytes = 2;
  for (const row of rows) {
    const text = JSON.stringify(row);
    const size = new TextEncoder().encode(text).byteLength + 1;
    if (parts.length > 0 && bytes + size > maxBytes) {
      chunks.push(`[${parts.join(",")}]`);
      parts = [];
      bytes = 2;
    }
    parts.push(text);
    bytes += size;
  }
  if (parts.length > 0) chunks.push(`[${parts.join(",")}]`);
  return chunks;
}

/** `value ->> 0, value ->> 1, ...`: a json_each row's fields in SQL, one per column. */
export function jsonRowValues(count: number): string {
  return Array.from({ length: count }, (_, i) => `value ->> ${i}`).join(", ");
}
