import type { z } from "zod";
import { type Portfolio, portfolioSchema } from "../../../shared/ota/back-office-import";
import { type CsvProblem, problemAt, type RecordLines, readPortfolioCsv } from "./portfolio-csv";

/**
 * An uploaded portfolio file checked before anything is sent: read, then validated with the
 * contract's own schema, every problem named by line and column with a message key of
 * `adminImport.problems` (the page translates it). The inventory's problems (rows against the
 * store) come back as JSON paths and are named the same way.
 */

export const PROBLEM_KEYS = [
  "required",
  "type",
  "range",
  "format",
  "choice",
  "duplicate",
  "unknown",
  "country",
  "forbidden",
  "belowBookings",
  "past",
  "atMost",
  "cannotChange",
  "tooMany",
  "missingRecordColumn",
  "unknownRecord",
  "empty",
  "invalid",
] as const;
export type ProblemKey = (typeof PROBLEM_KEYS)[number];

/** A problem as the page shows it: where, which message, and the message's one value (nights, a limit). */
export type ImportProblem = { line: number | null; column: string | null; key: ProblemKey; detail: string };

/** The rules' own messages (shared/ota and the inventory's import), first match wins. */
const MESSAGE_KEYS: readonly [RegExp, ProblemKey][] = [
  [/^duplicate/, "duplicate"],
  [/^unknown country$/, "country"],
  [/^unknown/, "unknown"],
  [/^another brand's/, "forbidden"],
  [/^below bookings on (.+)$/, "belowBookings"],
  [/^in the past$/, "past"],
  [/^at most \d+ houses/, "tooMany"],
  [/^at most (\d+)/, "atMost"],
  [/^cannot /, "cannotChange"],
  [/^required$/, "required"],
  [/^(below |on or after )/, "range"],
  [/^(HH:MM|ISO 3166|letters, digits)/, "format"],
];

/** A problem's message key and value from the rule's message. */
export function problemOfMessage(message: string): { key: ProblemKey; detail: string } {
  for (const [pattern, key] of MESSAGE_KEYS) {
    const match = pattern.exec(message);
    if (match) return { key, detail: match[1] ?? "" };
  }
  return { key: "invalid", detail: "" };
}

/** A zod issue's message key: by its code, or by the rule's message for a rule of ours. */
export function problemOfIssue(issue: z.core.$ZodIssue): { key: ProblemKey; detail: string } {
  switch (issue.code) {
    case "invalid_type":
      return { key: /received undefined/.test(issue.message) ? "required" : "type", detail: "" };
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1) return { key: "required", detail: "" };
      return { key: "range", detail: "" };
    case "too_big":
      return issue.origin === "array" && issue.path.length === 1
        ? { key: "tooMany", detail: String(issue.maximum) }
        : { key: "range", detail: "" };
    case "invalid_format":
      return { key: "format", detail: "" };
    case "invalid_value":
    case "invalid_key":
    case "invalid_element":
    case "invalid_union":
    case "unrecognized_keys":
      return { key: "choice", detail: "" };
    default:
      return problemOfMessage(issue.message);
  }
}

/** An inventory issue (`body.apartmentTypes.3.units`) as the file's problem. */
export function problemOfInventoryIssue(lines: RecordLines, issue: { path: string; message: string }): ImportProblem {
  const path = issue.path
    .split(".")
    .slice(1)
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  return { ...problemAt(lines, path, ""), ...problemOfMessage(issue.message) };
}

const readProblem = (problem: CsvProblem): ImportProblem => ({
  line: problem.line,
  column: problem.column,
  key: problem.message as ProblemKey,
  detail: "",
});

/** The file as a portfolio with each record's line, or every problem in line order. */
export function checkPortfolioCsv(
  text: string,
): { portfolio: Portfolio; lines: RecordLines } | { problems: ImportProblem[] } {
  const read = readPortfolioCsv(text);
  if (read.problems.length > 0) return { problems: read.problems.map(readProblem) };
  const parsed = portfolioSchema.safeParse(read.portfolio);
  if (parsed.success) return { portfolio: parsed.data, lines: read.lines };
  const problems = parsed.error.issues.map((issue) => ({
    ...problemAt(read.lines, issue.path as (string | number)[], ""),
    ...problemOfIssue(issue),
  }));
  return { problems: sortedProblems(onePerCell(problems)) };
}

/** The first problem of each cell (a country that is no code is not also an unknown country). */
function onePerCell(problems: ImportProblem[]): ImportProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const cell = `${problem.line}:${problem.column}`;
    if (problem.line !== null && seen.has(cell)) return false;
    seen.add(cell);
    return true;
  });
}

/** Problems by line (those of no line first), then column. */
export function sortedProblems(problems: ImportProblem[]): ImportProblem[] {
  return [...problems].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? "").localeCompare(b.column ?? ""));
}
