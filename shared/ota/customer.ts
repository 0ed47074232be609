import { z } from "zod";
import { profileSchema } from "../account/profile-schema";
import { bookingStatusSchema } from "./booking";
import { currencySchema, idSchema, isoDateSchema, isoDateTimeSchema, languageSchema, minorUnitsSchema } from "./common";

/**
 * The signed-in customer's side of the OTA: their bookings and their profile (spec: updateMyself),
 * under /api/ibe/:ibeUid/customers/:subject. The subject is the identity provider's `sub` of the
 * user, which the app takes from its server-side session only; the OTA trusts it because the call
 * carries the tenant's API key (docs/decisions/0022-customer-subject-and-profile.md).
 */

/** One stay in My bookings. */
export const customerBookingSchema = z.object({
  id: idSchema,
  reference: z.string(),
  status: bookingStatusSchema,
  from: isoDateSchema,
  to: isoDateSchema,
  guests: z.int().min(1),
  apartmentTypeId: idSchema,
  /** In the requested language. */
  apartmentName: z.string(),
  propertyName: z.string(),
  city: z.string(),
  /** What the stay costs (with extra services), in minor units of `currency`: the whole booking's. */
  total: minorUnitsSchema,
  /** How many apartments the booking holds (decision 0142); `apartmentName` is the first one's. */
  apartments: z.int().min(1).optional(),
  currency: currencySchema,
  createdAt: isoDateTimeSchema,
});
export type CustomerBooking = z.infer<typeof customerBookingSchema>;

export const customerBookingsQuerySchema = z.object({ language: languageSchema.default("en") });
export type CustomerBookingsQuery = z.input<typeof customerBookingsQuerySchema>;

/** The most stays one answer holds (the most recent arrivals), so a list never grows without bound. */
export const CUSTOMER_BOOKINGS_LIMIT = 200;

/**
 * Spec: "Listings for past and future lists return a listings field". Upcoming stays (up to and
 * including the day of departure) soonest first, past stays most recent first; `today` is the OTA's
 * date the split was made on.
 */
export const customerBookingsSchema = z.object({
  today: isoDateSchema,
  listings: z.object({ upcoming: z.array(customerBookingSchema), past: z.array(customerBookingSchema) }),
});
export type CustomerBookings = z.infer<typeof customerBookingsSchema>;

/** The body of updateMyself: the profile, checked with the same schema as the app's form. */
export const updateProfileRequestSchema = profileSchema();

/** A customer's stored profile; null until they first save one. */
export const customerProfileSchema = z.object({
  profile: z.nullable(profileSchema()),
  updatedAt: isoDateTimeSchema.nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
