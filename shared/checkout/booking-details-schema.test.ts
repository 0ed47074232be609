import { parse } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { bookingDetailsSchema, isPhoneNumber, isVatId } from "./booking-details-schema";
import { COUNTRY_CODES, isCountryCode } from "./country-codes";

const schema = bookingDetailsSchema({ maxGuests: 4, paymentMethods: ["card", "bankTransfer"] });

const valid = {
  firstName: " Ada ",
  lastName: "Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0018",
  country: "gb",
  guests: "2",
  paymentMethod: "card",
};

const business = {
  travellingForBusiness: "on",
  company: "Analytical Engines Ltd",
  vatId: "gb 123 4567 89",
  billingStreet: "12 St James's Square",
  billingPostcode: "SW1Y 4LB",
  billingCity: "London",
  billingCountry: "GB",
};

const messagesOf = (input: Record<string, unknown>) => {
  const result = z.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("bookingDetailsSchema", () => {
  it("accepts a private guest and normalises the values", () => {
    expect(z.parse(schema, { ...valid, arrivalTime: "", message: "  Late check-in,\nplease. " })).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0018",
      country: "GB",
      travellingForBusiness: false,
      guests: 2,
      paymentMethod: "card",
      message: "Late check-in,\nplease.",
    });
  });

  it("accepts a business traveller and shapes the business block", () => {
    expect(z.parse(schema, { ...valid, ...business, arrivalTime: "18:30" })).toMatchObject({
      travellingForBusiness: true,
      arrivalTime: "18:30",
      business: {
        company: "Analytical Engines Ltd",
        vatId: "GB123456789",
        billingAddress: { street: "12 St James's Square", postcode: "SW1Y 4LB", city: "London", country: "GB" },
      },
    });
  });

  it("drops business fields when not travelling for business", () => {
    const result = z.parse(schema, { ...valid, ...business, travellingForBusiness: undefined });
    expect(result.travellingForBusiness).toBe(false);
    expect(result.business).toBeUndefined();
  });

  it.each([
    ["first name missing", { firstName: "" }, { firstName: "checkout.validation.firstNameRequired" }],
    ["last name blank", { lastName: "   " }, { lastName: "checkout.validation.lastNameRequired" }],
    ["first name too long", { firstName: "A".repeat(101) }, { firstName: "checkout.validation.tooLong" }],
    ["email missing", { email: undefined }, { email: "checkout.validation.emailRequired" }],
    ["email invalid", { email: "ada@" }, { email: "checkout.validation.emailInvalid" }],
    ["email too long", { email: `${"a".repeat(250)}@example.com` }, { email: "checkout.validation.emailInvalid" }],
    ["phone missing", { phone: "" }, { phone: "checkout.validation.phoneRequired" }],
    ["phone with letters", { phone: "+49 30 CALL ME" }, { phone: "checkout.validation.phoneInvalid" }],
    ["phone too short", { phone: "12345" }, { phone: "checkout.validation.phoneInvalid" }],
    ["country missing", { country: "" }, { country: "checkout.validation.countryRequired" }],
    ["country unknown", { country: "XX" }, { country: "checkout.validation.countryInvalid" }],
    ["country alpha-3", { country: "DEU" }, { country: "checkout.validation.countryInvalid" }],
    ["arrival time invalid", { arrivalTime: "24:00" }, { arrivalTime: "checkout.validation.arrivalTimeInvalid" }],
    ["arrival time no minutes", { arrivalTime: "18" }, { arrivalTime: "checkout.validation.arrivalTimeInvalid" }],
    ["message too long", { message: "x".repeat(1001) }, { message: "checkout.validation.messageTooLong" }],
    ["guests missing", { guests: "" }, { guests: "checkout.validation.guestsRange" }],
    ["guests zero", { guests: "0" }, { guests: "checkout.validation.guestsRange" }],
    ["guests above max occupancy", { guests: "5" }, { guests: "checkout.validation.guestsRange" }],
    ["guests fractional", { guests: "1.5" }, { guests: "checkout.validation.guestsRange" }],
    ["guests not a number", { guests: "two" }, { guests: "checkout.validation.guestsRange" }],
    ["payment method missing", { paymentMethod: "" }, { paymentMethod: "checkout.validation.paymentMethodRequired" }],
    [
      "payment method not offered by the tenant",
      { paymentMethod: "airplus" },
      { paymentMethod: "checkout.validation.paymentMethodInvalid" },
    ],
  ])("%s", (_, override, expected) => {
    expect(messagesOf({ ...valid, ...override })).toEqual(expected);
  });

  it("requires the whole business block, together with other errors", () => {
    expect(messagesOf({ ...valid, firstName: "", travellingForBusiness: "on" })).toEqual({
      firstName: "checkout.validation.firstNameRequired",
      company: "checkout.validation.companyRequired",
      billingStreet: "checkout.validation.streetRequired",
      billingPostcode: "checkout.validation.postcodeRequired",
      billingCity: "checkout.validation.cityRequired",
      billingCountry: "checkout.validation.countryRequired",
    });
  });

  it.each([
    ["VAT id", { vatId: "123" }, { vatId: "checkout.validation.vatIdInvalid" }],
    ["postcode", { billingPostcode: "#1" }, { billingPostcode: "checkout.validation.postcodeInvalid" }],
    ["billing country", { billingCountry: "Germany" }, { billingCountry: "checkout.validation.countryInvalid" }],
    ["company too long", { company: "C".repeat(201) }, { company: "checkout.validation.tooLong" }],
  ])("checks the business %s", (_, override, expected) => {
    expect(messagesOf({ ...valid, ...business, ...override })).toEqual(expected);
  });

  it("a VAT id is optional for business travellers", () => {
    expect(messagesOf({ ...valid, ...business, vatId: "" })).toEqual({});
  });

  it("follows the apartment's occupancy", () => {
    const single = bookingDetailsSchema({ maxGuests: 1, paymentMethods: ["payAtProperty"] });
    expect(z.safeParse(single, { ...valid, guests: "2", paymentMethod: "payAtProperty" }).success).toBe(false);
    expect(z.safeParse(single, { ...valid, guests: "1", paymentMethod: "payAtProperty" }).success).toBe(true);
  });
});

