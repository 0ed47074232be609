import { z } from "zod";
import { adminActorSchema } from "./admin-booking";
import { guestsSchema, isoDateSchema, languageSchema, moneySchema } from "./common";
import { stayPriceSchema } from "./listing";

/**
 * Changing a booking's dates or guests (docs/decisions/0140): a quote first (the new price and the
 * difference), then the change, which checks availability and the quoted total again in one write.
 */

/** The stay a booking is to have: its dates (departure exclusive) and number of guests. */
export const bookingChangeStaySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  guests: guestsSchema,
});
export type BookingChangeStay = z.infer<typeof bookingChangeStaySchema>;

/** Why a booking cannot be changed at all (the terms, its state), apart from the new stay's own faults. */
export const CHANGE_REFUSALS = ["cancelled", "started", "terms", "rfpOffer", "severalApartments", "unchanged"] as const;
export const changeRefusalSchema = z.enum(CHANGE_REFUSALS);
export type ChangeRefusal = z.infer<typeof changeRefusalSchema>;

/** What became of the booking's voucher or company rate with the new stay. */
export const changeDiscountSchema = z.enum(["none", "kept", "dropped"]);
export type ChangeDiscount = z.infer<typeof changeDiscountSchema>;

/** POST .../bookings/:bookingId/change/quote answers this: the old and new price and what the guest pays or gets back. */
export const bookingChangeQuoteSchema = z.object({
  bookingId: z.string(),
  before: bookingChangeStaySchema.extend({ price: stayPriceSchema }),
  after: bookingChangeStaySchema.extend({ price: stayPriceSchema }),
  /** New total minus old total, minor units: above 0 the guest pays it, below 0 gets it back. */
  difference: moneySchema.extend({ amount: z.int() }),
  voucher: changeDiscountSchema,
  companyRate: changeDiscountSchema,
  /**
   * The card alias (token) the booking was paid with, for the app's server to charge or refund the
   * difference; null for other payment methods. Never sent to a browser.
   */
  cardAlias: z.string().nullable(),
});
export type BookingChangeQuote = z.infer<typeof bookingChangeQuoteSchema>;

/** POST .../bookings/:bookingId/change: the quoted stay with the total the guest confirmed. */
export const changeBookingRequestSchema = bookingChangeStaySchema.extend({
  /** The quote's new total: when the price moved since, the answer is 409 price_changed. */
  expectedTotal: moneySchema,
  /** The payment service's transaction that charged or refunded the difference, for the history. */
  paymentTransactionId: z.string().min(1).max(64).optional(),
});
export type ChangeBookingRequest = z.input<typeof changeBookingRequestSchema>;

/** The admin's change: the same, with who made it. */
export const adminChangeBookingRequestSchema = changeBookingRequestSchema.extend({ actor: adminActorSchema });
export type AdminChangeBookingRequest = z.input<typeof adminChangeBookingRequestSchema>;

export const bookingChangeQuerySchema = z.object({ language: languageSchema.default("en") });
