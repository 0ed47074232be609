import { describe, expect, it } from "vitest";
import type { AdminApartmentType } from "../../../shared/ota/back-office-houses";
import { parseWithSchema } from "../../forms/parse-with-schema";
import {
  apartmentTypeFormSchema,
  apartmentTypeFormValuesOf,
  apartmentTypeRequestOf,
  majorUnits,
  minorUnits,
} from "./apartment-type-form";

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

/** A stored type as the API answers it. */
const STORED: AdminApartmentType = {
  id: "at_1",
  propertyId: "p_1",
  active: true,
  name: { en: "Harbour loft", de: "Hafenloft" },
  customName: true,
  description: { en: "", de: "" },
  sizeMin: 40,
  sizeMax: 45,
  bedrooms: 1,
  bathrooms: 1,
  beds: 2,
  maxOccupancy: 2,
  units: 3,
  services: [],
  minStay: 2,
  maxStay: 60,
  bookingMode: "Direct",
  channelLinks: {},
  baseNightly: 12_050,
  cleaningFee: 0,
  currency: "EUR",
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
    ["an unknown booking mode", { bookingMode: "Auction" }, "bookingMode", `${E}.bookingMode`],
  ])("refuses %s with a message on the field", (_, change, field, message) => {
    const submission = parseWithSchema(form({ ...VALID, ...change }), apartmentTypeFormSchema);
    expect(submission.status).toBe("error");
    expect(submission.status === "error" ? submission.error?.[field] : null).toEqual([message]);
  });

  it.each(["Direct", "Request", "Ad"] as const)(
    "keeps the booking mode %s from the stored type to the request",
    (mode) => {
      const values = apartmentTypeFormValuesOf({ ...STORED, bookingMode: mode });
      expect(values.bookingMode).toBe(mode);
      const submission = parseWithSchema(form({ ...VALID, bookingMode: mode }), apartmentTypeFormSchema);
      expect(submission.status === "success" ? apartmentTypeRequestOf(submission.value, "EUR").bookingMode : null).toBe(
        mode,
      );
    },
  );

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
