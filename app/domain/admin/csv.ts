/**
 * CSV as RFC 4180 has it (comma separated, CRLF line ends, a field quoted when it holds the
 * separator, a quote, CR or LF, quotes doubled), made safe to open in a spreadsheet: a text cell
 * starting with = + - @ tab or CR would be read as a formula (OWASP "CSV injection"), so it gets a
 * leading apostrophe and shows as the text it is. Numbers are written as numbers.
 *
 * Spreadsheets read CSV in their locale's convention: English ones comma separated with a decimal
 * point, German ones (Excel, LibreOffice, Numbers) semicolon separated with a decimal comma. A
 * dialect says which; RFC 4180's is the default.
 */
export type CsvDialect = { separator: "," | ";"; decimalMark: "." | "," };

export const COMMA_DECIMAL_POINT: CsvDialect = { separator: ",", decimalMark: "." };
export const SEMICOLON_DECIMAL_COMMA: CsvDialect = { separator: ";", decimalMark: "," };

/** The dialect a spreadsheet in the page's language reads: semicolons and decimal commas in German. */
export function csvDialectFor(language: string): CsvDialect {
  return language === "de" ? SEMICOLON_DECIMAL_COMMA : COMMA_DECIMAL_POINT;
}

/** An exact decimal number as text ("1234.50", from minor units), written with the dialect's mark. */
export type CsvDecimal = { decimal: string };
export const csvDecimal = (decimal: string): CsvDecimal => ({ decimal });

export type CsvValue = string | number | CsvDecimal | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

function withDecimalMark(digits: string, dialect: CsvDialect): string {
  return dialect.decimalMark === "." ? digits : digits.replace(".", dialect.decimalMark);
}

function quoted(text: string, dialect: CsvDialect): string {
  const needsQuotes = text.includes(dialect.separator) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One field: neutralised when it could start a formula, quoted when it must be. */
export function csvField(value: CsvValue, dialect: CsvDialect = COMMA_DECIMAL_POINT): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") {
    return Number.isFinite(value) ? quoted(withDecimalMark(String(value), dialect), dialect) : "";
  }
  if (typeof value === "object") {
    return DECIMAL.test(value.decimal)
      ? quoted(withDecimalMark(value.decimal, dialect), dialect)
      : csvField(value.decimal, dialect);
  }
  return quoted(FORMULA_START.test(value) ? `'${value}` : value, dialect);
}

/** One record with its CRLF. */
export function csvRecord(values: readonly CsvValue[], dialect: CsvDialect = COMMA_DECIMAL_POINT): string {
  return `${values.map((value) => csvField(value, dialect)).join(dialect.separator)}\r\n`;
}

/** The byte order mark that makes Excel read the file as UTF-8. */
export const UTF8_BOM = "\uFEFF";
