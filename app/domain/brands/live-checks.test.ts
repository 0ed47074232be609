import { describe, expect, it } from "vitest";
import { NO_LOGO } from "./brand-form";
import { ibeUidFailures } from "./ibe-uid";
import { contrastFailures, liveCheckFailures, saveCheckFailures } from "./live-checks";
import { legalTextSources, requiredTextFailures } from "./required-texts";
import { SEASIDE } from "./test-support/seaside-brand";

const CONTEXT = {
  stored: null,
  others: [{ ibeUid: "alpenstay", name: "Alpenstay", hosts: ["alpenstay.localhost"] }],
  platformHosts: ["payments.localhost"],
};
const short = (failures: { field: string; message: string }[]) =>
  failures.map((f) => `${f.field}: ${f.message.replace("adminBrands.checks.", "")}`);

describe("requiredTextFailures", () => {
  it("a complete brand has none", () => {
    expect(requiredTextFailures(SEASIDE)).toEqual([]);
  });

  it.each([
    ["the name", { ...SEASIDE, name: " " }, ["name: textMissing"]],
    [
      "the operator's country in German",
      { ...SEASIDE, operator: { ...SEASIDE.operator, country: { en: "Germany", de: "" } } },
      ["operatorCountryDe: textMissing"],
    ],
    [
      "the chosen law in English",
      { ...SEASIDE, operator: { ...SEASIDE.operator, law: { de: "deutsches Recht", en: "" } } },
      ["operatorLawEn: textMissing"],
    ],
    [
      "a featured city's German name",
      { ...SEASIDE, featuredCities: [{ placeId: "1", name: { en: "Hamburg", de: "" }, lat: 0, long: 0 }] },
      ["featuredCities: cityNameMissing"],
    ],
  ])("%s missing", (_what, brand, expected) => {
    expect(short(requiredTextFailures(brand))).toEqual(expected);
  });

  it("asks only for the brand's own languages", () => {
    const englishOnly = {
      ...SEASIDE,
      languages: ["en" as const],
      operator: { ...SEASIDE.operator, law: { en: "German law", de: "" } },
    };
    expect(requiredTextFailures(englishOnly)).toEqual([]);
  });

  it("names the language in its message", () => {
    const brand = { ...SEASIDE, operator: { ...SEASIDE.operator, country: { en: "Germany", de: "" } } };
    expect(requiredTextFailures(brand)[0]?.values).toEqual({ language: "DE" });
  });
});

describe("legalTextSources", () => {
  it("the brand's own text where it has one, else the template, per page and language", () => {
    const own = { title: "Impressum", description: "Wer", sections: [{ heading: "Betreiber", paragraphs: ["Wir"] }] };
    const sources = legalTextSources({ languages: ["en", "de"], legalTexts: { imprint: { de: own } } });
    expect(sources.filter((s) => s.source === "own")).toEqual([{ page: "imprint", language: "de", source: "own" }]);
    expect(sources).toHaveLength(6);
  });
});

describe("ibeUidFailures", () => {
  it.each([
    [null, "seaside", []],
    [{ ibeUid: "seaside", status: "draft" as const }, "seaside-stays", []],
    [{ ibeUid: "seaside", status: "live" as const }, "seaside", []],
    [{ ibeUid: "seaside", status: "live" as const }, "seaside-stays", ["ibeUid: ibeUidFixed"]],
    [{ ibeUid: "seaside", status: "suspended" as const }, "other", ["ibeUid: ibeUidFixed"]],
  ])("stored %j, typed %s: %j", (stored, ibeUid, expected) => {
    expect(short(ibeUidFailures(stored, ibeUid))).toEqual(expected);
  });
});

describe("contrastFailures", () => {
  it("names the ratio and the minimum at the colour's field", () => {
    const failures = contrastFailures({ ...SEASIDE.theme, primaryForeground: "#7aa7b8" });
    expect(failures).toEqual([
      {
        field: "primaryForeground",
        message: "adminBrands.checks.contrast.primaryForegroundOnPrimary",
        values: { ratio: 3.42, minimum: 4.5 },
      },
    ]);
  });

  it("a white-text pair shows at its background's field", () => {
    const failures = contrastFailures({ ...SEASIDE.theme, accent: "#f59e0b" });
    expect(failures.map((f) => f.field)).toContain("accent");
    expect(failures.map((f) => f.message)).toContain("adminBrands.checks.contrast.whiteOnAccent");
  });
});

describe("saveCheckFailures and liveCheckFailures", () => {
  it("a complete brand passes both", () => {
    expect(liveCheckFailures(SEASIDE, CONTEXT)).toEqual([]);
  });

  it("saving refuses a taken host and a failing colour together", () => {
    const brand = { ...SEASIDE, hosts: ["alpenstay.localhost"], theme: { ...SEASIDE.theme, ink: "#9ca3af" } };
    expect(short(saveCheckFailures(brand, CONTEXT))).toEqual([
      "hosts: hostTaken",
      "ink: contrast.inkOnWhite",
      "ink: contrast.inkOnSurface",
      "ink: contrast.whiteOnInk",
    ]);
  });

  it("a brand without its own logo may be saved but not go live", () => {
    const brand = { ...SEASIDE, theme: { ...SEASIDE.theme, logo: NO_LOGO } };
    expect(saveCheckFailures(brand, CONTEXT)).toEqual([]);
    expect(short(liveCheckFailures(brand, CONTEXT))).toEqual(["logo: logoMissing"]);
  });

  it("a missing text lets a draft be saved but not go live", () => {
    const brand = { ...SEASIDE, operator: { ...SEASIDE.operator, law: { en: "German law", de: "" } } };
    expect(saveCheckFailures(brand, CONTEXT)).toEqual([]);
    expect(short(liveCheckFailures(brand, CONTEXT))).toEqual(["operatorLawDe: textMissing"]);
  });
});
