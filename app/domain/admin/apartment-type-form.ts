import { z } from "zod";
import {
  type AdminApartmentType,
  type CreateApartmentType,
  rangeProblems,
} from "../../../shared/ota/back-office-houses";
import { KNOWN_CHANNELS } from "../../../shared/ota/listing";
import { currencyExponent } from "../money/currencies";
import { checkedList } from "./house-form";

/**
 * The admin area's apartment-type form as the browser posts it (every value a string). Prices are
 * typed in major units ("120" or "120,50") and sent in minor units of the house's currency. Messages
 * are i18n keys under adminHouses.errors; min/max pairs are checked with the API's own rule.
 */

const E = "adminHouses.errors";
const text = (max: number) => z.string().trim().max(max, `${E}.tooLong`).default("");
const required = (max: number, key: string) =>
  z.string(`${E}.${key}`).trim().min(1, `${E}.${key}`).max(max, `${E}.tooLong`);
const whole = (min: number, max: number, key: string) =>
  z
    .string(`${E}.${key}`)
    .trim()
    .regex(/^\d{1,5}$/, `${E}.${key}`)
    .transform(Number)
    .pipe(z.number().min(min, `${E}.${key}`).max(max, `${E}.${key}`));
const size = (key: string) =>
  z
    .string(`${E}.${key}`)
    .trim()
    .regex(/^\d{1,4}([.,]\d)?$/, `${E}.${key}`)
    .transform((typed) => Number(typed.replace(",", ".")))
    .pipe(z.number().positive(`${E}.${key}`));
/** An amount in major units, kept as typed (converted with the currency's exponent later). */
const amount = (key: string) =>
  z
    .string(`${E}.${key}`)
    .trim()
    .regex(/^\d{1,7}([.,]\d{1,2})?$/, `${E}.${key}`);

/** Every mode a listing has (shared/ota/listing.ts): a type saved from the form keeps its mode, "Ad" included. */
export const BOOKING_MODES = ["Direct", "Request", "Ad"] as const;

const channelFields = Object.fromEntries(KNOWN_CHANNELS.map((channel) => [`channel_${channel}`, text(80)])) as Record<
  `channel_${(typeof KNOWN_CHANNELS)[number]}`,
  ReturnType<typeof text>
>;

export const apartmentTypeFormSchema = z
  .object({
    nameEn: required(120, "typeName"),
    nameDe: required(120, "typeName"),
    descriptionEn: text(5000),
    descriptionDe: text(5000),
    sizeMin: size("size"),
    sizeMax: size("size"),
    bedrooms: whole(0, 50, "bedrooms"),
    bathrooms: whole(0, 50, "bathrooms"),
    beds: whole(1, 100, "beds"),
    maxOccupancy: whole(1, 30, "maxOccupancy"),
    units: whole(1, 10_000, "units"),
    services: checkedList,
    minStay: whole(1, 365, "stay"),
    maxStay: whole(1, 365, "stay"),
    bookingMode: z.enum(BOOKING_MODES, `${E}.bookingMode`),
    baseNightly: amount("price"),
    cleaningFee: amount("cleaningFee").or(z.literal("").transform(() => "0")),
    ...channelFields,
  })
  .superRefine((value, ctx) => {
    for (const problem of rangeProblems(value))
      ctx.addIssue({
        code: "custom",
        message: problem.path === "sizeMax" ? `${E}.sizeRange` : `${E}.stayRange`,
        path: [problem.path],
      });
    if (minorUnits(value.baseNightly, "EUR") === 0)
      ctx.addIssue({ code: "custom", message: `${E}.price`, path: ["baseNightly"] });
  });
export type ApartmentTypeForm = z.output<typeof apartmentTypeFormSchema>;

/** A typed amount in minor units of the currency ("120,50" EUR: 12050). */
export function minorUnits(typed: string, currency: string): number {
  const exponent = currencyExponent(currency) ?? 2;
  const [whole = "0", fraction = ""] = typed.replace(",", ".").split(".");
  return Number(whole) * 10 ** exponent + Number(fraction.padEnd(exponent, "0").slice(0, exponent) || "0");
}

/** Minor units as the form shows them (12050 EUR: "120.50"; whole amounts without decimals). */
export function majorUnits(minor: number, currency: string): string {
  const exponent = currencyExponent(currency) ?? 2;
  const value = minor / 10 ** exponent;
  return Number.isInteger(value) ? String(value) : value.toFixed(exponent);
}

/** The API's request (without the house) from the form, prices in the house's currency. */
export function apartmentTypeRequestOf(
  form: ApartmentTypeForm,
  currency: string,
): Omit<CreateApartmentType, "propertyId"> {
  const channelLinks: Record<string, { externalId: string }> = {};
  for (const channel of KNOWN_CHANNELS) {
    const externalId = form[`channel_${channel}`];
    if (externalId) channelLinks[channel] = { externalId };
  }
  return {
    name: { en: form.nameEn, de: form.nameDe },
    description: { en: form.descriptionEn, de: form.descriptionDe },
    sizeMin: form.sizeMin,
    sizeMax: form.sizeMax,
    bedrooms: form.bedrooms,
    bathrooms: form.bathrooms,
    beds: form.beds,
    maxOccupancy: form.maxOccupancy,
    units: form.units,
    services: form.services,
    minStay: form.minStay,
    maxStay: form.maxStay,
    bookingMode: form.bookingMode,
    channelLinks,
    baseNightly: minorUnits(form.baseNightly, currency),
    cleaningFee: minorUnits(form.cleaningFee, currency),
  };
}

/** A stored type as the form's values. */
export function apartmentTypeFormValuesOf(type: AdminApartmentType): Record<string, string | string[]> {
  return {
    nameEn: type.name.en,
    nameDe: type.name.de,
    descriptionEn: type.description.en,
    descriptionDe: type.description.de,
    sizeMin: String(type.sizeMin),
    sizeMax: String(type.sizeMax),
    bedrooms: String(type.bedrooms),
    bathrooms: String(type.bathrooms),
    beds: String(type.beds),
    maxOccupancy: String(type.maxOccupancy),
    units: String(type.units),
    services: type.services,
    minStay: String(type.minStay),
    maxStay: String(type.maxStay),
    bookingMode: type.bookingMode,
    baseNightly: majorUnits(type.baseNightly, type.currency),
    cleaningFee: majorUnits(type.cleaningFee, type.currency),
    ...Object.fromEntries(
      KNOWN_CHANNELS.map((channel) => [`channel_${channel}`, type.channelLinks[channel]?.externalId ?? ""]),
    ),
  };
}

export const NEW_APARTMENT_TYPE_VALUES: Record<string, string | string[]> = {
  bedrooms: "1",
  bathrooms: "1",
  beds: "1",
  maxOccupancy: "2",
  units: "1",
  minStay: "1",
  maxStay: "365",
  bookingMode: "Direct",
  cleaningFee: "0",
  services: [],
};
