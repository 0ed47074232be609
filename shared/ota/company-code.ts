import { z } from "zod";
import { idSchema, isoDateSchema, isoDateTimeSchema, minorUnitsSchema } from "./common";

/**
 * Company codes and their negotiated rate plans (OTA contract). A code is per tenant: another
 * tenant's code is unknown. The code unlocks the company's rate plans as an extra rate offer beside
 * the public ones (workers/inventory/rules/company-rates.ts), and carries the company's billing
 * details and which payments it may use (invoice, AirPlus).
 */

/** A code as typed: trimmed, upper case, letters, digits and dashes. */
export const companyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(3)
  .max(32)
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, "letters, digits and dashes");

/** What a code says on a day: valid, not valid yet, past its last day, switched off, or not there. */
export const companyCodeStatusSchema = z.enum(["valid", "notYetValid", "expired", "inactive", "unknown"]);
export type CompanyCodeStatus = z.infer<typeof companyCodeStatusSchema>;

export const companyBillingSchema = z.object({
  companyName: z.string().trim().min(1).max(200),
  street: z.string().trim().max(200).default(""),
  postcode: z.string().trim().max(20).default(""),
  city: z.string().trim().max(100).default(""),
  /** ISO 3166-1 alpha-2, or empty. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/)
    .default(""),
  vatId: z.string().trim().max(30).default(""),
  costCentre: z.string().trim().max(60).default(""),
});
export type CompanyBilling = z.infer<typeof companyBillingSchema>;

/** What the guest's pages learn from a valid code: the company, its billing details and payments. */
export const companyTermsSchema = z.object({
  code: z.string(),
  billing: companyBillingSchema,
  validFrom: isoDateSchema,
  validUntil: isoDateSchema,
  invoice: z.boolean(),
  airplus: z.boolean(),
});
export type CompanyTerms = z.infer<typeof companyTermsSchema>;

/** A code looked up (GET company-codes/:code, and the offers answer): its status, its terms when valid. */
export const companyLookupSchema = z.object({
  status: companyCodeStatusSchema,
  terms: companyTermsSchema.nullable(),
});
export type CompanyLookup = z.infer<typeof companyLookupSchema>;

/** The scope of a negotiated rate: every apartment of the tenant, a property, or one apartment type. */
export const companyRateScopeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("all") }),
  z.object({ kind: z.literal("property"), id: idSchema }),
  z.object({ kind: z.literal("apartmentType"), id: idSchema }),
]);
export type CompanyRateScope = z.infer<typeof companyRateScopeSchema>;

/** A discount in percent on the public (flexible) rate, or a fixed nightly rate in the property's currency. */
export const companyRateSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("percent"), percent: z.int().min(1).max(90) }),
  z.object({ kind: z.literal("fixedNightly"), amount: minorUnitsSchema.min(1) }),
]);
export type CompanyRate = z.infer<typeof companyRateSchema>;

export const companyRatePlanSchema = z.object({
  id: idSchema,
  scope: companyRateScopeSchema,
  rate: companyRateSchema,
});
export type CompanyRatePlan = z.infer<typeof companyRatePlanSchema>;

const fixedRateNeedsScope = (plan: { scope: CompanyRateScope; rate: CompanyRate }) =>
  plan.rate.kind !== "fixedNightly" || plan.scope.kind !== "all";
const fixedRateNeedsScopeIssue = {
  message: "a fixed nightly rate needs a property or an apartment type (its currency)",
  path: ["rate"],
};

export const newCompanyRatePlanSchema = z
  .object({ scope: companyRateScopeSchema, rate: companyRateSchema })
  .refine(fixedRateNeedsScope, fixedRateNeedsScopeIssue);

/** A plan as an edit sends it: with the id of the code's plan it changes, without one for a new plan. */
export const editedCompanyRatePlanSchema = z
  .object({ id: idSchema.optional(), scope: companyRateScopeSchema, rate: companyRateSchema })
  .refine(fixedRateNeedsScope, fixedRateNeedsScopeIssue);
export type EditedCompanyRatePlan = z.input<typeof editedCompanyRatePlanSchema>;

/** A code has 1 to 50 rate plans. */
export const COMPANY_PLANS_MAX = 50;

/** A code as the admin area manages it. */
export const adminCompanyCodeSchema = companyTermsSchema.extend({
  id: idSchema,
  active: z.boolean(),
  status: companyCodeStatusSchema,
  plans: z.array(companyRatePlanSchema),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type AdminCompanyCode = z.infer<typeof adminCompanyCodeSchema>;
export const adminCompanyCodesSchema = z.object({ items: z.array(adminCompanyCodeSchema) });

const validityRefinement = {
  check: (value: { validFrom: string; validUntil: string }) => value.validFrom <= value.validUntil,
  params: { message: "validUntil must not be before validFrom", path: ["validUntil"] as string[] },
};

export const createCompanyCodeSchema = z
  .object({
    code: companyCodeSchema,
    billing: companyBillingSchema,
    validFrom: isoDateSchema,
    validUntil: isoDateSchema,
    invoice: z.boolean().default(false),
    airplus: z.boolean().default(false),
    plans: z.array(newCompanyRatePlanSchema).min(1).max(COMPANY_PLANS_MAX),
  })
  .refine(validityRefinement.check, validityRefinement.params);
export type CreateCompanyCode = z.input<typeof createCompanyCodeSchema>;

/**
 * Editing a code: its validity, whether it is active, its payments and, when `plans` is given, its
 * rate plans (they become these: a listed id of the code's plans keeps that plan, the others are new,
 * the code's plans not listed are removed). Without `plans` the plans stay as they are.
 */
export const updateCompanyCodeSchema = z
  .object({
    validFrom: isoDateSchema,
    validUntil: isoDateSchema,
    active: z.boolean(),
    invoice: z.boolean(),
    airplus: z.boolean(),
    plans: z.array(editedCompanyRatePlanSchema).min(1).max(COMPANY_PLANS_MAX).optional(),
  })
  .refine(validityRefinement.check, validityRefinement.params);
export type UpdateCompanyCode = z.input<typeof updateCompanyCodeSchema>;
