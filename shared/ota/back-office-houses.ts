import { z } from "zod";
import { getEntry } from "../catalogue";
import { ibeUidSchema, idSchema, MAX_STAY_NIGHTS, minorUnitsSchema, pageQuerySchema } from "./common";
import { bookingModeSchema, channelSchema } from "./listing";

/**
 * The back office's houses and apartment types (issue 34) as the OTA's admin API takes and answers
 * them: `/api/admin/ibe/:ibeUid/properties[/:propertyId]` and `.../apartment-types[/:apartmentTypeId]`.
 * The inventory parses requests with these schemas; the app's forms build requests that pass them.
 */

/** Both languages of a text the operator writes. */
const bilingual = (max: number) => z.object({ en: z.string().trim().max(max), de: z.string().trim().max(max) });
const bilingualRequired = (max: number) =>
  z.object({ en: z.string().trim().min(1).max(max), de: z.string().trim().min(1).max(max) });

/** A time of day as a house's check-in and check-out are given ("15:00"). */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM");

/** Live catalogue ids of the given kind: services (every type but payment methods) or payment methods. */
const catalogueIds = (kind: "services" | "paymentMethods") =>
  z
    .array(z.string().max(80))
    .max(200)
    .superRefine((ids, ctx) => {
      for (const [index, id] of ids.entries()) {
        const entry = getEntry(id);
        const fits = entry && !entry.deprecated && (entry.type === "paymentMethods") === (kind === "paymentMethods");
        if (!fits) ctx.addIssue({ code: "custom", message: "unknown", path: [index] });
      }
    })
    .transform((ids) => [...new Set(ids)]);

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

/** Whether a two-letter code names a country ICU knows (it answers an unknown code with the code itself). */
export function isKnownCountry(code: string): boolean {
  // Checked after the format, but zod runs every check: ICU throws on what is no region code at all.
  return /^[A-Z]{2}$/.test(code) && code !== "ZZ" && regionNames.of(code) !== code;
}

export const houseAddressSchema = z.object({
  street: z.string().trim().min(1).max(200),
  houseNumber: z.string().trim().max(20),
  postcode: z.string().trim().max(20),
  city: z.string().trim().min(1).max(100),
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, "ISO 3166-1 alpha-2")
    .refine(isKnownCountry, "unknown country"),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
});
export type HouseAddress = z.infer<typeof houseAddressSchema>;

export const houseContactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.string().trim().max(40),
});
export type HouseContact = z.infer<typeof houseContactSchema>;

/** What an operator writes of a house. */
const houseFields = {
  name: z.string().trim().min(1).max(200),
  address: houseAddressSchema,
  description: bilingual(5000),
  checkInFrom: timeOfDaySchema,
  checkOutUntil: timeOfDaySchema,
  services: catalogueIds("services"),
  paymentMethods: catalogueIds("paymentMethods"),
  contact: houseContactSchema,
};

/** POST .../properties: a new house; `ownerIbeUid` only for the platform's admin (default: the path's brand). */
export const createHouseSchema = z.object({ ...houseFields, ownerIbeUid: ibeUidSchema.optional() });
export type CreateHouse = z.infer<typeof createHouseSchema>;

/** PUT .../properties/:propertyId: the fields given replace the stored ones; `active` deactivates or reactivates. */
export const updateHouseSchema = z.object(houseFields).partial().extend({ active: z.boolean().optional() });
export type UpdateHouse = z.infer<typeof updateHouseSchema>;

/** Instant, on request, or advertised (booked through its RATEHAWK link, else asked for as an enquiry). */
export const bookingModeChoiceSchema = bookingModeSchema;

/**
 * Channel name to the type's id there: the channels the spec names (shared/ota/listing.ts) and a channel
 * manager connection's own channel (docs/decisions/0116), so an export with mapped codes imports again.
 */
export const channelLinksInputSchema = z
  .record(channelSchema, z.object({ externalId: z.string().trim().min(1).max(80) }))
  .optional();

/** What an operator writes of an apartment type; the numbers' ranges are checked together (below). */
const apartmentTypeFields = {
  name: bilingualRequired(120),
  description: bilingual(5000),
  sizeMin: z.number().positive().max(10_000),
  sizeMax: z.number().positive().max(10_000),
  bedrooms: z.int().min(0).max(50),
  bathrooms: z.int().min(0).max(50),
  beds: z.int().min(1).max(100),
  maxOccupancy: z.int().min(1).max(30),
  units: z.int().min(1).max(10_000),
  services: catalogueIds("services"),
  minStay: z.int().min(1).max(MAX_STAY_NIGHTS),
  maxStay: z.int().min(1).max(MAX_STAY_NIGHTS),
  bookingMode: bookingModeChoiceSchema,
  channelLinks: channelLinksInputSchema,
  /** Minor units of the house's currency, until the rates pages set them. */
  baseNightly: minorUnitsSchema.min(1).max(100_000_000),
  cleaningFee: minorUnitsSchema.max(100_000_000),
};

