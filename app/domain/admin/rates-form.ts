import { z } from "zod";
import {
  type AdminRatePlan,
  type AdminRates,
  type ExtraServiceInput,
  type RatePlanInput,
  type RatePrices,
  ratePlanInputSchema,
  ratePricesSchema,
} from "../../../shared/ota/back-office-rates";
import { majorUnits, minorUnits } from "./apartment-type-form";

/**
 * The rates page's forms (docs/decisions/0109) as the browser posts them (every value a string): the
 * prices, one rate plan, one extra service. Amounts are typed in major units of the house's currency
 * and sent in minor units; a plan's price relation is typed in percent of the type's prices and sent
 * in basis points. Each form's value is then checked with the admin API's own schema, its issues named
 * by the form's fields. Messages are i18n keys under adminRates.errors.
 */

const E = "adminRates.errors";
const amount = z
  .string(`${E}.amount`)
  .trim()
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, `${E}.amount`);
/** An amount that may be left empty (a fee: none). */
const optionalAmount = amount.or(z.literal("").transform(() => "0"));
const whole = (key: string) =>
  z
    .string(`${E}.${key}`)
    .trim()
    .regex(/^\d{1,4}$/, `${E}.${key}`)
    .transform(Number);
/** A whole number that may be left empty (null). */
const optionalWhole = (key: string) => whole(key).or(z.literal("").transform(() => null));
const percent = z
  .string(`${E}.percent`)
  .trim()
  .regex(/^\d{1,3}([.,]\d{1,2})?$/, `${E}.percent`)
  .transform((typed) => Math.round(Number(typed.replace(",", ".")) * 100));
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/** The API schema's issues on the value built from a form, each on the form field `fieldOf` names. */
function checkedWith<T>(
  schema: z.ZodType<unknown, T>,
  value: T,
  ctx: z.RefinementCtx,
  fieldOf: (path: readonly PropertyKey[]) => string,
  message: (path: readonly PropertyKey[]) => string,
) {
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: "custom", message: message(issue.path), path: [fieldOf(issue.path)] });
}

export const PRICE_FIELDS = ["baseNightly", "weekendNightly", "monthlyRate", "cleaningFee", "extraGuestFee"] as const;

/** The prices form: the field names are the API's; at most the type's occupancy included. */
export function pricesFormSchema(currency: string, maxOccupancy: number) {
  return z
    .object({
      baseNightly: amount,
      weekendNightly: amount,
      monthlyRate: amount,
      cleaningFee: optionalAmount,
      extraGuestFee: optionalAmount,
      includedGuests: whole("includedGuests").pipe(z.number().max(maxOccupancy, `${E}.includedGuests`)),
    })
    .transform(
      (form): RatePrices =>
        ({
          ...Object.fromEntries(PRICE_FIELDS.map((field) => [field, minorUnits(form[field], currency)])),
          includedGuests: form.includedGuests,
        }) as RatePrices,
    )
    .superRefine((prices, ctx) =>
      checkedWith(
        ratePricesSchema,
        prices,
        ctx,
        (path) => String(path[0]),
        (path) => (path[0] === "includedGuests" ? `${E}.includedGuests` : `${E}.amount`),
      ),
    );
}

export type PricesFormValues = Record<(typeof PRICE_FIELDS)[number] | "includedGuests", string>;

export function pricesFormValuesOf(rates: AdminRates): PricesFormValues {
  const amounts = Object.fromEntries(
    PRICE_FIELDS.map((field) => [field, majorUnits(rates.prices[field], rates.currency)]),
  ) as Record<(typeof PRICE_FIELDS)[number], string>;
  return { ...amounts, includedGuests: String(rates.prices.includedGuests) };
}

export const FEE_KINDS = ["percentOfStay", "firstNight"] as const;

/** The API's plan path as the form's field (a cancellation's parts are flat fields there). */
function planField(path: readonly PropertyKey[]): string {
  const key = path.join(".");
  if (key.startsWith("name.")) return key;
  if (key === "factorBp") return "factorPercent";
  if (key.startsWith("cancellationPolicy.fee")) return "feePercent";
  if (key.startsWith("cancellationPolicy.freeUntil")) return "freeDays";
  if (key.startsWith("cancellationPolicy.longStay")) return "noticeDays";
  return String(path[0] ?? "code");
}

