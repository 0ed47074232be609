import { z } from "zod";
import { CARD_BRANDS } from "./card-brand";
import { DBI_CODES } from "./dbi";
import { MASKED_CARD_PATTERN } from "./mask-card";

/**
 * The HTTP contract of the payment service, in the shapes of PCI Proxy (Datatrans) secure fields and
 * its token API. The embedded sandbox (workers/payments) validates its input with these schemas and
 * the app's client (app/.server/payments) validates the answers with them. Server-side only: the
 * browser never talks to this API, only to the secure-fields page. docs/payments-sandbox.md.
 */

/** Tenant (booking engine) id; every call is scoped by it. */
export const paymentsIbeUidSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes");

/** Opaque transaction ids (the sandbox issues 32 hex digits; PCI Proxy issues digits). */
export const transactionIdSchema = z
  .string()
  .min(6)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and -");

export const companyIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, "letters, digits, _ and -");

export const paymentsLanguageSchema = z.enum(["de", "en"]);
export type PaymentsLanguage = z.infer<typeof paymentsLanguageSchema>;

const httpUrlSchema = z
  .string()
  .max(2048)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "https:" || url.protocol === "http:") && url.username === "" && url.password === "";
    } catch {
      return false;
    }
  }, "an absolute http(s) URL without credentials");

/** POST /v1/transactions/secureFields. Amount in minor units. */
export const initSecureFieldsRequestSchema = z.object({
  amount: z.int().min(0).max(10_000_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, "ISO 4217 code"),
  /** Where the secure-fields page sends the browser afterwards, with `?transactionId=`. */
  returnUrl: httpUrlSchema,
  /** Where its cancel link goes; the returnUrl when absent. */
  cancelUrl: httpUrlSchema.optional(),
  ibeUid: paymentsIbeUidSchema,
});
export type InitSecureFieldsRequest = z.input<typeof initSecureFieldsRequestSchema>;

export const initSecureFieldsResponseSchema = z.object({ transactionId: transactionIdSchema });
export type InitSecureFieldsResponse = z.infer<typeof initSecureFieldsResponseSchema>;

export const transactionStatusSchema = z.enum(["pending", "authorized", "declined", "expired"]);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const transactionReasonSchema = z.enum(["card_declined", "card_expired"]);
export type TransactionReason = z.infer<typeof transactionReasonSchema>;

export const cardBrandSchema = z.enum(CARD_BRANDS);

/** Masked card data; never the number or the security code. */
export const maskedCardSchema = z.object({
  masked: z.string().regex(MASKED_CARD_PATTERN, "a masked card number"),
  brand: cardBrandSchema,
  expiryMonth: z.int().min(1).max(12),
  expiryYear: z.int().min(2000).max(2099),
  holder: z.string().max(100),
});
export type MaskedCard = z.infer<typeof maskedCardSchema>;

/** GET /v1/transactions/:transactionId?ibeUid= */
export const transactionSchema = z.object({
  transactionId: transactionIdSchema,
  status: transactionStatusSchema,
  amount: z.int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Null while the card form was not sent. */
  card: maskedCardSchema.nullable(),
  /** The reusable card token (PCI Proxy's alias) of an authorized transaction. */
  token: z.string().min(1).max(128).optional(),
  reason: transactionReasonSchema.optional(),
});
export type CardTransaction = z.infer<typeof transactionSchema>;

export const transactionQuerySchema = z.object({ ibeUid: paymentsIbeUidSchema });

/**
 * A merchant-initiated payment with a stored card alias (token), as Datatrans' authorize with an alias
 * (docs/decisions/0141): POST /v1/transactions/authorize charges `amount`, POST /v1/transactions/credit
 * pays it back to the card. Both take an Idempotency-Key header: the same key answers the same again.
 */
export const aliasPaymentRequestSchema = z.object({
  ibeUid: paymentsIbeUidSchema,
  amount: z.int().min(1).max(10_000_000_000),
  currency: z.string().regex(/^[A-Z]{3}$/, "ISO 4217 code"),
  /** The merchant's reference (a booking's reference), shown on the card statement. */
  refno: z.string().min(1).max(40),
  card: z.object({ alias: z.string().min(1).max(128) }),
});
export type AliasPaymentRequest = z.input<typeof aliasPaymentRequestSchema>;

