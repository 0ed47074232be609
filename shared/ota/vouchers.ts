import { z } from "zod";
import { currencySchema, idSchema, isoDateSchema, isoDateTimeSchema, minorUnitsSchema } from "./common";
import { companyCodeSchema } from "./company-code";

/**
 * Vouchers (promotion codes) of a brand (OTA contract, docs/decisions/0129-vouchers.md). A code is per
 * tenant and case-insensitive (stored upper case); another tenant's code is unknown. Its rules are pure
 * functions in shared/vouchers/, used by the app (prices shown) and the inventory (the booking) alike.
 */

/** A code as typed: the same shape as a company code (trimmed, upper case, letters, digits and dashes). */
export const voucherCodeSchema = companyCodeSchema;

/** Percent off, or an amount off in the brand's currency (minor units). */
export const voucherDiscountSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percent"), percent: z.int().min(1).max(100) }),
  z.object({ kind: z.literal("amount"), amount: z.int().min(1).max(100_000_000), currency: currencySchema }),
]);
export type VoucherDiscount = z.infer<typeof voucherDiscountSchema>;

/** A period of days, both ends included; an end left out is open. */
const periodSchema = z
  .object({ from: isoDateSchema.nullable().default(null), until: isoDateSchema.nullable().default(null) })
  .refine((p) => p.from === null || p.until === null || p.from <= p.until, {
    message: "must not end before it starts",
    path: ["until"],
  });

/** What decides whether a code applies to a stay, and how much it takes off. */
export const voucherTermsSchema = z.object({
  code: voucherCodeSchema,
  discount: voucherDiscountSchema,
  /** The days a booking may be made on. */
  bookingPeriod: periodSchema.default({ from: null, until: null }),
  /** The days every night of the stay must fall on. */
  stayPeriod: periodSchema.default({ from: null, until: null }),
  minNights: z.int().min(1).max(365).default(1),
  /** Apartment types and houses it is for; both empty: every apartment of the brand. */
  apartmentTypeIds: z.array(idSchema).max(200).default([]),
  propertyIds: z.array(idSchema).max(200).default([]),
  /** Bookings in all (null: no limit), and per guest e-mail (null: no limit). Cancelled bookings give theirs back. */
  totalLimit: z.int().min(1).max(1_000_000).nullable().default(null),
  perEmailLimit: z.int().min(1).max(1000).nullable().default(null),
  combinableWithCompanyRates: z.boolean().default(false),
});
export type VoucherTerms = z.infer<typeof voucherTermsSchema>;

/** POST .../vouchers: a new code (active). PUT .../vouchers/:voucherId: the same fields, the code too. */
export const voucherInputSchema = voucherTermsSchema;
export type VoucherInput = z.input<typeof voucherInputSchema>;

/** A code's uses so far: bookings not cancelled, in all and by the guest's e-mail when known. */
export const voucherUsesSchema = z.object({ total: z.int().min(0), forEmail: z.int().min(0) });
export type VoucherUses = z.infer<typeof voucherUsesSchema>;

/** A stored code as the admin pages see it. */
export const adminVoucherSchema = voucherTermsSchema.extend({
  id: idSchema,
  active: z.boolean(),
  createdBy: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  uses: z.int().min(0),
});
export type AdminVoucher = z.infer<typeof adminVoucherSchema>;

export const adminVoucherListSchema = z.object({ items: z.array(adminVoucherSchema) });

/** One use: the booking that used the code. */
export const voucherUseSchema = z.object({
  bookingId: idSchema,
  reference: z.string(),
  email: z.string(),
  at: isoDateTimeSchema,
  cancelled: z.boolean(),
});

/** One admin change: who, when, what (the fields before and after). */
export const voucherChangeSchema = z.object({
  action: z.enum(["created", "updated", "archived"]),
  actor: z.string(),
  at: isoDateTimeSchema,
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type VoucherChange = z.infer<typeof voucherChangeSchema>;

/** GET .../vouchers/:voucherId: the code, its uses and its history, newest first. */
export const adminVoucherDetailSchema = z.object({
  voucher: adminVoucherSchema,
  uses: z.array(voucherUseSchema),
  history: z.array(voucherChangeSchema),
});
export type AdminVoucherDetail = z.infer<typeof adminVoucherDetailSchema>;

/**
 * GET /api/ibe/:ibeUid/vouchers/:code?email=: the code's terms and uses for the guest's pages, which
 * decide per stay with shared/vouchers/voucher-verdict.ts; null terms: unknown (or archived).
 */
export const voucherLookupSchema = z.object({ terms: voucherTermsSchema.nullable(), uses: voucherUsesSchema });
export type VoucherLookup = z.infer<typeof voucherLookupSchema>;

/** The discount a price carries: the code and what it took off the accommodation (minor units). */
export const voucherPriceDiscountSchema = z.object({ code: z.string(), amount: minorUnitsSchema });
export type VoucherPriceDiscount = z.infer<typeof voucherPriceDiscountSchema>;
