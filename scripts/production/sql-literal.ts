/**
 * A statement with its `?` placeholders replaced by SQL literals, for a `.sql` file that
 * `wrangler d1 execute --file` runs (it takes no parameters). Text is quoted with single quotes
 * doubled; a number must be finite. A `?` inside a quoted part of the statement is not a placeholder.
 */
export function inlineSqlParams(sql: string, params: readonly (string | number)[]): string {
  let next = 0;
  let quoted = false;
  let out = "";
  for (const char of sql) {
    if (char === "'") quoted = !quoted;
    if (char !== "?" || quoted) {
      out += char;
      continue;
    }
    if (next >= params.length) throw new Error(`more placeholders than the ${params.length} values`);
    out += sqlLiteral(params[next++] as string | number);
  }
  if (next !== params.length) throw new Error(`${params.length} values for ${next} placeholders`);
  return out;
}

function sqlLiteral(value: string | number): string {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}
