import { z } from "zod";
import type { CreateCompanyCode, UpdateCompanyCode } from "../ota/company-code";

/**
 * The admin area's company-code forms (new code with one rate plan; a code's validity, payments and
 * active flag) as the browser posts them: every field a string, a checkbox "on" or absent. Messages
 * are i18n keys under companyRates.admin.errors.
 */

const E = "companyRates.admin.errors";
const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());
const date = z.iso.date(`${E}.date`);
const text = (max: number) => z.string().trim().max(max).default("");

export const newCompanyCodeFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, `${E}.code`),
    companyName: z.string().trim().min(1, `${E}.companyName`).max(200, `${E}.companyName`),
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
    scopeKind: z.enum(["all", "property", "apartmentType"]),
    scopeId: z.string().trim().max(80).default(""),
    rateKind: z.enum(["percent", "fixedNightly"]),
    /** Percent, or the nightly rate in major units (e.g. 89.50). */
    rateValue: z.string().trim(),
  })
  .superRefine((value, ctx) => {
    if (value.validFrom > value.validUntil)
      ctx.addIssue({ code: "custom", message: `${E}.validity`, path: ["validUntil"] });
    if (value.scopeKind !== "all" && !/^[A-Za-z0-9_-]{1,80}$/.test(value.scopeId))
      ctx.addIssue({ code: "custom", message: `${E}.scopeId`, path: ["scopeId"] });
    if (value.rateKind === "fixedNightly" && value.scopeKind === "all")
      ctx.addIssue({ code: "custom", message: `${E}.fixedNeedsScope`, path: ["scopeKind"] });
    if (rateAmount(value.rateKind, value.rateValue) === null)
      ctx.addIssue({ code: "custom", message: `${E}.rateValue`, path: ["rateValue"] });
  });

export const editCompanyCodeFormSchema = z
  .object({ validFrom: date, validUntil: date, invoice: checkbox, airplus: checkbox, active: checkbox })
  .refine((value) => value.validFrom <= value.validUntil, { message: `${E}.validity`, path: ["validUntil"] });

/** Whole percent 1-90, or a nightly amount in minor units (from "89.50" or "89,50"); null when it is neither. */
export function rateAmount(kind: "percent" | "fixedNightly", typed: string): number | null {
  const normalised = typed.replace(",", ".");
  if (kind === "percent") {
    const percent = Number(normalised);
    return Number.isInteger(percent) && percent >= 1 && percent <= 90 ? percent : null;
  }
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalised)) return null;
  const minor = Math.round(Number(normalised) * 100);
  return minor > 0 ? minor : null;
}

/** Field errors as the page shows them: the first message per field. */
export function formErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

export function createCompanyCodeRequestOf(value: z.output<typeof newCompanyCodeFormSchema>): CreateCompanyCode {
  const amount = rateAmount(value.rateKind, value.rateValue) ?? 0;
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
    plans: [
      {
        scope: value.scopeKind === "all" ? { kind: "all" } : { kind: value.scopeKind, id: value.scopeId },
        rate: value.rateKind === "percent" ? { kind: "percent", percent: amount } : { kind: "fixedNightly", amount },
      },
    ],
  };
}

export function updateCompanyCodeRequestOf(value: z.output<typeof editCompanyCodeFormSchema>): UpdateCompanyCode {
  return value;
}
