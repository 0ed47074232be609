import { z } from "zod";
import {
  guestsSchema,
  ibeUidSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  languageSchema,
  moneySchema,
  pageQuerySchema,
  pageSchema,
} from "./common";
import { imageSchema } from "./listing";

export const rfpOfferStatusSchema = z.enum(["OPEN", "BOOKABLE", "BOOKED", "LOST"]);
export type RfpOfferStatus = z.infer<typeof rfpOfferStatusSchema>;

/** Allowed moves of an RFP offer. BOOKED is reached only by booking the offer. */
export const RFP_OFFER_TRANSITIONS: Record<RfpOfferStatus, readonly RfpOfferStatus[]> = {
  OPEN: ["BOOKABLE", "LOST"],
  BOOKABLE: ["LOST", "BOOKED"],
  BOOKED: [],
  LOST: [],
};

export const rfpPlaceSchema = z.object({
  placeId: z.string().max(64).optional(),
  name: z.string().trim().min(1).max(200),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
});

export const rfpContactSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  company: z.string().trim().max(200).optional(),
});

export const createRfpRequestSchema = z.object({
  budget: moneySchema,
  from: isoDateSchema,
  to: isoDateSchema,
  guests: guestsSchema,
  place: rfpPlaceSchema,
  radius: z.number().positive().max(100).default(10),
  notes: z.string().max(4000).optional(),
  contact: rfpContactSchema,
  userId: z.string().min(1).max(128).optional(),
  language: languageSchema.default("en"),
  /** A reservation enquiry for one listing (Ad listings without a bookable channel): it becomes the RFP's first offer. */
  apartmentTypeId: idSchema.optional(),
});
export type CreateRfpRequest = z.input<typeof createRfpRequestSchema>;

export const rfpOfferSchema = z.object({
  id: idSchema,
  rfpId: idSchema,
  apartmentTypeId: idSchema,
  apartmentTypeName: z.string(),
  propertyId: idSchema,
  propertyName: z.string(),
  image: imageSchema.nullable(),
  status: rfpOfferStatusSchema,
  price: moneySchema,
  note: z.string().nullable(),
  bookingId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type RfpOffer = z.infer<typeof rfpOfferSchema>;

/** Derived from the offers: BOOKED once one is booked, LOST when all are lost, else OPEN. */
export const rfpStatusSchema = z.enum(["OPEN", "BOOKED", "LOST"]);

export const rfpSchema = z.object({
  id: idSchema,
  /** What a person reads out on the phone, e.g. `RQ-7K3M9P` (unique; `id` stays the key for lookups). */
  reference: z.string(),
  ibeUid: ibeUidSchema,
  status: rfpStatusSchema,
  budget: moneySchema,
  from: isoDateSchema,
  to: isoDateSchema,
  guests: z.int().min(1),
  place: rfpPlaceSchema,
  radius: z.number(),
  notes: z.string().nullable(),
  contact: rfpContactSchema,
  userId: z.string().nullable(),
  language: languageSchema,
  offers: z.array(rfpOfferSchema),
  createdAt: isoDateTimeSchema,
});
export type Rfp = z.infer<typeof rfpSchema>;

export const rfpPageSchema = pageSchema(rfpSchema);
export type RfpPage = z.infer<typeof rfpPageSchema>;

export const listRfpsQuerySchema = pageQuerySchema.extend({
  email: z.email().optional(),
  userId: z.string().min(1).max(128).optional(),
});
export type ListRfpsQuery = Omit<z.input<typeof listRfpsQuerySchema>, "limit"> & { limit?: number };

/** An operator proposes an apartment for an RFP. */
export const createRfpOfferRequestSchema = z.object({
  apartmentTypeId: idSchema,
  price: moneySchema,
  note: z.string().max(2000).optional(),
  status: z.enum(["OPEN", "BOOKABLE"]).default("OPEN"),
});
export type CreateRfpOfferRequest = z.input<typeof createRfpOfferRequestSchema>;

export const updateRfpOfferStatusRequestSchema = z.object({ status: z.enum(["BOOKABLE", "LOST"]) });
export type UpdateRfpOfferStatusRequest = z.input<typeof updateRfpOfferStatusRequestSchema>;
