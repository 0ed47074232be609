import { describe, expect, it } from "vitest";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { rfpRequestSchemaFor } from "./rfp-request-schema";

const valid = { name: "Ada Lovelace", email: "ada@example.com", budget: "1200" };

function submit(fields: Record<string, string>, locale = "en-GB") {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return parseWithSchema(form, rfpRequestSchemaFor(locale));
}

function errorsOf(fields: Record<string, string>, locale = "en-GB") {
  const submission = submit(fields, locale);
  return submission.status === "success" ? {} : submission.error;
}

describe("rfpRequestSchema", () => {
  it.each([
    ["valid", valid, {}],
    ["decimal point", { ...valid, budget: "1200.50" }, {}],
    ["with phone and company", { ...valid, phone: "+49 30 123456", company: "Acme" }, {}],
    ["no name", { ...valid, name: " " }, { name: ["checkout.validation.nameRequired"] }],
    ["bad email", { ...valid, email: "ada@" }, { email: ["checkout.validation.emailInvalid"] }],
    ["no budget", { ...valid, budget: "" }, { budget: ["checkout.validation.budgetRequired"] }],
    ["zero budget", { ...valid, budget: "0" }, { budget: ["checkout.validation.budgetInvalid"] }],
    ["negative budget", { ...valid, budget: "-5" }, { budget: ["checkout.validation.budgetInvalid"] }],
    ["three decimals", { ...valid, budget: "10.555" }, { budget: ["checkout.validation.budgetInvalid"] }],
    ["bad phone", { ...valid, phone: "call me" }, { phone: ["checkout.validation.phoneInvalid"] }],
    ["long message", { ...valid, message: "x".repeat(2001) }, { message: ["checkout.validation.messageTooLong"] }],
  ])("%s", (_name, fields, expected) => {
    expect(errorsOf(fields)).toEqual(expected);
  });
});

describe("the budget as people type it", () => {
  it.each([
    ["en-GB", "9,500", "9500"],
    ["en-GB", "9,500.50", "9500.50"],
    ["en-GB", "€ 9,500", "9500"],
    ["de-DE", "9.500,50", "9500.50"],
    ["de-DE", "9.500", "9500"],
    ["de-DE", "1200,5 €", "1200.5"],
  ])("%s %j is %s", (locale, budget, expected) => {
    const submission = submit({ ...valid, budget }, locale);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" ? submission.value.budget : null).toBe(expected);
  });

  it.each([
    ["en-GB", "9,50,0"],
    ["en-GB", "9.500,50"],
    ["de-DE", "9,50,0"],
    ["de-DE", "1.2"],
    ["en-GB", "12,345,678"],
  ])("%s %j is refused with a message", (locale, budget) => {
    expect(errorsOf({ ...valid, budget }, locale)).toEqual({ budget: ["checkout.validation.budgetInvalid"] });
  });
});
