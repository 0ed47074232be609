import { describe, expect, it } from "vitest";
import { COMMA_DECIMAL_POINT, csvDecimal, csvDialectFor, csvField, csvRecord, SEMICOLON_DECIMAL_COMMA } from "./csv";

describe("a CSV field", () => {
  it.each([
    ["plain", "plain"],
    ["Müller", "Müller"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
    ["crlf\r\nend", '"crlf\r\nend"'],
    [" leading space", " leading space"],
  ] as const)("%j is written %j (RFC 4180)", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK("http://evil")', true],
    ["+1+1", "'+1+1", false],
    ["-2+3", "'-2+3", false],
    ["@SUM(A1)", "'@SUM(A1)", false],
    ["\tcmd", "'\tcmd", false],
    ["\rcmd", "'\rcmd", true],
    ["=1,2", "'=1,2", true],
    ["a=b", "a=b", false],
    ["mail@example.com", "mail@example.com", false],
  ] as const)("a cell %j that a spreadsheet would run becomes text %j (quoted: %s)", (value, neutralised, quoted) => {
    expect(csvField(value)).toBe(quoted ? `"${neutralised.replaceAll('"', '""')}"` : neutralised);
  });

  it.each([
    [12, "12"],
    [0, "0"],
    [1234.5, "1234.5"],
    [null, ""],
    [undefined, ""],
    [Number.NaN, ""],
  ] as const)("the value %j is written %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe("a CSV record", () => {
  it.each([
    [["a", "b", 1], "a,b,1\r\n"],
    [["x,y", null, "=cmd"], '"x,y",,\'=cmd\r\n'],
    [[], "\r\n"],
  ] as const)("%j is %j", (values, expected) => {
    expect(csvRecord(values)).toBe(expected);
  });
});

describe("the dialect of a spreadsheet in the page's language", () => {
  it.each([
    ["de", SEMICOLON_DECIMAL_COMMA],
    ["en", COMMA_DECIMAL_POINT],
    ["fr", COMMA_DECIMAL_POINT],
  ] as const)("%s reads %j", (language, dialect) => {
    expect(csvDialectFor(language)).toEqual(dialect);
  });
});

describe("a CSV field in a dialect", () => {
  it.each([
    // value, comma and decimal point, semicolon and decimal comma
    ["a,b", '"a,b"', "a,b"],
    ["a;b", "a;b", '"a;b"'],
    ['say "hi"', '"say ""hi"""', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"', '"two\nlines"'],
    [csvDecimal("1234.50"), "1234.50", "1234,50"],
    [csvDecimal("5000"), "5000", "5000"],
    [csvDecimal("-12.5"), "-12.5", "-12,5"],
    [1234.5, "1234.5", "1234,5"],
    [3, "3", "3"],
    // Not a decimal after all: written as the text it is, neutralised.
    [csvDecimal("=1+1"), "'=1+1", "'=1+1"],
    ["=SUM(A1;A2)", "'=SUM(A1;A2)", '"\'=SUM(A1;A2)"'],
    ["-2,5", '"\'-2,5"', "'-2,5"],
    [null, "", ""],
  ] as const)("%j is written %j, and %j with semicolons", (value, comma, semicolon) => {
    expect(csvField(value, COMMA_DECIMAL_POINT)).toBe(comma);
    expect(csvField(value, SEMICOLON_DECIMAL_COMMA)).toBe(semicolon);
  });

  it.each([
    [["a", csvDecimal("1.50"), 2], COMMA_DECIMAL_POINT, "a,1.50,2\r\n"],
    [["a", csvDecimal("1.50"), 2], SEMICOLON_DECIMAL_COMMA, "a;1,50;2\r\n"],
    [["Haus am See, Berlin", "x;y", null], SEMICOLON_DECIMAL_COMMA, 'Haus am See, Berlin;"x;y";\r\n'],
  ] as const)("the record %j in %j is %j", (values, dialect, expected) => {
    expect(csvRecord(values, dialect)).toBe(expected);
  });
});