export const aliasPaymentSchema = z.object({
  transactionId: transactionIdSchema,
  /** settled: charged; credited: paid back. */
  status: z.enum(["settled", "credited"]),
  amount: z.int().min(1),
  currency: z.string().regex(/^[A-Z]{3}$/),
});
export type AliasPayment = z.infer<typeof aliasPaymentSchema>;

/** The header of an alias payment's idempotency key (8 to 64 letters, digits, _ and -). */
export const PAYMENTS_IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const paymentsIdempotencyKeySchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const dbiFieldSchema = z.object({
  code: z.enum(DBI_CODES),
  labelKey: z.string().min(1).max(100),
  required: z.boolean(),
  maxLength: z.int().min(1).max(100),
  pattern: z.string().max(200).optional(),
  example: z.string().max(100).optional(),
});

/** GET /v1/airplus/dbi-definition?ibeUid= (getDbiDefinition). */
export const dbiDefinitionSchema = z.object({ ibeUid: paymentsIbeUidSchema, fields: z.array(dbiFieldSchema) });
export type DbiDefinitionResponse = z.infer<typeof dbiDefinitionSchema>;

export const dbiDefinitionQuerySchema = z.object({ ibeUid: paymentsIbeUidSchema });

export const airplusCardSchema = z.object({
  token: z.string().min(1).max(128),
  masked: z.string().regex(MASKED_CARD_PATTERN, "a masked card number"),
  brand: z.literal("uatp"),
  holder: z.string().max(100),
  expiryMonth: z.int().min(1).max(12),
  expiryYear: z.int().min(2000).max(2099),
});
export type AirplusCard = z.infer<typeof airplusCardSchema>;

/** GET /v1/airplus/cards?ibeUid=&companyId= (getCardNumbers): a company's saved AirPlus cards, masked. */
export const airplusCardsSchema = z.object({
  ibeUid: paymentsIbeUidSchema,
  companyId: companyIdSchema,
  companyName: z.string(),
  cards: z.array(airplusCardSchema),
});
export type AirplusCards = z.infer<typeof airplusCardsSchema>;

export const airplusCardsQuerySchema = z.object({ ibeUid: paymentsIbeUidSchema, companyId: companyIdSchema });

/** Every machine-readable error code of the service, with its HTTP status. */
export const PAYMENTS_ERROR_STATUS = {
  invalid_input: 400,
  invalid_json: 400,
  return_url_not_allowed: 400,
  unauthorized: 401,
  /** An alias payment the card's issuer refused. */
  card_declined: 402,
  not_found: 404,
  unknown_tenant: 404,
  airplus_not_enabled: 404,
  method_not_allowed: 405,
  /** An idempotency key sent again with another request. */
  idempotency_key_reused: 422,
  unsupported_media_type: 415,
  internal_error: 500,
} as const;
export type PaymentsErrorCode = keyof typeof PAYMENTS_ERROR_STATUS;
export const paymentsErrorCodeSchema = z.enum(
  Object.keys(PAYMENTS_ERROR_STATUS) as [PaymentsErrorCode, ...PaymentsErrorCode[]],
);

export const paymentsErrorBodySchema = z.object({
  error: z.object({
    code: paymentsErrorCodeSchema,
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type PaymentsErrorBody = z.infer<typeof paymentsErrorBodySchema>;

/** Paths of the service (relative to its base URL). */
export const paymentsPaths = {
  initSecureFields: () => "/v1/transactions/secureFields",
  transaction: (transactionId: string) => `/v1/transactions/${encodeURIComponent(transactionId)}`,
  secureFieldsPage: (transactionId: string) => `/secure-fields/${encodeURIComponent(transactionId)}`,
  dbiDefinition: () => "/v1/airplus/dbi-definition",
  airplusCards: () => "/v1/airplus/cards",
  authorizeWithAlias: () => "/v1/transactions/authorize",
  creditWithAlias: () => "/v1/transactions/credit",
} as const;

/** Optional API key of the service's server API (not of the browser page), as HTTP Basic credentials like PCI Proxy's. */
export const PAYMENTS_AUTHORIZATION_HEADER = "Authorization";