describe("field rules", () => {
  it.each([
    ["+49 30 1234567", true],
    ["(030) 123-4567", true],
    ["0049.30.1234567", true],
    ["+1234567890123456", false],
    ["+", false],
    ["12 34 56", true],
    ["12 34 5", false],
    ["030+1234567", false],
  ])("phone %s -> %s", (value, expected) => {
    expect(isPhoneNumber(value)).toBe(expected);
  });

  it.each([
    ["DE123456789", true],
    ["ATU12345678", true],
    ["de 123.456.789", true],
    ["123456789", false],
    ["D1", false],
  ])("VAT id %s -> %s", (value, expected) => {
    expect(isVatId(value)).toBe(expected);
  });

  it("has the 249 ISO codes and Kosovo, without retired or reserved ones", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(["DE", "AT", "CH", "GB", "XK"].every(isCountryCode)).toBe(true);
    expect(["UK", "EU", "YU", "ZZ", "de"].some(isCountryCode)).toBe(false);
  });
});

/** Conform's parsing with the schema, as app/forms/parse-with-schema.ts does it (outside this test project). */
const parseWithSchema = (form: FormData, target: typeof schema) =>
  parse(form, {
    resolve(value) {
      const result = z.safeParse(target, value);
      if (result.success) return { value: result.data };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) error[issue.path.join(".")] = [issue.message];
      return { error };
    },
  });

describe("with conform", () => {
  it("parses a posted form and reports field errors by name", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, ...business, company: "" })) form.set(key, value);
    const submission = parseWithSchema(form, schema);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ company: ["checkout.validation.companyRequired"] });

    form.set("company", "Analytical Engines Ltd");
    const ok = parseWithSchema(form, schema);
    expect(ok.status).toBe("success");
    if (ok.status === "success") expect(ok.value.business?.company).toBe("Analytical Engines Ltd");
  });
});
