import { describe, expect, it } from "vitest";
import { widgetLanguage } from "./widget-language";

const both = { languages: ["en", "de"] as const, defaultLanguage: "de" as const };
const englishOnly = { languages: ["en"] as const, defaultLanguage: "en" as const };

describe("widgetLanguage", () => {
  it.each([
    [["en", "de"], both, "en"],
    [[null, "de-AT"], both, "de"],
    [[undefined, "EN-gb"], both, "en"],
    [["", "en_US"], both, "en"],
    [["fr", "en"], both, "en"],
    [["fr", "it"], both, "de"],
    [[null, null], both, "de"],
    [["de", "de"], englishOnly, "en"],
    [["  de "], both, "de"],
  ] as const)("%j on %j → %s", (wanted, brand, expected) => {
    expect(widgetLanguage(wanted, brand)).toBe(expected);
  });
});
