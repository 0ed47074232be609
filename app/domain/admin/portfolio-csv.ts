import Papa from "papaparse";
import { WEEKDAYS } from "../../../shared/ota/back-office-calendar";
import type { Portfolio } from "../../../shared/ota/back-office-import";
import { type CsvDialect, type CsvValue, csvRecord } from "./csv";

/**
 * A portfolio as one CSV file (docs/guides/portfolio-import.md): a `record` column says what each row
 * is (a house, an apartment type, or a day range of an apartment type's calendar), the other columns
 * are the union of the three records' fields; a row fills those of its record. One table of columns
 * writes the file, reads it back, and names the column of a problem's JSON path.
 */

export const RECORD_TYPES = { house: "houses", apartmentType: "apartmentTypes", day: "calendar" } as const;
export type RecordType = keyof typeof RECORD_TYPES;
type RecordList = (typeof RECORD_TYPES)[RecordType];

/**
 * How a cell holds a value: text as it is; `optional` text left out when empty; numbers (empty: left
 * out, so the schema names it missing); `nullable` numbers (empty: null); yes/no (empty: left out,
 * the default); a day's `flag` (empty: no); a space-separated list (empty: none); weekdays (empty:
 * every day); channel links as `CHANNEL=id` pairs.
 */
type Kind = "text" | "optional" | "number" | "nullable" | "bool" | "flag" | "list" | "weekdays" | "channels";
type Column = { column: string; path: readonly string[]; kind: Kind };

const col = (column: string, path: string | readonly string[], kind: Kind = "text"): Column => ({
  column,
  path: typeof path === "string" ? [path] : path,
  kind,
});

/** Each record's columns, in the file's order within the record. */
const COLUMNS: Record<RecordType, readonly Column[]> = {
  day: [
    col("apartmentTypeId", "apartmentTypeId"),
    col("from", "from"),
    col("to", "to"),
    col("weekdays", "weekdays", "weekdays"),
    col("price", ["set", "price"], "nullable"),
    col("units", ["set", "units"], "nullable"),
    col("closed", ["set", "closed"], "flag"),
    col("closedToArrival", ["set", "closedToArrival"], "flag"),
    col("closedToDeparture", ["set", "closedToDeparture"], "flag"),
    col("minStay", ["set", "minStay"], "nullable"),
  ],
  apartmentType: [
    col("units", "units", "number"),
    col("minStay", "minStay", "number"),
    col("id", "id"),
    col("propertyId", "propertyId"),
    col("active", "active", "bool"),
    col("nameEn", ["name", "en"]),
    col("nameDe", ["name", "de"]),
    col("descriptionEn", ["description", "en"]),
    col("descriptionDe", ["description", "de"]),
    col("services", "services", "list"),
    col("sizeMin", "sizeMin", "number"),
    col("sizeMax", "sizeMax", "number"),
    col("bedrooms", "bedrooms", "number"),
    col("bathrooms", "bathrooms", "number"),
    col("beds", "beds", "number"),
    col("maxOccupancy", "maxOccupancy", "number"),
    col("maxStay", "maxStay", "number"),
    col("bookingMode", "bookingMode"),
    col("channelLinks", "channelLinks", "channels"),
    col("baseNightly", "baseNightly", "number"),
    col("cleaningFee", "cleaningFee", "number"),
  ],
  house: [
    col("id", "id"),
    col("owner", "ownerIbeUid", "optional"),
    col("active", "active", "bool"),
    col("name", "name"),
    col("descriptionEn", ["description", "en"]),
    col("descriptionDe", ["description", "de"]),
    col("services", "services", "list"),
    col("street", ["address", "street"]),
    col("houseNumber", ["address", "houseNumber"]),
    col("postcode", ["address", "postcode"]),
    col("city", ["address", "city"]),
    col("country", ["address", "country"]),
    col("lat", ["address", "lat"], "number"),
    col("long", ["address", "long"], "number"),
    col("checkInFrom", "checkInFrom"),
    col("checkOutUntil", "checkOutUntil"),
    col("paymentMethods", "paymentMethods", "list"),
    col("contactName", ["contact", "name"]),
    col("contactEmail", ["contact", "email"]),
    col("contactPhone", ["contact", "phone"]),
  ],
};

