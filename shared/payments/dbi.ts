import { isCalendarDate } from "../dates/calendar-date";
import type { MessageKey } from "../i18n/message-key";

/**
 * AirPlus DBI ("Descriptive Billing Information"): the fields a company wants on each AirPlus invoice
 * line (cost centre, employee number, project ...). The company's definition says which fields it
 * uses, which are required, how long they may be and what they must look like; the checkout collects
 * them with an AirPlus payment. Pure: the definition comes from getDbiDefinition.
 */

export const DBI_CODES = ["AE", "AK", "AU", "BD", "DS", "IK", "KS", "PK", "PR", "RZ"] as const;
export type DbiCode = (typeof DBI_CODES)[number];

/** The label of each field, as an i18n key. */
export const DBI_LABEL_KEYS = {
  AE: "checkout.dbi.AE", // accounting unit
  AK: "checkout.dbi.AK", // accounting code
  AU: "checkout.dbi.AU", // order number
  BD: "checkout.dbi.BD", // departure date
  DS: "checkout.dbi.DS", // department
  IK: "checkout.dbi.IK", // internal account
  KS: "checkout.dbi.KS", // cost centre
  PK: "checkout.dbi.PK", // employee number
  PR: "checkout.dbi.PR", // project number
  RZ: "checkout.dbi.RZ", // destination
} as const satisfies Record<DbiCode, string>;

export type DbiField = {
  code: DbiCode;
  /** i18n key of the label (DBI_LABEL_KEYS[code] unless the company names it differently). */
  labelKey: string;
  required: boolean;
  maxLength: number;
  /**
   * A regular expression (source, matched against the whole trimmed value) the value must match. BD
   * is a date: its values are YYYY-MM-DD, checked as a real calendar date.
   */
  pattern?: string;
  /** A value that fits the field, shown as an example ("e.g. 0815"). */
  example?: string;
};

export type DbiDefinition = { fields: DbiField[] };

export type DbiValues = Partial<Record<DbiCode, string>>;

export type DbiErrorKey =
  | "checkout.validation.dbiRequired"
  | "checkout.validation.dbiTooLong"
  | "checkout.validation.dbiInvalid";

export type DbiValidation =
  | { ok: true; values: DbiValues }
  | { ok: false; errors: Partial<Record<DbiCode, DbiErrorKey>> };

export function isDbiCode(value: unknown): value is DbiCode {
  return typeof value === "string" && (DBI_CODES as readonly string[]).includes(value);
}

function matchesPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, "u").test(value);
  } catch {
    // A broken pattern in a definition must not lock the guest out; the length check still applies.
    return true;
  }
}

/**
 * Validates the values of a definition's fields: required fields present, no value longer than its
 * maximum, each value matching its pattern (BD: a real date). Values are trimmed; empty optional
 * values and codes the definition does not use are dropped. Errors are i18n keys per code.
 */
export function validateDbi(
  definition: DbiDefinition,
  values: Readonly<Record<string, string | null | undefined>>,
): DbiValidation {
  const cleaned: DbiValues = {};
  const errors: Partial<Record<DbiCode, DbiErrorKey>> = {};
  for (const field of definition.fields) {
    const raw = values[field.code];
    const value = typeof raw === "string" ? raw.trim() : "";
    if (value === "") {
      if (field.required) errors[field.code] = "checkout.validation.dbiRequired";
      continue;
    }
    if (value.length > field.maxLength) errors[field.code] = "checkout.validation.dbiTooLong";
    else if (field.code === "BD" && !isCalendarDate(value)) errors[field.code] = "checkout.validation.dbiInvalid";
    else if (field.pattern !== undefined && !matchesPattern(field.pattern, value)) {
      errors[field.code] = "checkout.validation.dbiInvalid";
    } else cleaned[field.code] = value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, values: cleaned };
}

/**
 * Patterns a definition commonly uses, put in words (i18n keys). A pattern not listed here is shown
 * by its example only; the guest always learns the length limit.
 */
const PATTERN_WORDS: Readonly<Record<string, MessageKey>> = {
  "\\d+": "checkout.dbiFormat.digits",
  "[0-9]+": "checkout.dbiFormat.digits",
  "[A-Z0-9-]+": "checkout.dbiFormat.capitalsDigitsHyphens",
  "[A-Z0-9]+": "checkout.dbiFormat.capitalsDigits",
  "[A-Za-z0-9]+": "checkout.dbiFormat.lettersDigits",
  "[A-Z]{2}\\d{4}": "checkout.dbiFormat.twoLettersFourDigits",
};

/** The parts of a field's format hint: what it may contain, its length and an example, as i18n keys and values. */
export type DbiFormatHint = { kindKey: MessageKey | null; max: number; example: string | null };

/**
 * What a guest needs to fill a DBI field right, derived from its definition: the pattern in words
 * (when it is a known one; BD is a date), the maximum length and the definition's example.
 */
export function dbiFormatHint(field: DbiField): DbiFormatHint {
  const kindKey =
    field.code === "BD"
      ? "checkout.dbiFormat.date"
      : field.pattern !== undefined
        ? (PATTERN_WORDS[field.pattern] ?? null)
        : null;
  const example = field.example ?? (field.code === "BD" ? "2027-03-01" : null);
  return { kindKey, max: field.maxLength, example };
}
