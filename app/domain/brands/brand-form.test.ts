import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { parseEcbFeed } from "../money/parse-ecb-feed";
import {
  brandFormSchema,
  brandFormValuesOf,
  brandOfForm,
  cityLineOf,
  operatorFormSchema,
  operatorFormValuesOf,
  operatorOfForm,
  SOLD_CURRENCIES,
} from "./brand-form";
import { SEASIDE } from "./test-support/seaside-brand";

/** The form's values as the browser posts them (lists as repeated names). */
function posted(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}
const SEASIDE_VALUES = brandFormValuesOf(SEASIDE);
const parse = (changes: Record<string, string | string[]> = {}) =>
  parseWithSchema(posted({ ...SEASIDE_VALUES, ...changes }), brandFormSchema);
const errorsOf = (changes: Record<string, string | string[]>) => {
  const submission = parse(changes);
  return submission.status === "success" ? {} : submission.reply().error;
};

describe("brandFormSchema", () => {
  it("a stored brand's values read back as the same brand", () => {
    const submission = parse();
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(brandOfForm(submission.value, SEASIDE.featuredCities, SEASIDE)).toEqual(SEASIDE);
  });

  it("normalises what people type: hosts in any case, colours in capitals, an IBAN in groups", () => {
    const submission = parse({
      hosts: "Seaside.Localhost, stay.seaside.example",
      primary: "#0B4F6C",
      bankIban: "de89 3704 0044 0532 0130 00",
      bankBic: "cobadeffxxx",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.hosts).toEqual(["seaside.localhost", "stay.seaside.example"]);
    expect(submission.value.primary).toBe("#0b4f6c");
    expect(submission.value.bankIban).toBe("DE89370400440532013000");
    expect(submission.value.bankBic).toBe("COBADEFFXXX");
  });

  it.each([
    ["a colour that is no #rrggbb", { accent: "orange" }, { accent: ["adminBrands.errors.colour"] }],
    [
      "an IBAN with a wrong check digit",
      { bankIban: "DE88370400440532013000" },
      { bankIban: ["adminBrands.errors.iban"] },
    ],
    [
      "bank transfer without an account",
      { bankAccountHolder: "", bankIban: "", bankBic: "" },
      {
        bankAccountHolder: ["adminBrands.errors.required"],
        bankIban: ["adminBrands.errors.iban"],
        bankBic: ["adminBrands.errors.bic"],
      },
    ],
    [
      "a default language not offered",
      { languages: ["de"] },
      { defaultLanguage: ["adminBrands.errors.defaultLanguageNotOffered"] },
    ],
    [
      "a currency the product does not sell",
      { currencies: ["EUR", "XAU"] },
      { "currencies[1]": ["adminBrands.errors.currencies"] },
    ],
    ["no language", { languages: [] }, expect.objectContaining({ languages: ["adminBrands.errors.languages"] })],
    ["an ibeUid with capitals and spaces", { ibeUid: "Sea side" }, { ibeUid: ["adminBrands.errors.ibeUid"] }],
    [
      "a legal text without sections",
      { legalImprintDe: "Impressum\nWer wir sind" },
      { legalImprintDe: ["adminBrands.errors.legalText"] },
    ],
    [
      "a tag manager container id that is no GTM-…",
      { gtmContainerId: "UA-12345-1" },
      { gtmContainerId: ["adminBrands.errors.gtmContainerId"] },
    ],
    [
      "invoice as a brand's payment method",
      { paymentMethods: ["invoice"] },
      { "paymentMethods[0]": ["adminBrands.errors.paymentMethods"] },
    ],
  ])("refuses %s at its field", (_what, changes, errors) => {
    expect(errorsOf(changes)).toEqual(errors);
  });

  it("asks for the operator's country and law only in the brand's languages, and fills the other from it", () => {
    const englishOnly = { languages: ["en"], defaultLanguage: "en", operatorCountryDe: "", operatorLawDe: "" };
    const submission = parse(englishOnly);
    if (submission.status !== "success") throw new Error("not parsed");
    expect(brandOfForm(submission.value, [], null).operator.country).toEqual({ en: "Germany", de: "Germany" });
    expect(errorsOf({ operatorCountryDe: "" })).toEqual({
      operatorCountryDe: ["adminBrands.errors.requiredInLanguage"],
    });
  });

  it.each([
    ["gtm-ab12cd", { gtmContainerId: "GTM-AB12CD" }],
    ["", undefined],
  ])("a tag manager container %j: the brand's analytics %j, and back", (typed, analytics) => {
    const submission = parse({ gtmContainerId: typed });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const brand = brandOfForm(submission.value, SEASIDE.featuredCities, SEASIDE);
    expect(brand.analytics).toEqual(analytics);
    expect(brandFormValuesOf(brand).gtmContainerId).toBe(typed.toUpperCase());
  });

  it("a brand without bank transfer may leave the account empty", () => {
    const submission = parse({
      paymentMethods: ["card"],
      bankAccountHolder: "",
      bankIban: "",
      bankBic: "",
      bankName: "",
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(brandOfForm(submission.value, [], null).bankAccount).toBeUndefined();
  });

  it("a new brand gets its identity client and map style from its ibeUid", () => {
    const submission = parse();
    if (submission.status !== "success") throw new Error("not parsed");
    expect(brandOfForm(submission.value, [], null)).toMatchObject({
      identity: { clientId: "seaside-web", tenantHint: "seaside" },
      mapStyle: "/map/style.json",
    });
  });
});

describe("operatorFormSchema (the brand admin's form)", () => {
  it("reads back the operator and bank account", () => {
    const submission = parseWithSchema(posted(operatorFormValuesOf(SEASIDE)), operatorFormSchema);
    if (submission.status !== "success") throw new Error("not parsed");
    expect(operatorOfForm(submission.value)).toEqual({ operator: SEASIDE.operator, bankAccount: SEASIDE.bankAccount });
  });

  it("refuses a half-typed bank account", () => {
    const values = { ...operatorFormValuesOf(SEASIDE), bankBic: "" };
    const submission = parseWithSchema(posted(values), operatorFormSchema);
    expect(submission.status === "success" ? {} : submission.reply().error).toEqual({
      bankBic: ["adminBrands.errors.bic"],
    });
  });
});

describe("cityLineOf", () => {
  it.each([
    ["Hamburg (2911298)", { placeId: "2911298" }],
    ["2911298", { placeId: "2911298" }],
    ["Hamburg", { name: "Hamburg" }],
    ["Frankfurt (Oder)", { name: "Frankfurt (Oder)" }],
  ])("%s", (line, expected) => {
    expect(cityLineOf(line)).toEqual(expected);
  });
});

describe("SOLD_CURRENCIES", () => {
  it("are EUR and the currencies of the ECB's reference rates the product converts with", () => {
    const rates = parseEcbFeed(readFileSync("data/rates/ecb-eurofxref-daily.xml", "utf8"));
    expect([...SOLD_CURRENCIES].sort()).toEqual(["EUR", ...Object.keys(rates.rates)].sort());
  });
});
