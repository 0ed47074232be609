import { z } from "zod";
import { campaignSchema } from "../../../shared/campaign/campaign-schema";
import { EXTRA_SERVICE_PRICINGS } from "../../../shared/checkout/extra-services";
import { MAX_BOOKING_ITEMS } from "../../../shared/ota/booking";
import { companyTermsSchema } from "../../../shared/ota/company-code";
import { addressSchema, cancellationPolicySchema, imageSchema, stayPriceSchema } from "../../../shared/ota/listing";
import { maskedCardSchema } from "../../../shared/payments/payments-contract";
import { PAYMENT_METHODS } from "../../../shared/tenancy/tenant";
import { VOUCHER_VERDICTS } from "../../../shared/vouchers/voucher-verdict";
import { paysByCard } from "../payments/pays-by-card";
import type { CheckoutParams } from "./checkout-steps";

/**
 * What a checkout session holds in KV (spec: "Checkout state" and "Checkout params"), validated on
 * every read so a stale or tampered record is treated as missing. Server side only (zod classic);
 * the pages receive the parts they show.
 */

/** 128 random bits as 32 lower-case hex digits. */
export const CHECKOUT_SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;

export function isCheckoutSessionId(value: unknown): value is string {
  return typeof value === "string" && CHECKOUT_SESSION_ID_PATTERN.test(value);
}

/** Sessions live two hours after the last activity. */
export const CHECKOUT_SESSION_TTL_SECONDS = 2 * 60 * 60;

/** The offer the guest started from (spec "Checkout and offer params"). */
export const checkoutOfferSchema = z.object({
  apartmentTypeId: z.string().min(1),
  ratePlanId: z.string().min(1),
  from: z.iso.date(),
  to: z.iso.date(),
  guests: z.int().min(1),
  radius: z.string().optional(),
  rfpOfferId: z.string().optional(),
  /** The company code the offer page carried; the OTA checks it at every step and at the booking. */
  companyCode: z.string().optional(),
  /** The voucher the offer page applied; priced in at every step and checked again at the booking. */
  voucher: z.string().optional(),
  /** The apartment's house, for judging a voucher limited to houses again at every step. */
  propertyId: z.string().optional(),
});
export type CheckoutOffer = z.infer<typeof checkoutOfferSchema>;

export const checkoutParamsSchema = z.object({
  sessionId: z.string(),
  hasCreditCard: z.boolean(),
  hasAirplus: z.boolean(),
  hasExtraServices: z.boolean(),
  rfpId: z.string().nullable(),
  isRfp: z.boolean(),
  offerUrl: z.string(),
  offer: checkoutOfferSchema,
  /** The offer page's query string, as the search left it. */
  searchParams: z.string(),
  /** Where the guest came from (the apartment page's campaign parameters): kept with the booking (0137). */
  campaign: campaignSchema.nullish(),
});
export type StoredCheckoutParams = z.infer<typeof checkoutParamsSchema>;

const rateOfferSummarySchema = z.object({
  ratePlanId: z.string(),
  ratePlanName: z.string(),
  cancellationPolicy: cancellationPolicySchema,
  price: stayPriceSchema,
});
export type RateOfferSummary = z.infer<typeof rateOfferSummarySchema>;

/** The apartment as the checkout shows it: names in the language the session started in. */
export const checkoutApartmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  propertyName: z.string(),
  address: addressSchema,
  image: imageSchema.nullable(),
  maxOccupancy: z.int().min(1),
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  extraServices: z.array(z.object({ id: z.string(), price: z.int().min(0), pricing: z.enum(EXTRA_SERVICE_PRICINGS) })),
});
export type CheckoutApartment = z.infer<typeof checkoutApartmentSchema>;

const extraServicesTotalSchema = z.object({
  amount: z.int().min(0),
  currency: z.string(),
  lines: z.array(
    z.object({
      id: z.string(),
      pricing: z.enum(EXTRA_SERVICE_PRICINGS),
      quantity: z.int().min(0),
      unitAmount: z.int().min(0),
      amount: z.int().min(0),
    }),
  ),
});

/**
 * A further apartment booked in the same checkout (decision 0144): same dates, guest and payment; its
 * own guests, rate and extras. The session's top-level apartment and offer are the first item's.
 */
export const checkoutItemSchema = z.object({
  apartment: checkoutApartmentSchema,
  guests: z.int().min(1),
  selectedOffer: rateOfferSummarySchema,
  extraServicesTotal: extraServicesTotalSchema.nullable(),
});
export type CheckoutItem = z.infer<typeof checkoutItemSchema>;

/** Form values as the guest typed them, kept so no step loses input (also after a back step). */
const rawValuesSchema = z.record(z.string(), z.string());

