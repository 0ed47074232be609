import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../../../shared/checkout/country-codes";
import { countryOptions } from "./country-options";

describe("countryOptions", () => {
  it.each([
    ["en-GB", "DE", "Germany"],
    ["de-DE", "DE", "Deutschland"],
    ["de-DE", "AT", "Österreich"],
  ])("names in %s: %s is %s", (locale, code, name) => {
    expect(countryOptions(locale).find((c) => c.code === code)?.name).toBe(name);
  });

  it.each([["en-GB"], ["de-DE"]])("lists every code once, in the order of %s", (locale) => {
    const options = countryOptions(locale);
    expect(options.map((c) => c.code).sort()).toEqual([...COUNTRY_CODES].sort());
    const names = options.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
  });

  it("sorts an umlaut where German readers look for it", () => {
    const names = countryOptions("de-DE").map((c) => c.name);
    expect(names.indexOf("Österreich")).toBeLessThan(names.indexOf("Pakistan"));
    expect(names.indexOf("Österreich")).toBeGreaterThan(names.indexOf("Oman"));
  });
});
