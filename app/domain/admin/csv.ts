/**
 * CSV as RFC 4180 has it (comma separated, CRLF line ends, a field quoted when it holds a comma, a
 * quote, CR or LF, quotes doubled), made safe to open in a spreadsheet: a text cell starting with
 * = + - @ tab or CR would be read as a formula (OWASP "CSV injection"), so it gets a leading
 * apostrophe and shows as the text it is. Numbers are written as numbers.
 */
export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field: neutralised when it could start a formula, quoted when it must be. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record with its CRLF. */
export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** The byte order mark that makes Excel read the file as UTF-8. */
export const UTF8_BOM = "\uFEFF";