/** One rate plan's form (new: without `id`): names, price in % of the type's, cancellation terms, active. */
export const ratePlanFormSchema = z
  .object({
    id: z.string().trim().max(80).default(""),
    code: z.string(`${E}.code`).trim(),
    name: z.object({ en: z.string(`${E}.name`).trim(), de: z.string(`${E}.name`).trim() }),
    factorPercent: percent,
    freeDays: optionalWhole("days"),
    feeKind: z.enum(FEE_KINDS, `${E}.feeKind`),
    feePercent: z
      .string()
      .trim()
      .regex(/^\d{0,3}$/, `${E}.feePercent`)
      .default(""),
    noticeDays: optionalWhole("days"),
    active: checkbox,
  })
  .transform(
    (form): RatePlanInput => ({
      ...(form.id ? { id: form.id } : {}),
      code: form.code.toUpperCase(),
      name: form.name,
      factorBp: form.factorPercent,
      cancellationPolicy: {
        freeUntilDaysBeforeArrival: form.freeDays,
        fee:
          form.feeKind === "firstNight"
            ? { kind: "firstNight" }
            : { kind: "percentOfStay", percent: form.feePercent === "" ? -1 : Number(form.feePercent) },
        ...(form.noticeDays !== null ? { longStay: { noticeDays: form.noticeDays } } : {}),
      },
      active: form.active,
    }),
  )
  .superRefine((plan, ctx) =>
    checkedWith(ratePlanInputSchema, plan, ctx, planField, (path) => {
      const field = planField(path);
      return `${E}.${field === "name.en" || field === "name.de" ? "name" : field}`;
    }),
  );

export function ratePlanFormValuesOf(plan: AdminRatePlan): Record<string, unknown> {
  const policy = plan.cancellationPolicy;
  return {
    id: plan.id,
    code: plan.code,
    name: plan.name,
    factorPercent: String(plan.factorBp / 100),
    freeDays: policy.freeUntilDaysBeforeArrival === null ? "" : String(policy.freeUntilDaysBeforeArrival),
    feeKind: policy.fee.kind,
    feePercent: policy.fee.kind === "percentOfStay" ? String(policy.fee.percent) : "",
    noticeDays: policy.longStay ? String(policy.longStay.noticeDays) : "",
    active: plan.active ? "on" : "",
  };
}

/** A new plan's form: the type's price, free until 14 days before arrival, then 100 %. */
export const NEW_PLAN_VALUES = {
  factorPercent: "100",
  freeDays: "14",
  feeKind: "percentOfStay",
  feePercent: "100",
  active: "on",
};

/** The type's plans after one plan's form is saved: that plan replaced, or a new one added. */
export function plansWithSaved(plans: readonly AdminRatePlan[], saved: RatePlanInput): RatePlanInput[] {
  const listed = plans.map(({ booked: _, ...plan }): RatePlanInput => plan);
  return saved.id && listed.some((plan) => plan.id === saved.id)
    ? listed.map((plan) => (plan.id === saved.id ? saved : plan))
    : [...listed, { ...saved, id: undefined }];
}

/** The type's plans without one. */
export function plansWithout(plans: readonly AdminRatePlan[], id: string): RatePlanInput[] {
  return plans.filter((plan) => plan.id !== id).map(({ booked: _, ...plan }) => plan);
}

/** A remove button's form: the id of the plan or service. */
export const removeFormSchema = z.object({ id: z.string().trim().min(1).max(80) });

/** One extra service's form: a catalogue service, its pricing and price. */
export function extraServiceFormSchema(currency: string) {
  return z.object({
    id: z.string(`${E}.service`).trim().min(1, `${E}.service`),
    pricing: z.enum(["perNight", "once", "perPerson", "perPersonPerNight"], `${E}.pricing`),
    price: amount.transform((typed) => minorUnits(typed, currency)),
  });
}

/** The type's services after one is saved: a listed service replaced, else added. */
export function servicesWithSaved(
  services: readonly ExtraServiceInput[],
  saved: ExtraServiceInput,
): ExtraServiceInput[] {
  return services.some((service) => service.id === saved.id)
    ? services.map((service) => (service.id === saved.id ? saved : service))
    : [...services, saved];
}
