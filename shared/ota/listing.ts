import { z } from "zod";
import { currencySchema, idSchema, isoDateSchema, minorUnitsSchema } from "./common";
import { voucherPriceDiscountSchema } from "./vouchers";

/** How a listing is booked. Direct: instantly; Request: the operator confirms; Ad: an advertisement booked elsewhere. */
export const bookingModeSchema = z.enum(["Direct", "Request", "Ad"]);
export type BookingMode = z.infer<typeof bookingModeSchema>;

/** Distribution channels an apartment type can be linked to. Production may send others. */
export const KNOWN_CHANNELS = ["VISION", "RATEHAWK", "BOOKING_COM", "EXPEDIA"] as const;
export const channelSchema = z.string().regex(/^[A-Z][A-Z0-9_]*$/);
export const channelLinkSchema = z.object({ externalId: z.string().min(1) });
export type ChannelLink = z.infer<typeof channelLinkSchema>;

export const imageSchema = z.object({
  /** Absolute URL, or an absolute path on the OTA (the embedded Worker serves `/images/...`). */
  url: z.string().min(1),
  alt: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
});
export type OtaImage = z.infer<typeof imageSchema>;

export const addressSchema = z.object({
  street: z.string().min(1),
  houseNumber: z.string(),
  postcode: z.string(),
  city: z.string().min(1),
  /** ISO 3166-1 alpha-2. */
  country: z.string().regex(/^[A-Z]{2}$/),
  /** The state, region or province, when the OTA knows it (e.g. "Bayern"). */
  region: z.string().min(1).optional(),
  lat: z.number().min(-90).max(90),
  long: z.number().min(-180).max(180),
});
export type Address = z.infer<typeof addressSchema>;

export const propertySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  address: addressSchema,
  currency: currencySchema,
});
export type OtaProperty = z.infer<typeof propertySchema>;

export const apartmentTypeSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  size: z.object({ min: z.number().positive(), max: z.number().positive() }),
  maxOccupancy: z.int().min(1),
  bedrooms: z.int().min(0),
  bathrooms: z.int().min(0),
  minStay: z.int().min(1),
  maxStay: z.int().min(1),
  /** Channel name (VISION, RATEHAWK, ...) to the apartment type's id on that channel. */
  channelLinks: z.record(channelSchema, channelLinkSchema),
  matterportId: z.string().nullable(),
});
export type OtaApartmentType = z.infer<typeof apartmentTypeSchema>;

/**
 * Long stays (28 nights or more) on this plan: cancelling owes the accommodation of the stay's nights
 * within the notice period from the day of cancelling (free when the notice ends before arrival).
 */
export const longStayCancellationSchema = z.object({ noticeDays: z.int().min(1).max(366) });
export type LongStayCancellation = z.infer<typeof longStayCancellationSchema>;

/** Free until N days before arrival (null: never free), then a fee. */
export const cancellationPolicySchema = z.object({
  freeUntilDaysBeforeArrival: z.int().min(0).nullable(),
  fee: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("percentOfStay"), percent: z.int().min(0).max(100) }),
    z.object({ kind: z.literal("firstNight") }),
  ]),
  /** The notice period that replaces the rule above for long stays; absent: long stays follow it too. */
  longStay: longStayCancellationSchema.optional(),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;

/** `extraGuests`: the guests above the apartment type's included number, per night (docs/decisions/0109). */
export const feeCodeSchema = z.enum(["cleaning", "extraGuests", "cityTax", "extraService"]);
export const priceLineSchema = z.object({
  code: feeCodeSchema,
  /** Catalogue id of an extra service, when code is extraService. */
  serviceId: z.string().optional(),
  amount: minorUnitsSchema,
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/**
 * A long stay's accommodation: `months` whole calendar months at `perMonth` (the rate plan's monthly
 * rate), then `extraNights` nights costing `extraNightsAmount` (each the monthly rate / 30 or the
 * night's own rate, whichever is lower). Minor units.
 */
export const monthlyBreakdownSchema = z.object({
  perMonth: minorUnitsSchema,
  months: z.int().min(0),
  extraNights: z.int().min(0),
  extraNightsAmount: minorUnitsSchema,
});
export type MonthlyBreakdown = z.infer<typeof monthlyBreakdownSchema>;

/** The price of one stay, broken down. Amounts in minor units of `currency`. */
export const stayPriceSchema = z.object({
  currency: currencySchema,
  nights: z.int().min(1),
  /** Accommodation only: nightly rates, or the monthly rate for stays of 28 nights or more. */
  accommodation: minorUnitsSchema,
  /** Taxes, fees and booked extras. */
  lines: z.array(priceLineSchema),
  total: minorUnitsSchema,
  /** Whether the monthly rate applied. */
  monthlyRateApplied: z.boolean(),
  /** How the monthly rate made the accommodation, when it applied: whole months plus nights beyond. */
  monthly: monthlyBreakdownSchema.optional(),
  /** A voucher's discount off the accommodation, already taken off `total` (shared/vouchers/voucher-price.ts). */
  voucher: voucherPriceDiscountSchema.optional(),
});
export type StayPrice = z.infer<typeof stayPriceSchema>;

export const ratePlanSchema = z.object({
  id: idSchema,
  code: z.string().min(1),
  name: z.string().min(1),
  cancellationPolicy: cancellationPolicySchema,
  /** Set on a company's negotiated rate (shared/ota/company-code.ts): the code that unlocked it. */
  companyCode: z.string().optional(),
});
export type RatePlan = z.infer<typeof ratePlanSchema>;

/** One bookable rate for a stay. */
export const rateOfferSchema = z.object({
  ratePlan: ratePlanSchema,
  price: stayPriceSchema,
});
export type RateOffer = z.infer<typeof rateOfferSchema>;

/** An RFP offer attached to the listing, when the search ran for an RFP. */
export const listingRfpOfferSchema = z.object({
  id: idSchema,
  status: z.enum(["OPEN", "BOOKABLE", "BOOKED", "LOST"]),
  price: z.object({ amount: minorUnitsSchema, currency: currencySchema }),
});

/** One search result: an apartment type with its price for the requested stay. */
export const listingSchema = z.object({
  id: z.string().min(1),
  from: isoDateSchema,
  to: isoDateSchema,
  guests: z.int().min(1),
  /** Cheapest total for the requested stay over all rate plans, minor units. */
  cheapestRate: minorUnitsSchema,
  /**
   * The monthly rate, minor units: for a long stay (28 nights or more) what the cheapest rate charges
   * per calendar month (totalPrice.monthly.perMonth), otherwise the apartment's public monthly rate.
   */
  monthlyRate: minorUnitsSchema,
  currency: currencySchema,
  bookingMode: bookingModeSchema,
  isPremiumPartner: z.boolean(),
  apartmentType: apartmentTypeSchema,
  property: propertySchema,
  /** Catalogue ids (services, amenities, payment methods, ...). */
  includedServices: z.array(z.string()),
  images: z.array(imageSchema),
  /** The cheapest rate's price for the requested stay, broken down. */
  totalPrice: stayPriceSchema,
  rates: z.array(rateOfferSchema).min(1),
  distanceKm: z.number().min(0),
  unitsLeft: z.int().min(0),
  rfpOffer: listingRfpOfferSchema.nullable(),
});
export type Listing = z.infer<typeof listingSchema>;
export const listingsSchema = z.array(listingSchema);
