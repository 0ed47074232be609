import { describe, expect, it } from "vitest";
import { csvField, csvRecord } from "./csv";

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
