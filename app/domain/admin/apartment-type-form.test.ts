import { describe, expect, it } from "vitest";
import { parseWithSchema } from "../../forms/parse-with-schema";
import { apartmentTypeFormSchema, apartmentTypeRequestOf, majorUnits, minorUnits } from "./apartment-type-form";

const E = "adminHouses.errors";

const VALID: Record<string, string> = {
  nameEn: "Harbour loft",
  nameDe: "Hafenloft",
  sizeMin: "40",
  sizeMax: "45,5",
  bedrooms: "1",
  bathrooms: "1",
  beds: "2",
  maxOccupancy: "2",
  units: "3",
  minStay: "2",
  maxStay: "60",
  bookingMode: "Request",
  baseNightly: "120,50",
  cleaningFee: "",
  channel_VISION: "4711",
  channel_RATEHAWK: "",
};

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

describe("the apartment type form", () => {
  it("reads the type: prices in minor units of the house's currency, only the channels given", () => {
    const submission = parseWithSchema(form(VALID), apartmentTypeFormSchema);
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(apartmentTypeRequestOf(submission.value, "EUR")).toMatchObject({
      name: { en: "Harbour loft", de: "Hafenloft" },
      sizeMin: 40,
      sizeMax: 45.5,
      units: 3,
      bookingMode: "Request",
      channelLinks: { VISION: { externalId: "4711" } },
      baseNightly: 12_050,
      cleaningFee: 0,
      services: [],
    });
  });

  it.each([
    ["a name in one language only", { nameDe: "" }, "nameDe", `${E}.typeName`],
    ["a largest size below the smallest", { sizeMax: "30" }, "sizeMax", `${E}.sizeRange`],
    ["a maximum stay below the minimum", { maxStay: "1" }, "maxStay", `${E}.stayRange`],
    ["no units", { units: "0" }, "units", `${E}.units`],
    ["letters as a price", { baseNightly: "cheap" }, "baseNightly", `${E}.price`],
    ["a free night", { baseNightly: "0" }, "baseNightly", `${E}.price`],
    ["the advertisement mode", { bookingMode: "Ad" }, "bookingMode", `${E}.bookingMode`],
  ])("refuses %s with a message on the field", (_, change, field, message) => {
    const submission = parseWithSchema(form({ ...VALID, ...change }), apartmentTypeFormSchema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error?.[field] : null).toEqual([message]);
  });

  it.each([
    ["120", "EUR", 12_000],
    ["120,5", "EUR", 12_050],
    ["120.05", "EUR", 12_005],
    ["15000", "JPY", 15_000],
  ])("%s %s is %i minor units, and back", (typed, currency, minor) => {
    expect(minorUnits(typed, currency)).toBe(minor);
    expect(minorUnits(majorUnits(minor, currency), currency)).toBe(minor);
  });
});