/** The file's header: `record`, then every record's columns, each name once. */
export const PORTFOLIO_CSV_HEADER: readonly string[] = [
  "record",
  ...new Set(Object.values(COLUMNS).flatMap((columns) => columns.map((c) => c.column))),
];

function valueAt(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string, unknown> | undefined)?.[key];
  return current;
}

function cellOf(value: unknown, kind: Kind): CsvValue {
  if (value === undefined || value === null) return null;
  if (kind === "bool" || kind === "flag") return value ? "yes" : "no";
  if (kind === "list" || kind === "weekdays") return (value as string[]).join(" ");
  if (kind === "channels")
    return Object.entries(value as Record<string, { externalId: string }>)
      .map(([channel, link]) => `${channel}=${link.externalId}`)
      .join(" ");
  return value as string | number;
}

/** One record's row: trailing empty cells left off (the day rows, most of the file, stay short). */
function rowOf(record: RecordType, value: unknown): CsvValue[] {
  const cells: CsvValue[] = PORTFOLIO_CSV_HEADER.map(() => null);
  cells[0] = record;
  for (const column of COLUMNS[record]) {
    cells[PORTFOLIO_CSV_HEADER.indexOf(column.column)] = cellOf(valueAt(value, column.path), column.kind);
  }
  while (cells.length > 1 && (cells.at(-1) === null || cells.at(-1) === "")) cells.pop();
  return cells;
}

/** The portfolio as CSV in the dialect given (written with csv.ts: formula-safe cells). */
export function portfolioCsv(portfolio: Portfolio, dialect: CsvDialect): string {
  const rows = [
    csvRecord(PORTFOLIO_CSV_HEADER, dialect),
    ...portfolio.houses.map((house) => csvRecord(rowOf("house", house), dialect)),
    ...portfolio.apartmentTypes.map((type) => csvRecord(rowOf("apartmentType", type), dialect)),
    ...portfolio.calendar.map((row) =>
      csvRecord(rowOf("day", row.weekdays.length === WEEKDAYS.length ? { ...row, weekdays: [] } : row), dialect),
    ),
  ];
  return rows.join("");
}

/** Where a record of the file starts: its line (1 is the header). */
export type RecordLines = Record<RecordList, number[]>;

/** A problem of the file: its line and column where it has them, and what is wrong. */
export type CsvProblem = { line: number | null; column: string | null; message: string };

const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;
const TRUE = new Set(["yes", "true", "1", "ja", "x"]);
const FALSE = new Set(["no", "false", "0", "nein"]);

/** A cell as its value, or undefined to leave the field out. A cell that cannot be read stays text. */
function readCell(cell: string, kind: Kind, decimalComma: boolean): unknown {
  const text = cell.trim();
  if (kind === "text") return cell.replace(FORMULA_GUARD, "");
  if (kind === "optional") return text === "" ? undefined : text.replace(FORMULA_GUARD, "");
  if (kind === "list" || kind === "weekdays")
    return text === "" ? (kind === "list" ? [] : undefined) : text.split(/[\s,;]+/);
  if (kind === "bool" || kind === "flag") {
    if (text === "") return kind === "flag" ? false : undefined;
    const lower = text.toLowerCase();
    return TRUE.has(lower) ? true : FALSE.has(lower) ? false : text;
  }
  if (kind === "channels") {
    if (text === "") return undefined;
    const links: Record<string, { externalId: string }> = {};
    for (const pair of text.split(/\s+/)) {
      const [channel, externalId = ""] = pair.split("=");
      links[channel ?? ""] = { externalId };
    }
    return links;
  }
  if (text === "") return kind === "nullable" ? null : undefined;
  const normalised = decimalComma ? text.replace(",", ".") : text;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : text;
}

function setAt(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let current = target;
  for (const key of path.slice(0, -1)) {
    current[key] ??= {};
    current = current[key] as Record<string, unknown>;
  }
  current[path.at(-1)!] = value;
}

/**
 * The file read into the portfolio's shape (not yet validated: the schema does that), where each
 * record starts, and what could not be read at all (an unknown record type, a file without the
 * `record` column). Comma or semicolon separated; with semicolons, decimal commas.
 */