type RangeFields = { sizeMin?: number; sizeMax?: number; minStay?: number; maxStay?: number };

/** Min ≤ max for size and stay, where both are given (an update checks the merged values again). */
export function rangeProblems(value: RangeFields): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (value.sizeMin !== undefined && value.sizeMax !== undefined && value.sizeMax < value.sizeMin)
    problems.push({ path: "sizeMax", message: "below sizeMin" });
  if (value.minStay !== undefined && value.maxStay !== undefined && value.maxStay < value.minStay)
    problems.push({ path: "maxStay", message: "below minStay" });
  return problems;
}

const rangesChecked = (value: RangeFields, ctx: z.RefinementCtx) => {
  for (const problem of rangeProblems(value))
    ctx.addIssue({ code: "custom", message: problem.message, path: [problem.path] });
};

/** POST .../apartment-types: a new type under one of the brand's houses. */
export const createApartmentTypeSchema = z
  .object({ propertyId: idSchema, ...apartmentTypeFields })
  .superRefine(rangesChecked);
export type CreateApartmentType = z.infer<typeof createApartmentTypeSchema>;

/** PUT .../apartment-types/:apartmentTypeId: the fields given replace the stored ones; `active` as for a house. */
export const updateApartmentTypeSchema = z
  .object(apartmentTypeFields)
  .partial()
  .extend({ active: z.boolean().optional() })
  .superRefine(rangesChecked);
export type UpdateApartmentType = z.infer<typeof updateApartmentTypeSchema>;

/** An apartment type as the back office shows it. `name`/`description` null: the generated ones (seeded types). */
export const adminApartmentTypeSchema = z.object({
  id: idSchema,
  propertyId: idSchema,
  active: z.boolean(),
  name: z.object({ en: z.string(), de: z.string() }),
  customName: z.boolean(),
  description: z.object({ en: z.string(), de: z.string() }),
  sizeMin: z.number(),
  sizeMax: z.number(),
  bedrooms: z.int(),
  bathrooms: z.int(),
  beds: z.int(),
  maxOccupancy: z.int(),
  units: z.int(),
  services: z.array(z.string()),
  minStay: z.int(),
  maxStay: z.int(),
  bookingMode: bookingModeSchema,
  channelLinks: z.record(z.string(), z.object({ externalId: z.string() })),
  baseNightly: z.int(),
  cleaningFee: z.int(),
  currency: z.string(),
});
export type AdminApartmentType = z.infer<typeof adminApartmentTypeSchema>;

/** A house as the back office shows it, with its apartment types on the house's own page. */
export const adminHouseSchema = z.object({
  id: idSchema,
  ownerIbeUid: z.string(),
  active: z.boolean(),
  name: z.string(),
  address: houseAddressSchema.extend({ street: z.string(), city: z.string(), country: z.string() }),
  cityId: z.string(),
  currency: z.string(),
  description: z.object({ en: z.string(), de: z.string() }),
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  services: z.array(z.string()),
  paymentMethods: z.array(z.string()),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  apartmentTypes: z.array(adminApartmentTypeSchema),
});
export type AdminHouse = z.infer<typeof adminHouseSchema>;

/** The fields a house's history compares and names (AdminHouse's, which the admin pages translate). */
export const HOUSE_HISTORY_FIELDS = [
  "name",
  "address",
  "description",
  "checkInFrom",
  "checkOutUntil",
  "services",
  "paymentMethods",
  "contact",
  "active",
] as const satisfies readonly (keyof AdminHouse)[];

/** The fields an apartment type's history compares and names. */
export const TYPE_HISTORY_FIELDS = [
  "name",
  "description",
  "sizeMin",
  "sizeMax",
  "bedrooms",
  "bathrooms",
  "beds",
  "maxOccupancy",
  "units",
  "services",
  "minStay",
  "maxStay",
  "bookingMode",
  "channelLinks",
  "baseNightly",
  "cleaningFee",
  "active",
] as const satisfies readonly (keyof AdminApartmentType)[];

/** One row of the house list. */
export const adminHouseSummarySchema = adminHouseSchema
  .pick({ id: true, ownerIbeUid: true, active: true, name: true, currency: true })
  .extend({ city: z.string(), country: z.string(), apartmentTypes: z.int() });
export type AdminHouseSummary = z.infer<typeof adminHouseSummarySchema>;

/** GET .../properties?owner=&cursor=&limit=: the brand's houses (the platform's admin: every brand's, or `owner`'s). */
export const houseListQuerySchema = pageQuerySchema.extend({
  owner: ibeUidSchema.optional(),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type HouseListQuery = {
  owner?: string | undefined;
  q?: string | undefined;
  limit?: number;
  cursor?: string | undefined;
};

export const adminHouseListSchema = z.object({
  items: z.array(adminHouseSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AdminHouseList = z.infer<typeof adminHouseListSchema>;

/** `details` of a 409 units_below_bookings: the nights (ISO dates) on which more units are booked. */
export const unitsBelowBookingsDetailsSchema = z.object({
  nights: z.array(z.string()),
  booked: z.int(),
});
