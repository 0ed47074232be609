import { z } from "zod";
import { getEntry } from "../catalogue";
import { extraServicePricingSchema } from "./apartment";
import { currencySchema, idSchema, minorUnitsSchema } from "./common";
import { cancellationPolicySchema } from "./listing";

/**
 * The back office's rates of one apartment type (issue 34, docs/decisions/0109) as the OTA's admin API
 * takes and answers them: `GET` and `PUT /api/admin/ibe/:ibeUid/apartment-types/:apartmentTypeId/rates`.
 * The inventory parses requests with these schemas; the app's rates forms build requests that pass them.
 */

const MAX_AMOUNT = 100_000_000;
const amount = minorUnitsSchema.max(MAX_AMOUNT);
export const MAX_RATE_PLANS = 10;
export const MAX_EXTRA_SERVICES = 30;
/** A plan's price is 10 % to 300 % of the type's prices (in basis points of them). */
export const RATE_PLAN_FACTOR_BP = { min: 1_000, max: 30_000 } as const;

/** The type's prices. The weekend price is an amount here; the inventory keeps it as a factor of the nightly one. */
export const ratePricesSchema = z.object({
  baseNightly: amount.min(1),
  /** Friday and Saturday nights. */
  weekendNightly: amount.min(1),
  /** One calendar month of a stay of 28 nights or more. */
  monthlyRate: amount.min(1),
  cleaningFee: amount,
  /** Per night and guest above `includedGuests` (0: no fee). */
  extraGuestFee: amount,
  includedGuests: z.int().min(1).max(30),
});
export type RatePrices = z.infer<typeof ratePricesSchema>;

const planName = z.object({ en: z.string().trim().min(1).max(80), de: z.string().trim().min(1).max(80) });

/**
 * One rate plan: `id` keeps a stored plan (absent: a new one), `factorBp` its price relation to the
 * type's prices (10000: the same; 9000: 10 % less), its cancellation terms as the bookings keep them.
 */
export const ratePlanInputSchema = z.object({
  id: idSchema.optional(),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9][A-Z0-9_-]{0,19}$/, "letters, digits, - and _"),
  name: planName,
  factorBp: z.int().min(RATE_PLAN_FACTOR_BP.min).max(RATE_PLAN_FACTOR_BP.max),
  cancellationPolicy: cancellationPolicySchema,
  active: z.boolean().default(true),
});
export type RatePlanInput = z.output<typeof ratePlanInputSchema>;

/** The type's plans: at least one active, codes unique. */
export const ratePlansInputSchema = z
  .array(ratePlanInputSchema)
  .min(1)
  .max(MAX_RATE_PLANS)
  .superRefine((plans, ctx) => {
    if (!plans.some((plan) => plan.active))
      ctx.addIssue({ code: "custom", path: [], message: "at least one active plan" });
    const codes = new Set<string>();
    for (const [index, plan] of plans.entries()) {
      if (codes.has(plan.code)) ctx.addIssue({ code: "custom", path: [index, "code"], message: "code used twice" });
      codes.add(plan.code);
    }
  });

/** An extra service: a service of the catalogue (its names in both languages), how it is priced and its price. */
export const extraServiceInputSchema = z.object({
  id: z
    .string()
    .max(80)
    .refine((id) => {
      const entry = getEntry(id);
      return entry !== undefined && !entry.deprecated && (entry.type === "service" || entry.type === "businessService");
    }, "unknown"),
  pricing: extraServicePricingSchema,
  price: amount,
});
export type ExtraServiceInput = z.infer<typeof extraServiceInputSchema>;

/** The type's extra services: each catalogue service once. */
export const extraServicesInputSchema = z
  .array(extraServiceInputSchema)
  .max(MAX_EXTRA_SERVICES)
  .superRefine((services, ctx) => {
    const ids = new Set<string>();
    for (const [index, service] of services.entries()) {
      if (ids.has(service.id)) ctx.addIssue({ code: "custom", path: [index, "id"], message: "service listed twice" });
      ids.add(service.id);
    }
  });

/** PUT .../rates: the parts given replace the stored ones (at least one part). */
export const updateRatesSchema = z
  .object({
    prices: ratePricesSchema.optional(),
    ratePlans: ratePlansInputSchema.optional(),
    extraServices: extraServicesInputSchema.optional(),
  })
  .refine((update) => Object.values(update).some((part) => part !== undefined), "set at least one part");
export type UpdateRates = z.output<typeof updateRatesSchema>;
export type UpdateRatesInput = z.input<typeof updateRatesSchema>;

/** A stored plan as the back office shows it; `booked`: bookings name it (it can be deactivated, not removed). */
export const adminRatePlanSchema = ratePlanInputSchema.extend({ id: idSchema, booked: z.boolean() });
export type AdminRatePlan = z.infer<typeof adminRatePlanSchema>;

/** GET and PUT .../rates: the type's rates as stored. */
export const adminRatesSchema = z.object({
  apartmentTypeId: idSchema,
  propertyId: idSchema,
  currency: currencySchema,
  maxOccupancy: z.int().min(1),
  prices: ratePricesSchema,
  /** Whether the plans are the type's own (else its house's, which a first edit copies to the type). */
  ownRatePlans: z.boolean(),
  ratePlans: z.array(adminRatePlanSchema),
  extraServices: z.array(extraServiceInputSchema),
});
export type AdminRates = z.infer<typeof adminRatesSchema>;

/** 409 `rate_plan_in_use`: plans bookings name cannot be removed (deactivate them instead). */
export const ratePlanInUseDetailsSchema = z.object({ ratePlanIds: z.array(idSchema) });

/** The rates' fields the history records (subject `rates`), each as one comparable value. */
export const RATES_HISTORY_FIELDS = [
  "baseNightly",
  "weekendNightly",
  "monthlyRate",
  "cleaningFee",
  "extraGuestFee",
  "includedGuests",
  "ratePlans",
  "extraServices",
] as const;
