import { describe, expect, it } from "vitest";
import {
  DBI_CODES,
  DBI_LABEL_KEYS,
  type DbiDefinition,
  type DbiField,
  dbiFormatHint,
  isDbiCode,
  validateDbi,
} from "./dbi";

const definition: DbiDefinition = {
  fields: [
    { code: "KS", labelKey: DBI_LABEL_KEYS.KS, required: true, maxLength: 10, pattern: "[A-Z0-9-]+" },
    { code: "PK", labelKey: DBI_LABEL_KEYS.PK, required: true, maxLength: 8, pattern: "\\d+" },
    { code: "PR", labelKey: DBI_LABEL_KEYS.PR, required: false, maxLength: 12 },
    { code: "BD", labelKey: DBI_LABEL_KEYS.BD, required: false, maxLength: 10 },
  ],
};

const good = { KS: "CC-100", PK: "4711" };

describe("validateDbi", () => {
  it("accepts valid values, trims them and drops empty optional and unknown ones", () => {
    expect(validateDbi(definition, { KS: " CC-100 ", PK: "4711", PR: "", RZ: "Berlin", XX: "1" })).toEqual({
      ok: true,
      values: { KS: "CC-100", PK: "4711" },
    });
  });

  it.each([
    ["required KS missing", { PK: "4711" }, { KS: "checkout.validation.dbiRequired" }],
    ["required KS blank", { ...good, KS: "  " }, { KS: "checkout.validation.dbiRequired" }],
    ["both required missing", {}, { KS: "checkout.validation.dbiRequired", PK: "checkout.validation.dbiRequired" }],
    ["KS too long", { ...good, KS: "CC-10000000" }, { KS: "checkout.validation.dbiTooLong" }],
    ["KS pattern", { ...good, KS: "cc 100" }, { KS: "checkout.validation.dbiInvalid" }],
    ["PK pattern is anchored", { ...good, PK: "47a11" }, { PK: "checkout.validation.dbiInvalid" }],
    ["PR too long", { ...good, PR: "P".repeat(13) }, { PR: "checkout.validation.dbiTooLong" }],
    ["BD not a date", { ...good, BD: "tomorrow" }, { BD: "checkout.validation.dbiInvalid" }],
    ["BD impossible date", { ...good, BD: "2026-02-30" }, { BD: "checkout.validation.dbiInvalid" }],
  ])("%s", (_, values, errors) => {
    expect(validateDbi(definition, values)).toEqual({ ok: false, errors });
  });

  it("accepts a real BD date and an empty definition", () => {
    expect(validateDbi(definition, { ...good, BD: "2026-02-28" })).toEqual({
      ok: true,
      values: { ...good, BD: "2026-02-28" },
    });
    expect(validateDbi({ fields: [] }, { KS: "x" })).toEqual({ ok: true, values: {} });
  });

  it("ignores a broken pattern rather than rejecting every value", () => {
    const broken: DbiDefinition = {
      fields: [{ code: "AU", labelKey: DBI_LABEL_KEYS.AU, required: true, maxLength: 5, pattern: "(" }],
    };
    expect(validateDbi(broken, { AU: "12345" })).toEqual({ ok: true, values: { AU: "12345" } });
    expect(validateDbi(broken, { AU: "123456" }).ok).toBe(false);
  });

  it("knows the ten codes", () => {
    expect(DBI_CODES).toHaveLength(10);
    expect(DBI_CODES.every(isDbiCode)).toBe(true);
    expect(isDbiCode("ZZ")).toBe(false);
  });
});

describe("dbiFormatHint: the format a guest must type, from the definition", () => {
  it.each([
    [
      { code: "PK", labelKey: "x", required: true, maxLength: 8, pattern: "\\d+", example: "0815" },
      { kindKey: "checkout.dbiFormat.digits", max: 8, example: "0815" },
    ],
    [
      { code: "KS", labelKey: "x", required: true, maxLength: 10, pattern: "[A-Z0-9-]+" },
      { kindKey: "checkout.dbiFormat.capitalsDigitsHyphens", max: 10, example: null },
    ],
    [
      { code: "PK", labelKey: "x", required: true, maxLength: 6, pattern: "[A-Z]{2}\\d{4}", example: "PK1234" },
      { kindKey: "checkout.dbiFormat.twoLettersFourDigits", max: 6, example: "PK1234" },
    ],
    [
      { code: "PR", labelKey: "x", required: false, maxLength: 12, pattern: "(?:P|Q)\\w+", example: "P123" },
      { kindKey: null, max: 12, example: "P123" },
    ],
    [
      { code: "BD", labelKey: "x", required: false, maxLength: 10 },
      { kindKey: "checkout.dbiFormat.date", max: 10, example: "2027-03-01" },
    ],
  ] as const)("%j", (field, expected) => {
    expect(dbiFormatHint(field as DbiField)).toEqual(expected);
  });
});
