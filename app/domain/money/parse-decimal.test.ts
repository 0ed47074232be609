import { describe, expect, it } from "vitest";
import { parseDecimal } from "./parse-decimal";

describe("parseDecimal: numbers as people type them", () => {
  it.each([
    // English (en-GB): "," groups, "." is the decimal point
    ["en-GB", "9500", 9500],
    ["en-GB", "9,500", 9500],
    ["en-GB", "9,500.50", 9500.5],
    ["en-GB", "1,234,567.8", 1234567.8],
    ["en-GB", "9500.5", 9500.5],
    ["en-GB", " €9,500 ", 9500],
    ["en-GB", "9 500 EUR", 9500],
    ["en-GB", "£ 1,200.00", 1200],
    ["en-GB", "9'500", 9500],
    ["en-GB", "0.99", 0.99],
    // German (de-DE): "." groups, "," is the decimal comma
    ["de-DE", "9.500,50", 9500.5],
    ["de-DE", "9500,50", 9500.5],
    ["de-DE", "9.500", 9500],
    ["de-DE", "1.234.567", 1234567],
    ["de-DE", "9 500,5 €", 9500.5],
    ["de-DE", "9\u202f500 €", 9500],
    ["de-DE", "CHF 9'500.–".replace(".–", ""), 9500],
  ])("%s %j = %d", (locale, input, expected) => {
    expect(parseDecimal(input, locale)).toMatchObject({ ok: true, value: expected });
  });

  it.each([
    ["en-GB", "9,50,0"],
    ["en-GB", "95,00"],
    ["en-GB", "9.500,50"], // German notation on an English page
    ["en-GB", "9.5.0"],
    ["en-GB", "1,2"],
    ["en-GB", "-500"],
    ["en-GB", "five hundred"],
    ["en-GB", "9e3"],
    ["en-GB", "€"],
    ["de-DE", "9,50,0"],
    ["de-DE", "9.50"],
    ["de-DE", "9,500.50"], // English notation on a German page
    ["de-DE", "9.5.00"],
    ["de-DE", "1,2,3"],
  ])("%s %j is refused", (locale, input) => {
    expect(parseDecimal(input, locale)).toEqual({ ok: false, error: "invalid" });
  });

  it("says empty for nothing typed", () => {
    expect(parseDecimal("   ", "de-DE")).toEqual({ ok: false, error: "empty" });
  });

  it("gives the dot-decimal text for money parsing", () => {
    expect(parseDecimal("9.500,50", "de-DE")).toEqual({ ok: true, value: 9500.5, decimal: "9500.50" });
  });
});
