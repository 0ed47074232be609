import { z } from "zod";
import {
  COMPANY_PLANS_MAX,
  type CompanyRatePlan,
  type CreateCompanyCode,
  type UpdateCompanyCode,
} from "../../../shared/ota/company-code";

/**
 * The admin area's company-code forms as the browser posts them (conform names, every value a string,
 * a checkbox "on" or absent): a new code with its rate plans, and a code's validity, payments, active
 * flag and rate plans. Each plan is a row `plans[i]` (scope, rate; an edited plan carries its id).
 * Messages are i18n keys under adminCompanyCodes.errors.
 */

const E = "adminCompanyCodes.errors";
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());
const date = z.iso.date(`${E}.date`);
const text = (max: number) => z.string().trim().max(max).default("");

export const PLAN_SCOPES = ["all", "property", "apartmentType"] as const;
export const PLAN_RATE_KINDS = ["percent", "fixedNightly"] as const;

const planRowSchema = z
  .object({
    /** The stored plan this row edits; absent for a new row. */
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,80}$/)
      .optional(),
    scopeKind: z.enum(PLAN_SCOPES, `${E}.scopeKind`),
    scopeId: text(80),
    rateKind: z.enum(PLAN_RATE_KINDS, `${E}.rateValue`),
    /** Percent, or the nightly rate in major units (e.g. 89.50). */
    rateValue: text(20),
  })
  .superRefine((row, ctx) => {
    if (row.scopeKind !== "all" && !/^[A-Za-z0-9_-]{1,80}$/.test(row.scopeId))
      ctx.addIssue({ code: "custom", message: `${E}.scopeId`, path: ["scopeId"] });
    if (row.rateKind === "fixedNightly" && row.scopeKind === "all")
      ctx.addIssue({ code: "custom", message: `${E}.fixedNeedsScope`, path: ["scopeKind"] });
    if (rateAmount(row.rateKind, row.rateValue) === null)
      ctx.addIssue({ code: "custom", message: `${E}.rateValue`, path: ["rateValue"] });
  });
export type PlanRow = z.output<typeof planRowSchema>;

/** 1 to 50 rows; one plan per scope (the rate rule takes the first of equals, so a second would never apply). */
const plansSchema = z
  .array(planRowSchema, `${E}.plans`)
  .min(1, `${E}.plans`)
  .max(COMPANY_PLANS_MAX, `${E}.plansMax`)
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    for (const [index, row] of rows.entries()) {
      const scope = row.scopeKind === "all" ? "all" : `${row.scopeKind}:${row.scopeId}`;
      if (seen.has(scope)) ctx.addIssue({ code: "custom", message: `${E}.duplicateScope`, path: [index, "scopeKind"] });
      seen.add(scope);
    }
  });

const validityChecked = <T extends { validFrom: string; validUntil: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.validFrom > value.validUntil)
    ctx.addIssue({ code: "custom", message: `${E}.validity`, path: ["validUntil"] });
};

export const newCompanyCodeFormSchema = z
  .object({
    code: z
      .string(`${E}.code`)
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, `${E}.code`),
    companyName: z.string(`${E}.companyName`).trim().min(1, `${E}.companyName`).max(200, `${E}.companyName`),
    street: text(200),
    postcode: text(20),
    city: text(100),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, `${E}.country`)
      .default(""),
    vatId: text(30),
    costCentre: text(60),
    validFrom: date,
    validUntil: date,
    invoice: checkbox,
    airplus: checkbox,
    plans: plansSchema,
  })
  .superRefine(validityChecked);

export const editCompanyCodeFormSchema = z
  .object({
    validFrom: date,
    validUntil: date,
    invoice: checkbox,
    airplus: checkbox,
    active: checkbox,
    plans: plansSchema,
  })
  .superRefine(validityChecked);

/** Whole percent 1-90, or a nightly amount in minor units (from "89.50" or "89,50"); null when it is neither. */
export function rateAmount(kind: "percent" | "fixedNightly", typed: string): number | null {
  const normalised = typed.replace(",", ".");
  if (kind === "percent") {
    if (!/^\d{1,2}$/.test(normalised)) return null;
    const percent = Number(normalised);
    return percent >= 1 && percent <= 90 ? percent : null;
  }
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalised)) return null;
  const minor = Math.round(Number(normalised) * 100);
  return minor > 0 ? minor : null;
}

function planOf(row: PlanRow): Pick<CompanyRatePlan, "scope" | "rate"> {
  const amount = rateAmount(row.rateKind, row.rateValue) ?? 0;
  return {
    scope: row.scopeKind === "all" ? { kind: "all" } : { kind: row.scopeKind, id: row.scopeId },
    rate: row.rateKind === "percent" ? { kind: "percent", percent: amount } : { kind: "fixedNightly", amount },
  };
}

/** A stored plan as the form's row shows it. */
export function planRowOf(plan: CompanyRatePlan): Omit<PlanRow, "id"> & { id: string } {
  return {
    id: plan.id,
    scopeKind: plan.scope.kind,
    scopeId: plan.scope.kind === "all" ? "" : plan.scope.id,
    rateKind: plan.rate.kind,
    rateValue: plan.rate.kind === "percent" ? String(plan.rate.percent) : (plan.rate.amount / 100).toFixed(2),
  };
}

/** A blank row: a discount for every apartment until the operator says otherwise. */
export const BLANK_PLAN_ROW = { scopeKind: "all", rateKind: "percent" } as const;

export function createCompanyCodeRequestOf(value: z.output<typeof newCompanyCodeFormSchema>): CreateCompanyCode {
  return {
    code: value.code,
    billing: {
      companyName: value.companyName,
      street: value.street,
      postcode: value.postcode,
      city: value.city,
      country: value.country,
      vatId: value.vatId,
      costCentre: value.costCentre,
    },
    validFrom: value.validFrom,
    validUntil: value.validUntil,
    invoice: value.invoice,
    airplus: value.airplus,
    plans: value.plans.map(planOf),
  };
}

export function updateCompanyCodeRequestOf(value: z.output<typeof editCompanyCodeFormSchema>): UpdateCompanyCode {
  const { plans, ...rest } = value;
  return { ...rest, plans: plans.map((row) => ({ ...(row.id ? { id: row.id } : {}), ...planOf(row) })) };
}
