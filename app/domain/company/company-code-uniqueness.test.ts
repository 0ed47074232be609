import { describe, expect, it } from "vitest";
import { isCompanyCodeTaken } from "./company-code-uniqueness";

describe("isCompanyCodeTaken", () => {
  const codes = [{ code: "ACME-2026" }, { code: "GLOBEX" }];
  it.each([
    { existing: codes, code: "GLOBEX", taken: true },
    { existing: codes, code: "ACME-2026", taken: true },
    { existing: codes, code: "ACME", taken: false },
    { existing: codes, code: "ACME-2027", taken: false },
    { existing: [], code: "GLOBEX", taken: false },
    { existing: null, code: "GLOBEX", taken: false },
  ])("$code among $existing: taken $taken", ({ existing, code, taken }) => {
    expect(isCompanyCodeTaken(existing, code)).toBe(taken);
  });
});
