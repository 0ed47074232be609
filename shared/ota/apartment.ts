import { z } from "zod";
import { guestsSchema, idSchema, isoDateSchema, languageSchema, minorUnitsSchema } from "./common";
import { companyLookupSchema } from "./company-code";
import {
  apartmentTypeSchema,
  bookingModeSchema,
  imageSchema,
  listingRfpOfferSchema,
  propertySchema,
  rateOfferSchema,
  ratePlanSchema,
} from "./listing";

export const extraServicePricingSchema = z.enum(["perNight", "once", "perPerson", "perPersonPerNight"]);
export type ExtraServicePricing = z.infer<typeof extraServicePricingSchema>;

/** A service guests can add at checkout. */
export const extraServiceSchema = z.object({
  /** Catalogue id. */
  id: z.string().min(1),
  price: minorUnitsSchema,
  pricing: extraServicePricingSchema,
});
export type ExtraService = z.infer<typeof extraServiceSchema>;

/** getApartmentById: everything the offer page shows that does not depend on dates. */
export const apartmentSchema = z.object({
  apartmentType: apartmentTypeSchema,
  property: propertySchema,
  description: z.string(),
  bookingMode: bookingModeSchema,
  isPremiumPartner: z.boolean(),
  includedServices: z.array(z.string()),
  extraServices: z.array(extraServiceSchema),
  ratePlans: z.array(ratePlanSchema).min(1),
  images: z.array(imageSchema),
  /** Nightly base rate and monthly rate (30 nights), minor units of property.currency. */
  baseNightlyRate: minorUnitsSchema,
  monthlyRate: minorUnitsSchema,
  checkInFrom: z.string().regex(/^\d{2}:\d{2}$/),
  checkOutUntil: z.string().regex(/^\d{2}:\d{2}$/),
});
export type Apartment = z.infer<typeof apartmentSchema>;

export const apartmentQuerySchema = z.object({ language: languageSchema.default("en") });

/** Most ids one page of the tenant's apartment list holds. */
export const APARTMENT_IDS_MAX_LIMIT = 5_000;

/**
 * Query of the tenant's apartment list: the ids after `after` (keyset paging, in id order), at most
 * `limit` of them. Query strings carry numbers as text.
 */
export const apartmentIdsQuerySchema = z.object({
  after: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(APARTMENT_IDS_MAX_LIMIT).default(APARTMENT_IDS_MAX_LIMIT),
});
export type ApartmentIdsQuery = z.input<typeof apartmentIdsQuerySchema>;

/**
 * One page of the apartment types the tenant sells (its engine carries the property and the property
 * has a rate plan: what its searches can find), in id order; `next` is the `after` of the next page,
 * null on the last.
 */
export const apartmentIdsPageSchema = z.object({
  apartmentTypeIds: z.array(idSchema),
  next: idSchema.nullable(),
});
export type ApartmentIdsPage = z.infer<typeof apartmentIdsPageSchema>;

/** Most apartments one page of the tenant's apartment feed holds. */
export const APARTMENT_FEED_MAX_LIMIT = 200;

/**
 * Query of the tenant's apartment feed: the apartments after `after` (keyset paging, in id order), at
 * most `limit` of them, described in `language`.
 */
export const apartmentFeedQuerySchema = z.object({
  after: idSchema.optional(),
  limit: z.coerce.number().int().min(1).max(APARTMENT_FEED_MAX_LIMIT).default(APARTMENT_FEED_MAX_LIMIT),
  language: languageSchema.default("en"),
});
export type ApartmentFeedQuery = z.input<typeof apartmentFeedQuerySchema>;

/**
 * One page of the apartment types the tenant sells (as the id list: its engine carries the house, the
 * house has a rate plan, both active) that have units, each as getApartmentById describes it; `next` is
 * the `after` of the next page, null on the last. Listing feeds (Google vacation rentals) read it.
 */
export const apartmentFeedPageSchema = z.object({
  apartments: z.array(apartmentSchema),
  next: idSchema.nullable(),
});
export type ApartmentFeedPage = z.infer<typeof apartmentFeedPageSchema>;

/** Query of the dated endpoints (offers, availability). Query strings carry numbers as text. */
export const stayQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  guests: z.coerce.number().pipe(guestsSchema),
  language: languageSchema.default("en"),
  rfpId: idSchema.optional(),
  rfpOfferId: idSchema.optional(),
  /** A company code as typed: its negotiated rate joins the offers when valid (answer: `company`). */
  companyCode: z.string().max(64).optional(),
});
export type StayQuery = z.input<typeof stayQuerySchema>;

export const unavailableReasonSchema = z.enum([
  "sold_out",
  "min_stay",
  "max_stay",
  "too_many_guests",
  /** The arrival day is closed to arrival (no stay may start on it). */
  "closed_to_arrival",
  /** The departure day is closed to departure (no stay may end on it). */
  "closed_to_departure",
]);
export type UnavailableReason = z.infer<typeof unavailableReasonSchema>;

export const availabilitySchema = z.object({
  available: z.boolean(),
  reason: unavailableReasonSchema.nullable(),
  unitsLeft: z.int().min(0),
  minStay: z.int().min(1),
  maxStay: z.int().min(1),
  maxOccupancy: z.int().min(1),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** getOffersByApartmentTypeId: the rates for one stay. `offers` is empty when not available. */
export const apartmentOffersSchema = z.object({
  apartmentTypeId: idSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  guests: z.int().min(1),
  bookingMode: bookingModeSchema,
  availability: availabilitySchema,
  offers: z.array(rateOfferSchema),
  rfpOffer: listingRfpOfferSchema.nullable(),
  /** Present when the query named a company code: its status for the stay, and its terms when valid. */
  company: companyLookupSchema.optional(),
});
export type ApartmentOffers = z.infer<typeof apartmentOffersSchema>;
