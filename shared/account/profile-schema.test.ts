import { parse } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { PROFILE_FIELDS, profileFormValues, profileSchema } from "./profile-schema";

const schema = profileSchema({ currencies: ["EUR", "CHF"] });

const messagesOf = (input: Record<string, unknown>, s = schema) => {
  const result = z.safeParse(s, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] = issue.message;
  return out;
};

const name = { firstName: "Ada", lastName: "Lovelace" };
const address = { billingStreet: "Main St 1", billingPostcode: "10115", billingCity: "Berlin", billingCountry: "DE" };

describe("profileSchema", () => {
  it.each([
    ["the names alone", name, name],
    [
      "everything, trimmed and upper-cased",
      {
        firstName: "  Ada  Augusta ",
        lastName: "Lovelace",
        phone: " +44 20 7946 0018 ",
        company: "Analytical Engines",
        billingStreet: "12 St James's Square",
        billingPostcode: "SW1Y 4LB",
        billingCity: "London",
        billingCountry: "gb",
        preferredLanguage: "de",
        preferredCurrency: "chf",
      },
      {
        firstName: "Ada Augusta",
        lastName: "Lovelace",
        phone: "+44 20 7946 0018",
        company: "Analytical Engines",
        billingStreet: "12 St James's Square",
        billingPostcode: "SW1Y 4LB",
        billingCity: "London",
        billingCountry: "GB",
        preferredLanguage: "de",
        preferredCurrency: "CHF",
      },
    ],
    ["empty optional fields as absent", { ...name, phone: "", company: " ", preferredLanguage: "" }, name],
    ["a company code, normalised", { ...name, companyCode: " acme-2 " }, { ...name, companyCode: "ACME-2" }],
    ["a blank company code as absent", { ...name, companyCode: "  " }, name],
  ])("accepts %s", (_what, input, expected) => {
    expect(z.parse(schema, input)).toEqual(expected);
  });

  it.each([
    [
      "no names",
      {},
      { firstName: "checkout.validation.firstNameRequired", lastName: "checkout.validation.lastNameRequired" },
    ],
    ["a long name", { ...name, lastName: "x".repeat(101) }, { lastName: "checkout.validation.tooLong" }],
    [
      "a company code too short",
      { ...name, companyCode: "ab" },
      { companyCode: "account.validation.companyCodeFormat" },
    ],
    [
      "a company code with signs",
      { ...name, companyCode: "AC/ME" },
      { companyCode: "account.validation.companyCodeFormat" },
    ],
    ["a phone number with letters", { ...name, phone: "call me" }, { phone: "checkout.validation.phoneInvalid" }],
    ["a phone number too short", { ...name, phone: "123" }, { phone: "checkout.validation.phoneInvalid" }],
    [
      "a street without the rest of the address",
      { ...name, billingStreet: "Main St 1" },
      {
        billingPostcode: "checkout.validation.postcodeRequired",
        billingCity: "checkout.validation.cityRequired",
        billingCountry: "checkout.validation.countryRequired",
      },
    ],
    [
      "a postcode that is none",
      { ...name, ...address, billingPostcode: "#!" },
      { billingPostcode: "checkout.validation.postcodeInvalid" },
    ],
    [
      "an unknown country",
      { ...name, ...address, billingCountry: "XX" },
      { billingCountry: "checkout.validation.countryInvalid" },
    ],
    [
      "a language the product lacks",
      { ...name, preferredLanguage: "fr" },
      { preferredLanguage: "account.validation.languageInvalid" },
    ],
    [
      "a currency the brand lacks",
      { ...name, preferredCurrency: "USD" },
      { preferredCurrency: "account.validation.currencyInvalid" },
    ],
    [
      "a currency that is no code",
      { ...name, preferredCurrency: "E1" },
      { preferredCurrency: "account.validation.currencyInvalid" },
    ],
    [
      "a currency too long",
      { ...name, preferredCurrency: "EURO" },
      { preferredCurrency: "account.validation.currencyInvalid" },
    ],
  ])("refuses %s", (_what, input, messages) => {
    expect(messagesOf(input)).toEqual(messages);
  });

  it("without the brand's currencies (the OTA's check) takes any ISO 4217 code", () => {
    expect(z.parse(profileSchema(), { ...name, preferredCurrency: "usd" }).preferredCurrency).toBe("USD");
    expect(messagesOf({ ...name, preferredCurrency: "US1" }, profileSchema())).toEqual({
      preferredCurrency: "account.validation.currencyInvalid",
    });
  });

  it("parses its own output to the same value, so the OTA's second check agrees with the app's", () => {
    const once = z.parse(schema, { ...name, ...address, billingCountry: "de", phone: " +49 30 1234567 " });
    expect(z.parse(profileSchema(), once)).toEqual(once);
  });

  it("reads a submitted form through conform", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...name, ...address, preferredCurrency: "eur" })) form.set(key, value);
    const submission = parse(form, {
      resolve: (value) => {
        const result = z.safeParse(schema, value);
        return result.success ? { value: result.data } : { error: { "": ["invalid"] } };
      },
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.preferredCurrency).toBe("EUR");
  });
});

describe("profileFormValues", () => {
  it("gives the form every stored field and nothing else", () => {
    const values = profileFormValues({ ...name, phone: "+49 30 1234567", preferredLanguage: "de" });
    expect(values).toEqual({ ...name, phone: "+49 30 1234567", preferredLanguage: "de" });
    expect(Object.keys(values).every((key) => (PROFILE_FIELDS as readonly string[]).includes(key))).toBe(true);
  });
});
