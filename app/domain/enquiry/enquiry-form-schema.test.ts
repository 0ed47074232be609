import { describe, expect, it } from "vitest";
import { getEntry, isLive } from "../../../shared/catalogue/catalogue-lookup";
import { utcToday } from "../../../shared/search/search-limits";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { enquiryFormSchemaFor } from "./enquiry-form-schema";
import { enquiryPrefill, enquiryRequestOf } from "./enquiry-request";
import { ENQUIRY_REQUIREMENTS } from "./enquiry-requirements";

const day = (offset: number) => {
  const d = new Date(`${utcToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

function form(values: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  }
  return data;
}

const valid = {
  company: "Analytical Engines Ltd",
  name: "Ada Lovelace",
  email: "ada@example.com",
  location: "Berlin",
  inDate: day(30),
  outDate: day(60),
  apartments: "2",
  guests: "3",
  budget: "4.500,50",
  budgetPeriod: "month",
  currency: "EUR",
};

const schema = enquiryFormSchemaFor("de-DE", ["EUR", "CHF"]);

describe("enquiry form", () => {
  it("reads a complete request in the page's notation", () => {
    const submission = parseWithSchema(
      form({ ...valid, requirements: ["parking", "workspace"], flexible: "on", nights: "14" }),
      schema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({
      company: "Analytical Engines Ltd",
      budget: "4500.50",
      budgetPeriod: "month",
      currency: "EUR",
      apartments: 2,
      guests: 3,
      radius: 10,
      flexible: true,
      nights: 14,
      requirements: ["parking", "workspace"],
    });
  });

  it("takes one ticked requirement as a list, and none as an empty list", () => {
    const one = parseWithSchema(form({ ...valid, requirements: "parking" }), schema);
    expect(one.status === "success" && one.value.requirements).toEqual(["parking"]);
    const none = parseWithSchema(form(valid), schema);
    expect(none.status === "success" && none.value.requirements).toEqual([]);
  });

  it.each([
    ["no company", { company: "" }, "company", "checkout.validation.companyRequired"],
    ["no contact person", { name: " " }, "name", "checkout.validation.nameRequired"],
    ["a bad e-mail", { email: "ada@" }, "email", "checkout.validation.emailInvalid"],
    ["no place", { location: "" }, "location", "validation.locationRequired"],
    ["departure before arrival", { outDate: day(10) }, "outDate", "validation.outDateAfterInDate"],
    ["arrival in the past", { inDate: day(-3) }, "inDate", "validation.inDateNotPast"],
    ["flexible without a length", { flexible: "on" }, "nights", "enquiry.validation.nightsRequired"],
    [
      "a length longer than the dates",
      { flexible: "on", nights: "45" },
      "nights",
      "enquiry.validation.nightsWithinDates",
    ],
    ["no apartment", { apartments: "0" }, "apartments", "enquiry.validation.apartments"],
    ["fewer guests than apartments", { guests: "1" }, "guests", "enquiry.validation.guestsPerApartment"],
    ["a budget that is no amount", { budget: "viel" }, "budget", "checkout.validation.budgetInvalid"],
    ["a budget per week", { budgetPeriod: "week" }, "budgetPeriod", "enquiry.validation.budgetPeriod"],
    ["a currency the brand does not sell in", { currency: "USD" }, "currency", "enquiry.validation.currency"],
    [
      "a requirement not on the list",
      { requirements: ["helipad"] },
      "requirements[0]",
      "enquiry.validation.requirements",
    ],
  ] as [string, Record<string, string | string[]>, string, string][])(
    "%s -> %s: %s",
    (_name, overrides, field, message) => {
      const submission = parseWithSchema(form({ ...valid, ...overrides }), schema);
      expect(submission.status).toBe("error");
      expect(submission.status === "error" ? submission.error?.[field] : null).toContain(message);
    },
  );
});

describe("enquiry requirements", () => {
  it.each(ENQUIRY_REQUIREMENTS)("%s is a live catalogue entry", (id) => {
    const entry = getEntry(id);
    expect(entry && isLive(entry)).toBe(true);
  });
});

describe("enquiry request", () => {
  const values = (overrides: Record<string, string | string[]> = {}) => {
    const submission = parseWithSchema(form({ ...valid, ...overrides }), schema);
    if (submission.status !== "success") throw new Error("invalid test form");
    return submission.value;
  };
  const place = { placeId: "2950159", name: "Berlin", lat: 52.52, long: 13.41 };

  it("carries the budget in minor units, the place, the requirements and the user", () => {
    expect(
      enquiryRequestOf(values({ requirements: ["parking"], message: "Near the office" }), {
        place,
        language: "de",
        userId: "sub-ada",
      }),
    ).toEqual({
      budget: { amount: 450_050, currency: "EUR" },
      budgetPeriod: "month",
      from: valid.inDate,
      to: valid.outDate,
      guests: 3,
      apartments: 2,
      place,
      radius: 10,
      requirements: ["parking"],
      notes: "Near the office",
      contact: { name: "Ada Lovelace", email: "ada@example.com", company: "Analytical Engines Ltd" },
      userId: "sub-ada",
      language: "de",
    });
  });

  it.each([
    ["fixed dates", {}, undefined],
    ["flexible dates", { flexible: "on", nights: "14" }, 14],
  ] as const)("%s -> flexibleNights %s", (_name, overrides, nights) => {
    expect(enquiryRequestOf(values(overrides), { place, language: "en" })?.flexibleNights).toBe(nights);
  });

  it.each([
    [
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", company: "AE" },
      { name: "Ada Lovelace", email: "ada@example.com", company: "AE" },
    ],
    [{ email: "tom@example.com" }, { email: "tom@example.com" }],
    [{}, {}],
  ])("prefills %j as %j", (details, expected) => {
    expect(enquiryPrefill(details)).toEqual(expected);
  });
});