export function readPortfolioCsv(text: string): {
  portfolio: Record<RecordList, Record<string, unknown>[]>;
  lines: RecordLines;
  problems: CsvProblem[];
} {
  const portfolio: Record<RecordList, Record<string, unknown>[]> = { houses: [], apartmentTypes: [], calendar: [] };
  const lines: RecordLines = { houses: [], apartmentTypes: [], calendar: [] };
  const problems: CsvProblem[] = [];
  const body = text.replace(/^\uFEFF/, "");
  let header: string[] | null = null;
  // Each record's columns with their place in this file's header (columns it lacks read as empty).
  const positions = { house: [], apartmentType: [], day: [] } as Record<RecordType, (readonly [number, Column])[]>;
  let decimalComma = false;
  let line = 1;
  let consumed = 0;
  Papa.parse<string[]>(body, {
    delimitersToGuess: [",", ";"],
    skipEmptyLines: true,
    step: (result) => {
      // The row's first line: after the blank lines skipped before it; then past the row's own lines.
      const cursor = result.meta.cursor;
      let i = consumed;
      for (; i < cursor && (body.charCodeAt(i) === 10 || body.charCodeAt(i) === 13); i++)
        if (body.charCodeAt(i) === 10) line++;
      const start = line;
      for (i = body.indexOf("\n", i); i !== -1 && i < cursor; i = body.indexOf("\n", i + 1)) line++;
      consumed = cursor;
      const cells = result.data;
      if (!header) {
        header = cells.map((cell) => cell.trim());
        decimalComma = result.meta.delimiter === ";";
        for (const record of Object.keys(COLUMNS) as RecordType[])
          positions[record] = COLUMNS[record].map((column) => [header!.indexOf(column.column), column] as const);
        if (!header.includes("record")) problems.push({ line: 1, column: "record", message: "missingRecordColumn" });
        return;
      }
      if (!header.includes("record")) return;
      const record = (cells[header.indexOf("record")] ?? "").trim() as RecordType;
      if (!(record in RECORD_TYPES)) {
        problems.push({ line: start, column: "record", message: "unknownRecord" });
        return;
      }
      const value: Record<string, unknown> = {};
      for (const [index, column] of positions[record]) {
        const read = readCell(cells[index] ?? "", column.kind, decimalComma);
        if (read !== undefined) setAt(value, column.path, read);
      }
      // A house without any contact cell leaves its contact out (kept as stored).
      if (record === "house" && Object.values((value.contact as object) ?? {}).every((cell) => cell === ""))
        delete value.contact;
      portfolio[RECORD_TYPES[record]].push(value);
      lines[RECORD_TYPES[record]].push(start);
    },
  });
  if (!header) problems.push({ line: null, column: null, message: "empty" });
  return { portfolio, lines, problems };
}

/** A problem's JSON path (`["apartmentTypes", 3, "name", "en"]`) as the file's line and column. */
export function problemAt(lines: RecordLines, path: readonly (string | number)[], message: string): CsvProblem {
  const [list, index, ...rest] = path;
  const record = (Object.keys(RECORD_TYPES) as RecordType[]).find((r) => RECORD_TYPES[r] === list);
  const line = record && typeof index === "number" ? (lines[RECORD_TYPES[record]][index] ?? null) : null;
  if (!record || line === null) return { line: null, column: null, message };
  const keys = rest.map(String);
  // The column whose path holds the problem's (or, for a whole missing object, the first inside it).
  const column =
    COLUMNS[record].find((c) => keys.length >= c.path.length && c.path.every((key, i) => keys[i] === key)) ??
    COLUMNS[record].find((c) => keys.every((key, i) => c.path[i] === key));
  return { line, column: column?.column ?? null, message };
}

/** The largest file the import page takes (a year of daily prices for 500 apartment types is ~16 MB). */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/** A request above this cannot hold an acceptable file (the form's few other fields take far less). */
export const MAX_IMPORT_REQUEST_BYTES = MAX_IMPORT_FILE_BYTES + 64 * 1024;

/** The export's file name: the brand (or "all") and the day. */
export function portfolioCsvFilename(scope: string, day: string): string {
  return `portfolio-${scope.replace(/[^a-z0-9-]/gi, "")}-${day}.csv`;
}
