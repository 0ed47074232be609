import { describe, expect, it } from "vitest";
import { numberFormat } from "./number-format";

describe("numberFormat", () => {
  it("keeps one format per locale and options", () => {
    expect(numberFormat("de-DE")).toBe(numberFormat("de-DE"));
    expect(numberFormat("de-DE", { maximumFractionDigits: 1 })).toBe(
      numberFormat("de-DE", { maximumFractionDigits: 1 }),
    );
    expect(numberFormat("de-DE")).not.toBe(numberFormat("en-GB"));
    expect(numberFormat("de-DE", { maximumFractionDigits: 1 })).not.toBe(numberFormat("de-DE"));
  });

  it.each([
    ["de-DE", {}, 1234.5, "1.234,5"],
    ["en-GB", {}, 1234.5, "1,234.5"],
    ["de-DE", { style: "currency", currency: "EUR" } as const, 12.5, "12,50 €"],
    ["en-GB", { style: "currency", currency: "GBP" } as const, 12.5, "£12.50"],
  ])("formats in %s with %j", (locale, options, value, expected) => {
    expect(
      numberFormat(locale, options)
        .format(value)
        .replace(/\u00a0/g, " "),
    ).toBe(expected);
  });
});
