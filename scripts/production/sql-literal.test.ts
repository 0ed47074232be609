import { describe, expect, it } from "vitest";
import { inlineSqlParams } from "./sql-literal";

describe("inlineSqlParams", () => {
  it.each([
    ["text and a number", "INSERT INTO t VALUES (?, ?)", ["a", 1], "INSERT INTO t VALUES ('a', 1)"],
    ["a quote in the text is doubled", "SELECT ?", ["O'Brien"], "SELECT 'O''Brien'"],
    ["JSON keeps its quotes and braces", "SELECT ?", ['{"n":"x"}'], `SELECT '{"n":"x"}'`],
    ["a ? inside a quoted part stays", "SELECT '?', ?", ["b"], "SELECT '?', 'b'"],
    ["a literal of the statement stays", "VALUES (?, 'live')", ["q"], "VALUES ('q', 'live')"],
    ["a negative and a decimal number", "SELECT ?, ?", [-2, 1.5], "SELECT -2, 1.5"],
  ] as const)("%s", (_, sql, params, expected) => {
    expect(inlineSqlParams(sql, params)).toBe(expected);
  });

  it.each([
    ["too few values", "SELECT ?, ?", ["a"], /placeholders than the 1 values/],
    ["too many values", "SELECT ?", ["a", "b"], /2 values for 1 placeholders/],
    ["a number that is not finite", "SELECT ?", [Number.NaN], /not a finite number/],
  ] as const)("refuses %s", (_, sql, params, message) => {
    expect(() => inlineSqlParams(sql, params)).toThrow(message);
  });
});
