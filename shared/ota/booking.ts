import { z } from "zod";
import { campaignSchema } from "../campaign/campaign-schema";
import { maskedCardSchema } from "../payments/payments-contract";
import {
  currencySchema,
  customerSubjectSchema,
  guestsSchema,
  ibeUidSchema,
  idSchema,
  isoDateSchema,
  isoDateTimeSchema,
  languageSchema,
  minorUnitsSchema,
  moneySchema,
  pageQuerySchema,
  pageSchema,
} from "./common";
import { companyCodeSchema } from "./company-code";
import { cancellationPolicySchema, imageSchema, stayPriceSchema } from "./listing";
import { voucherCodeSchema } from "./vouchers";

export const bookingStatusSchema = z.enum(["confirmed", "requested", "cancelled"]);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const guestSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  company: z.string().trim().max(200).optional(),
  /**
   * The guest's country of residence, ISO 3166-1 alpha-2. Bookings made before the contract had it
   * carried it as a "Guest country: XX" line in `notes` (see guestCountryOf).
   */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
});
export type Guest = z.infer<typeof guestSchema>;

/** At most this many apartments in one booking (decision 0142), the top-level one included. */
export const MAX_BOOKING_ITEMS = 6;

/**
 * A further apartment booked together with the request's own (decision 0142): same dates, guest and
 * payment; its own rate plan, guests, extras and (optionally) the total the guest saw for it.
 */
export const additionalBookingItemSchema = z.object({
  apartmentTypeId: idSchema,
  ratePlanId: idSchema,
  guests: guestsSchema,
  extraServices: z
    .array(z.object({ id: z.string().min(1).max(100), quantity: z.int().min(1).max(10).default(1) }))
    .max(30)
    .default([]),
  expectedTotal: moneySchema.optional(),
});
export type AdditionalBookingItem = z.input<typeof additionalBookingItemSchema>;

export const createBookingRequestSchema = z.object({
  apartmentTypeId: idSchema,
  ratePlanId: idSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  guests: guestsSchema,
  guest: guestSchema,
  /**
   * The signed-in customer's subject, when there is one: the booking then belongs to their account
   * (My bookings). The app sets it from its server-side session only, never from a form.
   */
  userId: customerSubjectSchema.optional(),
  extraServices: z
    .array(z.object({ id: z.string().min(1).max(100), quantity: z.int().min(1).max(10).default(1) }))
    .max(30)
    .default([]),
  paymentMethod: z.string().min(1).max(60),
  /** Opaque payment reference (e.g. a card token), stored as given. */
  paymentReference: z.string().max(200).optional(),
  /** The card as the payment service masked it, for the operators (never the number or the token). */
  paymentCard: maskedCardSchema.optional(),
  notes: z.string().max(2000).optional(),
  /** The total the guest saw. When given and the price moved, the answer is 409 price_changed. */
  expectedTotal: moneySchema.optional(),
  rfpId: idSchema.optional(),
  rfpOfferId: idSchema.optional(),
  /** The company code of a negotiated rate (ratePlanId is then the company's plan); checked again here. */
  companyCode: companyCodeSchema.optional(),
  /** A voucher (promotion code): checked again here; its discount must be in `expectedTotal`. */
  voucherCode: voucherCodeSchema.optional(),
  /** Where the guest came from: the deep link's campaign parameters (`cms`, `utm_*`), kept with the booking. */
  campaign: campaignSchema.optional(),
  /**
   * Further apartments booked in the same step (decision 0142): all or nothing. With them,
   * `expectedTotal` is the whole booking's total.
   */
  additionalItems: z
    .array(additionalBookingItemSchema)
    .max(MAX_BOOKING_ITEMS - 1)
    .default([]),
});
export type CreateBookingRequest = z.input<typeof createBookingRequestSchema>;

export const cancellationSchema = z.object({
  /** Until this instant cancelling is free; null when never free. */
  freeUntil: isoDateTimeSchema.nullable(),
  policy: cancellationPolicySchema,
  /** What cancelling now would cost (for an active booking) or did cost (for a cancelled one). */
  fee: minorUnitsSchema,
  cancelledAt: isoDateTimeSchema.nullable(),
});

/**
 * One apartment of a booking (decision 0142), with its own price, cancellation terms and status. A
 * booking of one apartment has one item whose `itemId` is the booking's id.
 */
export const bookingItemSchema = z.object({
  itemId: idSchema,
  status: bookingStatusSchema,
  apartmentTypeId: idSchema,
  apartmentTypeName: z.string(),
  propertyId: idSchema,
  propertyName: z.string(),
  address: z.object({
    street: z.string(),
    houseNumber: z.string(),
    postcode: z.string(),
    city: z.string(),
    country: z.string(),
  }),
  image: imageSchema.nullable(),
  ratePlanId: idSchema,
  guests: z.int().min(1),
  price: stayPriceSchema,
  cancellation: cancellationSchema,
});
export type BookingItem = z.infer<typeof bookingItemSchema>;

/**
 * A booking: its first item's fields at the top (apartment, rate plan, guests, price, cancellation),
 * so a booking of one apartment reads as before; `status` is the whole booking's: cancelled only when
 * every item is. `items` lists every apartment, the first included; `total` is what the whole booking
 * costs now: each active item's total plus each cancelled item's fee.
 */
export const bookingSchema = bookingItemSchema.omit({ itemId: true }).extend({
  id: idSchema,
  reference: z.string(),
  ibeUid: ibeUidSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  guest: guestSchema,
  userId: z.string().nullable(),
  paymentMethod: z.string(),
  notes: z.string().nullable(),
  currency: currencySchema,
  rfpId: idSchema.nullable(),
  rfpOfferId: idSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** The company code whose negotiated rate was booked. */
  companyCode: z.string().nullable().optional(),
  /** The language the guest booked in, for mails sent on their behalf later; null when not known. */
  guestLanguage: languageSchema.nullable().optional(),
  /** The campaign parameters the guest came with; null without any (and for bookings made before they were kept). */
  campaign: campaignSchema.nullable().optional(),
  items: z.array(bookingItemSchema).min(1).max(MAX_BOOKING_ITEMS),
  total: moneySchema,
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingPageSchema = pageSchema(bookingSchema);
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** Listing a tenant's bookings: all of them (tenant admin), or one guest's by email or user id. */
/** Language of the apartment type names in a booking. */
export const bookingQuerySchema = z.object({ language: languageSchema.default("en") });
export type BookingQuery = z.input<typeof bookingQuerySchema>;

/**
 * A guest's bookings, by e-mail or user id: one of them is required. A tenant's whole list is the
 * admin endpoint's (admin token), never the guest API's.
 */
export const listBookingsQuerySchema = pageQuerySchema
  .extend({
    language: languageSchema.default("en"),
    email: z.email().optional(),
    userId: customerSubjectSchema.optional(),
    status: bookingStatusSchema.optional(),
  })
  .refine((query) => query.email !== undefined || query.userId !== undefined, {
    message: "email or userId is required",
    path: ["email"],
  });
export type ListBookingsQuery = Omit<z.input<typeof listBookingsQuerySchema>, "limit"> & { limit?: number };

/** Cancels the whole booking, or only the items named (decision 0142: each at its own policy's fee). */
export const cancelBookingRequestSchema = z
  .object({
    reason: z.string().max(500).optional(),
    itemIds: z.array(idSchema).min(1).max(MAX_BOOKING_ITEMS).optional(),
  })
  .default({});
export type CancelBookingRequest = z.input<typeof cancelBookingRequestSchema>;
