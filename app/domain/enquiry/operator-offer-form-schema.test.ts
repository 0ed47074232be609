import { describe, expect, it } from "vitest";
import { utcToday } from "../../../shared/search/search-limits";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { operatorOfferFormSchemaFor, operatorOfferRequestOf } from "./operator-offer-form-schema";

const day = (offset: number) => {
  const d = new Date(`${utcToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};
const schema = operatorOfferFormSchemaFor("en-GB", ["EUR", "CHF"]);
const valid = {
  apartmentTypeId: "a-berlin-0001-1",
  from: day(30),
  to: day(44),
  total: "2,800.50",
  currency: "EUR",
  ratePer: "night",
  cancellation: "free",
  freeDays: "21",
  feePercent: "40",
};
const parse = (overrides: Record<string, string> = {}) => {
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...valid, ...overrides })) data.set(key, value);
  return parseWithSchema(data, schema);
};

describe("operator offer form", () => {
  it("makes the OTA's offer: total in minor units, rate unit, validity and terms", () => {
    const submission = parse({ validUntil: day(10), terms: "Monthly invoice" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(operatorOfferRequestOf(submission.value)).toEqual({
      apartmentTypeId: "a-berlin-0001-1",
      from: day(30),
      to: day(44),
      price: { amount: 280_050, currency: "EUR" },
      ratePer: "night",
      cancellationPolicy: { freeUntilDaysBeforeArrival: 21, fee: { kind: "percentOfStay", percent: 40 } },
      validUntil: day(10),
      terms: "Monthly invoice",
    });
  });

  it("makes a non-refundable offer whatever the period fields say", () => {
    const submission = parse({ cancellation: "nonRefundable", freeDays: "", feePercent: "" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(operatorOfferRequestOf(submission.value)?.cancellationPolicy).toEqual({
      freeUntilDaysBeforeArrival: null,
      fee: { kind: "percentOfStay", percent: 100 },
    });
  });

  it.each([
    ["no cancellation terms", { cancellation: "" }, "cancellation", "adminEnquiries.validation.cancellation"],
    ["free cancellation without its period", { freeDays: "" }, "freeDays", "adminEnquiries.validation.freeDays"],
    ["a period that is no whole number", { freeDays: "2.5" }, "freeDays", "adminEnquiries.validation.freeDays"],
    ["a fee above 100 %", { feePercent: "120" }, "feePercent", "adminEnquiries.validation.feePercent"],
    ["free cancellation without its fee", { feePercent: "" }, "feePercent", "adminEnquiries.validation.feePercent"],
    ["no apartment", { apartmentTypeId: "" }, "apartmentTypeId", "adminEnquiries.validation.apartment"],
    ["a price of nothing", { total: "0" }, "total", "adminEnquiries.validation.total"],
    ["a currency the brand does not sell in", { currency: "USD" }, "currency", "adminEnquiries.validation.currency"],
    ["departure before arrival", { to: day(20) }, "to", "validation.outDateAfterInDate"],
    ["valid until after arrival", { validUntil: day(31) }, "validUntil", "adminEnquiries.validation.validUntil"],
    ["valid until yesterday", { validUntil: day(-1) }, "validUntil", "adminEnquiries.validation.validUntil"],
  ] as [string, Record<string, string>, string, string][])("%s -> %s: %s", (_name, overrides, field, message) => {
    const submission = parse(overrides);
    expect(submission.status === "error" ? submission.error?.[field] : null).toContain(message);
  });
});
