import { z } from "zod";
import type { AdminHouse, CreateHouse, HouseAddress } from "../../../shared/ota/back-office-houses";

/**
 * The admin area's house form as the browser posts it (conform names, every value a string; the
 * services and payment methods checkboxes a list). Messages are i18n keys under adminHouses.errors.
 * The position is optional: without it the page finds it from the address (the places service).
 */

const E = "adminHouses.errors";
const text = (max: number) => z.string().trim().max(max, `${E}.tooLong`).default("");
const required = (max: number, key: string) =>
  z.string(`${E}.${key}`).trim().min(1, `${E}.${key}`).max(max, `${E}.tooLong`);
/** A checkbox group: absent (none ticked), one value, or several. */
export const checkedList = z.preprocess(
  (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
  z.array(z.string().max(80)).max(300),
);
const time = z.string(`${E}.time`).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${E}.time`);

/** A coordinate typed with a dot or a comma; blank: none. */
const coordinate = (min: number, max: number, key: "lat" | "long") =>
  z
    .string()
    .trim()
    .default("")
    .transform((typed, ctx) => {
      if (typed === "") return null;
      const value = Number(typed.replace(",", "."));
      if (!/^-?\d{1,3}([.,]\d{1,10})?$/.test(typed) || !(value >= min && value <= max)) {
        ctx.addIssue({ code: "custom", message: `${E}.${key}` });
        return z.NEVER;
      }
      return value;
    });

export const houseFormSchema = z
  .object({
    name: required(200, "name"),
    street: required(200, "street"),
    houseNumber: text(20),
    postcode: text(20),
    city: required(100, "city"),
    country: z
      .string(`${E}.country`)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, `${E}.country`),
    lat: coordinate(-90, 90, "lat"),
    long: coordinate(-180, 180, "long"),
    descriptionEn: text(5000),
    descriptionDe: text(5000),
    checkInFrom: time,
    checkOutUntil: time,
    services: checkedList,
    paymentMethods: checkedList,
    contactName: required(200, "contactName"),
    contactEmail: z.email(`${E}.contactEmail`).max(254, `${E}.contactEmail`),
    contactPhone: text(40),
    /** The platform's admin chooses the brand of a new house. */
    ownerIbeUid: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, `${E}.owner`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    // One coordinate without the other is a typing slip, not "find it for me".
    if ((value.lat === null) !== (value.long === null))
      ctx.addIssue({ code: "custom", message: `${E}.positionPair`, path: [value.lat === null ? "lat" : "long"] });
  });
export type HouseForm = z.output<typeof houseFormSchema>;

/** The form's position when typed, else null (the caller finds it from the address). */
export function typedPosition(form: HouseForm): { lat: number; long: number } | null {
  return form.lat !== null && form.long !== null ? { lat: form.lat, long: form.long } : null;
}

/** The API's house request from the form and the position (typed or found). */
export function houseRequestOf(form: HouseForm, position: { lat: number; long: number }): CreateHouse {
  const address: HouseAddress = {
    street: form.street,
    houseNumber: form.houseNumber,
    postcode: form.postcode,
    city: form.city,
    country: form.country,
    lat: position.lat,
    long: position.long,
  };
  return {
    name: form.name,
    address,
    description: { en: form.descriptionEn, de: form.descriptionDe },
    checkInFrom: form.checkInFrom,
    checkOutUntil: form.checkOutUntil,
    services: form.services,
    paymentMethods: form.paymentMethods,
    contact: { name: form.contactName, email: form.contactEmail, phone: form.contactPhone },
    ...(form.ownerIbeUid ? { ownerIbeUid: form.ownerIbeUid } : {}),
  };
}

/** A stored house as the form's values. */
export function houseFormValuesOf(house: AdminHouse): Record<string, string | string[]> {
  return {
    name: house.name,
    street: house.address.street,
    houseNumber: house.address.houseNumber,
    postcode: house.address.postcode,
    city: house.address.city,
    country: house.address.country,
    lat: String(house.address.lat),
    long: String(house.address.long),
    descriptionEn: house.description.en,
    descriptionDe: house.description.de,
    checkInFrom: house.checkInFrom,
    checkOutUntil: house.checkOutUntil,
    services: house.services,
    paymentMethods: house.paymentMethods,
    contactName: house.contact.name,
    contactEmail: house.contact.email,
    contactPhone: house.contact.phone,
  };
}

/** The values a new house's form starts with. */
export const NEW_HOUSE_VALUES: Record<string, string | string[]> = {
  country: "DE",
  checkInFrom: "15:00",
  checkOutUntil: "11:00",
  services: [],
  paymentMethods: [],
};
