import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { contactSchema } from "./contact-schema";

const valid = { name: "Grace Hopper", email: "grace@example.com", subject: "Parking", message: "Is there parking?" };

const messagesOf = (input: Record<string, unknown>) => {
  const result = z.safeParse(contactSchema, input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join(".")] = issue.message;
  return out;
};

describe("contactSchema", () => {
  it.each([
    ["the required fields", valid, valid],
    [
      "everything, trimmed; the message keeps its lines; the reference upper-cased",
      {
        name: "  Grace   Hopper ",
        email: " grace@example.com ",
        subject: " Parking ",
        message: "  Line one\n\nLine two  ",
        bookingReference: " q-abcd-efgh ",
        apartmentTypeId: "apt_12",
      },
      {
        name: "Grace Hopper",
        email: "grace@example.com",
        subject: "Parking",
        message: "Line one\n\nLine two",
        bookingReference: "Q-ABCD-EFGH",
        apartmentTypeId: "apt_12",
      },
    ],
    ["empty optional fields as absent", { ...valid, bookingReference: " ", apartmentTypeId: "" }, valid],
  ])("accepts %s", (_what, input, expected) => {
    expect(z.parse(contactSchema, input)).toEqual(expected);
  });

  it("parses its own output to itself (the OTA checks what the app sends)", () => {
    const once = z.parse(contactSchema, { ...valid, bookingReference: "q-1234", message: " a\nb " });
    expect(z.parse(contactSchema, once)).toEqual(once);
  });

  it.each([
    [
      "nothing",
      {},
      {
        name: "contact.validation.nameRequired",
        email: "checkout.validation.emailRequired",
        subject: "contact.validation.subjectRequired",
        message: "contact.validation.messageRequired",
      },
    ],
    [
      "blank fields",
      { ...valid, name: "  ", subject: "\t", message: " \n " },
      {
        name: "contact.validation.nameRequired",
        subject: "contact.validation.subjectRequired",
        message: "contact.validation.messageRequired",
      },
    ],
    ["a bad e-mail address", { ...valid, email: "grace@" }, { email: "checkout.validation.emailInvalid" }],
    ["a long name", { ...valid, name: "x".repeat(101) }, { name: "checkout.validation.tooLong" }],
    ["a long subject", { ...valid, subject: "x".repeat(201) }, { subject: "checkout.validation.tooLong" }],
    ["a long message", { ...valid, message: "x".repeat(5001) }, { message: "contact.validation.messageTooLong" }],
    [
      "a reference with odd signs",
      { ...valid, bookingReference: "Q#1234" },
      {
        bookingReference: "contact.validation.bookingReferenceInvalid",
      },
    ],
    [
      "a reference too short",
      { ...valid, bookingReference: "Q1" },
      {
        bookingReference: "contact.validation.bookingReferenceInvalid",
      },
    ],
    [
      "a long reference",
      { ...valid, bookingReference: "Q".repeat(41) },
      {
        bookingReference: "contact.validation.bookingReferenceInvalid",
      },
    ],
    [
      "an apartment id with slashes",
      { ...valid, apartmentTypeId: "../x" },
      {
        apartmentTypeId: "contact.validation.apartmentInvalid",
      },
    ],
  ])("refuses %s", (_what, input, expected) => {
    expect(messagesOf(input)).toEqual(expected);
  });
});
