import { describe, expect, it } from "vitest";
import { parseWithSchema } from "~/forms/parse-with-schema";
import { rfpRequestSchema } from "./rfp-request-schema";

const valid = { name: "Ada Lovelace", email: "ada@example.com", budget: "1200" };

function errorsOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  const submission = parseWithSchema(form, rfpRequestSchema);
  return submission.status === "success" ? {} : submission.error;
}

describe("rfpRequestSchema", () => {
  it.each([
    ["valid", valid, {}],
    ["decimal comma", { ...valid, budget: "1200,50" }, {}],
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