export const checkoutStateSchema = z.object({
  selectedOffer: rateOfferSummarySchema,
  offers: z.array(rateOfferSummarySchema),
  apartment: checkoutApartmentSchema,
  extraServicesTotal: extraServicesTotalSchema.nullable(),
  /** The further apartments of a stay booked together (none for one apartment). */
  additionalItems: z
    .array(checkoutItemSchema)
    .max(MAX_BOOKING_ITEMS - 1)
    .default([]),
  /** The guest's entries per step: raw values for redisplay, parsed values once a step was passed. */
  entries: z.object({
    booking: rawValuesSchema.optional(),
    extraServices: rawValuesSchema.optional(),
    payment: rawValuesSchema.optional(),
    rfpRequest: rawValuesSchema.optional(),
  }),
  bookingDetails: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: z.string(),
      phone: z.string(),
      country: z.string(),
      travellingForBusiness: z.boolean(),
      business: z
        .object({
          company: z.string(),
          vatId: z.string().optional(),
          billingAddress: z.object({
            street: z.string(),
            postcode: z.string(),
            city: z.string(),
            country: z.string(),
          }),
        })
        .optional(),
      arrivalTime: z.string().optional(),
      message: z.string().optional(),
      guests: z.int().min(1),
      paymentMethod: z.enum(PAYMENT_METHODS),
    })
    .nullable(),
  /** The card payment (card or AirPlus) once the payment service authorized it. */
  payment: z
    .object({
      method: z.enum(["card", "airplus"]),
      /** The secure-fields transaction; null for a saved AirPlus card (its token is the reference). */
      transactionId: z.string().nullable(),
      /** The amount the card was entered for: a changed total needs the card again. */
      amount: z.int().min(0),
      token: z.string().optional(),
      card: maskedCardSchema,
      /** AirPlus DBI values by field code. */
      dbi: z.record(z.string(), z.string()).optional(),
    })
    .nullable(),
  /** The card-page transaction started for this session and not finished yet. */
  cardTransaction: z
    .object({ id: z.string(), amount: z.int().min(0), currency: z.string() })
    .nullable()
    .default(null),
  /** The booking made from this session; a repeated Book answers with it. */
  booking: z
    .object({
      id: z.string(),
      reference: z.string(),
      email: z.string(),
      /** "requested" for apartments booked on request: the host still confirms. */
      status: z.enum(["confirmed", "requested", "cancelled"]).default("confirmed"),
    })
    .nullable(),
  /** The enquiry sent from this session (RFP request). */
  enquiry: z.object({ rfpId: z.string(), reference: z.string().optional(), email: z.string() }).nullable(),
  /** The company of a valid company code (billing prefill, invoice and AirPlus), as the OTA last named it. */
  company: companyTermsSchema.nullable().default(null),
  /** A voucher the guest came with that no longer applied when the checkout started: said, not dropped silently. */
  voucherRefused: z
    .object({ code: z.string(), verdict: z.enum(VOUCHER_VERDICTS) })
    .nullable()
    .default(null),
});
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

export const checkoutSessionSchema = z.object({
  version: z.literal(1),
  id: z.string().regex(CHECKOUT_SESSION_ID_PATTERN),
  ibeUid: z.string(),
  /** The key createBooking is called with: one booking per session, whatever is retried. */
  idempotencyKey: z.string().min(16),
  /** SHA-256 (hex) of the secret the starting browser keeps in its checkout cookie; never the secret. */
  browserKeyHash: z.string().regex(/^[0-9a-f]{64}$/),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  params: checkoutParamsSchema,
  state: checkoutStateSchema,
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** A stored record, or null when it is not a valid session (treated as missing). */
export function parseCheckoutSession(value: unknown): CheckoutSession | null {
  const parsed = checkoutSessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The params in the shape the step rules take. */
export function stepParams(session: CheckoutSession): CheckoutParams {
  return { ...session.params, searchParams: session.params.searchParams };
}

/** One apartment's stay and its extra services, in minor units of the booking currency. */
export function itemTotal(item: Pick<CheckoutItem, "selectedOffer" | "extraServicesTotal">): number {
  return item.selectedOffer.price.total + (item.extraServicesTotal?.amount ?? 0);
}

/** Stay total and extra services of every apartment, in minor units of the booking currency. */
export function checkoutTotal(
  state: Pick<CheckoutState, "selectedOffer" | "extraServicesTotal"> & { additionalItems?: readonly CheckoutItem[] },
): number {
  return (state.additionalItems ?? []).reduce((sum, item) => sum + itemTotal(item), itemTotal(state));
}

/**
 * The step the guest still has to complete before `page` makes sense (a summary without guest
 * details, or without the card a card payment needs), or null. Pages redirect there instead of
 * showing half a booking.
 */
export function missingStepBefore(
  session: CheckoutSession,
  page: "checkout.summary" | "checkout.paymentInformations",
): "checkout.booking" | "checkout.paymentInformations" | null {
  const details = session.state.bookingDetails;
  if (!details) return "checkout.booking";
  const card = paysByCard(details.paymentMethod);
  if (page === "checkout.paymentInformations") return card ? null : "checkout.booking";
  return card && !hasValidPayment(session.state) ? "checkout.paymentInformations" : null;
}

/** An authorized card payment for the current total (a changed total needs the card again). */
export function hasValidPayment(state: CheckoutState): boolean {
  return state.payment !== null && state.payment.amount === checkoutTotal(state);
}
