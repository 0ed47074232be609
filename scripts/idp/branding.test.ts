import { describe, expect, it } from "vitest";
import { brandFor, languageOf } from "./branding.ts";

describe("languageOf", () => {
  it.each([
    { preferences: "de", expected: "de" },
    { preferences: "de-AT en", expected: "de" },
    { preferences: "fr en-GB", expected: "en" },
    { preferences: "EN", expected: "en" },
    { preferences: "fr it", expected: undefined },
    { preferences: "", expected: undefined },
    { preferences: undefined, expected: undefined },
    { preferences: ["de"], expected: undefined },
  ])("$preferences → $expected", ({ preferences, expected }) => {
    expect(languageOf(preferences)).toBe(expected);
  });
});

describe("brandFor", () => {
  it.each([
    { input: { hint: "alpenstay" }, tenant: "alpenstay", language: "de" },
    { input: { hint: "alpenstay", language: "en" }, tenant: "alpenstay", language: "en" },
    { input: { clientId: "harbourlofts-web" }, tenant: "harbourlofts", language: "en" },
    { input: { hint: "citynest", clientId: "alpenstay-web" }, tenant: "citynest", language: "en" },
    { input: { hint: "nobody", fallbackTenant: "alpenstay" }, tenant: "alpenstay", language: "de" },
    { input: {}, tenant: "quartier", language: "en" },
  ])("$input → $tenant in $language", ({ input, tenant, language }) => {
    const brand = brandFor(input, 8787);
    expect(brand.tenant.ibeUid).toBe(tenant);
    expect(brand.language).toBe(language);
    expect(brand.homeUrl).toBe(`http://${tenant}.localhost:8787/${language}`);
  });
});
