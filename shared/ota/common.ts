import { z } from "zod";
import { SEARCH_LIMITS } from "../search/search-limits";

/**
 * Shared building blocks of the OTA contract. Pure zod schemas: the inventory Worker validates its
 * input with them and the app's client validates the answers with them.
 */

/** A booking engine (tenant) id. Every call is scoped by it. */
export const ibeUidSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes");
export type IbeUid = z.infer<typeof ibeUidSchema>;

/** A calendar date, YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();
export type IsoDate = z.infer<typeof isoDateSchema>;

/** An instant, ISO 8601 with time zone. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const currencySchema = z.string().regex(/^[A-Z]{3}$/, "ISO 4217 code");
export const languageSchema = z.enum(["de", "en"]);
export type OtaLanguage = z.infer<typeof languageSchema>;

/**
 * The signed-in customer: the identity provider's subject (`sub`) of the user, up to 255 characters
 * (OpenID Connect Core 1.0, 2), no control characters.
 */
export const customerSubjectSchema = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[^\p{Cc}]+$/u, "no control characters");

/** Integer amount in the currency's minor unit (cents). */
export const minorUnitsSchema = z.int().min(0);

export const moneySchema = z.object({ amount: minorUnitsSchema, currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

/** Opaque ids: letters, digits, underscore and dash. */
export const idSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and -");

/** Guests and stay length as the search limits have them (one set for the app and the inventory). */
export const guestsSchema = z.int().min(SEARCH_LIMITS.minGuests).max(SEARCH_LIMITS.maxGuests);
export const MAX_STAY_NIGHTS = SEARCH_LIMITS.maxNights;

/** Every machine-readable error code the OTA answers with, and the HTTP status it comes with. */
export const OTA_ERROR_STATUS = {
  invalid_input: 400,
  invalid_json: 400,
  invalid_dates: 400,
  dates_in_past: 400,
  missing_idempotency_key: 400,
  unauthorized: 401,
  forbidden: 403,
  unknown_tenant: 404,
  not_found: 404,
  search_expired: 404,
  method_not_allowed: 405,
  no_longer_available: 409,
  price_changed: 409,
  invalid_status_transition: 409,
  rfp_offer_not_bookable: 409,
  idempotency_key_reused: 422,
  min_stay: 422,
  max_stay: 422,
  too_many_guests: 422,
  not_bookable: 422,
  closed_to_arrival: 422,
  closed_to_departure: 422,
  internal_error: 500,
  /** A company code that is unknown to the tenant, inactive, expired or not valid for the stay. */
  company_code_invalid: 422,
  /** A voucher that does not apply to the stay (`details.verdict`, shared/vouchers/voucher-verdict.ts). */
  voucher_invalid: 422,
  /** A booking that cannot be changed (`details.reason`: shared/ota/booking-change.ts CHANGE_REFUSALS). */
  change_not_allowed: 422,
  /** A payment method the booking may not use (invoice without a company that allows it). */
  payment_method_not_allowed: 422,
  /** An apartment type's units cut below what is booked on some night (`details.nights` names them). */
  units_below_bookings: 409,
  /** Rate plans removed that bookings name (`details.ratePlanIds`): deactivate them instead. */
  rate_plan_in_use: 409,
  /** An upload over the size limit. */
  payload_too_large: 413,
  /** An upload of a type the endpoint does not take (photos: JPEG, PNG, WebP). */
  unsupported_media_type: 415,
  /** A booking that has its review already: one per stay (docs/decisions/0139-reviews.md). */
  already_reviewed: 409,
  /** A stay not (yet) reviewable: cancelled or not over (`details.reason`, shared/reviews/review-rules.ts). */
  not_reviewable: 409,
} as const;

export type OtaErrorCode = keyof typeof OTA_ERROR_STATUS;
export const otaErrorCodeSchema = z.enum(Object.keys(OTA_ERROR_STATUS) as [OtaErrorCode, ...OtaErrorCode[]]);

export const otaErrorIssueSchema = z.object({ path: z.string(), message: z.string() });

/** The body of every non-2xx answer. */
export const otaErrorBodySchema = z.object({
  error: z.object({
    code: otaErrorCodeSchema,
    message: z.string(),
    issues: z.array(otaErrorIssueSchema).optional(),
    /** Extra facts for some codes, e.g. the current price with price_changed. */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type OtaErrorBody = z.infer<typeof otaErrorBodySchema>;

/** Cursor pagination for lists. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}

/** The header a production OTA reads its API key from. The embedded Worker accepts and ignores it unless configured. */
export const OTA_API_KEY_HEADER = "X-Api-Key";
/**
 * Who made an admin write, as the caller names them (the app: the signed-in admin's name and e-mail),
 * URI-encoded so any name fits a header. The change history shows it; the token says what they may do.
 */
export const OTA_ACTOR_HEADER = "X-Ota-Actor";
/** The header carrying the idempotency key of a booking creation. */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/);
