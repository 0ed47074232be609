import { type VoucherInput, voucherInputSchema } from "../../../shared/ota/vouchers";
import { majorUnits, minorUnits } from "../admin/apartment-type-form";

/** The admin's voucher form as posted: every field a string (checkboxes: present or not), houses a list. */
export type VoucherFormValues = {
  code: string;
  kind: string;
  percent: string;
  amount: string;
  bookFrom: string;
  bookUntil: string;
  stayFrom: string;
  stayUntil: string;
  minNights: string;
  propertyIds: string[];
  apartmentTypeIds: string;
  totalLimit: string;
  perEmailLimit: string;
  combinable: boolean;
};

/** Which field is wrong, and the message key (adminVouchers.errors.*) that says why. */
export type VoucherFormErrors = Partial<Record<keyof VoucherFormValues, string>>;

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

export function voucherFormValuesOf(form: FormData): VoucherFormValues {
  return {
    code: text(form, "code"),
    kind: text(form, "kind") === "amount" ? "amount" : "percent",
    percent: text(form, "percent"),
    amount: text(form, "amount"),
    bookFrom: text(form, "bookFrom"),
    bookUntil: text(form, "bookUntil"),
    stayFrom: text(form, "stayFrom"),
    stayUntil: text(form, "stayUntil"),
    minNights: text(form, "minNights"),
    propertyIds: form.getAll("propertyIds").map(String),
    apartmentTypeIds: text(form, "apartmentTypeIds"),
    totalLimit: text(form, "totalLimit"),
    perEmailLimit: text(form, "perEmailLimit"),
    combinable: form.get("combinable") === "on",
  };
}

const FIELD_OF_PATH: Record<string, keyof VoucherFormValues> = {
  code: "code",
  "discount.percent": "percent",
  "discount.amount": "amount",
  "bookingPeriod.from": "bookFrom",
  "bookingPeriod.until": "bookUntil",
  "stayPeriod.from": "stayFrom",
  "stayPeriod.until": "stayUntil",
  minNights: "minNights",
  totalLimit: "totalLimit",
  perEmailLimit: "perEmailLimit",
  apartmentTypeIds: "apartmentTypeIds",
  propertyIds: "propertyIds",
};

/** A whole number typed, or null when blank; NaN (refused by the schema) when not a number. */
function wholeOrNull(typed: string): number | null {
  return typed === "" ? null : /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
}

/**
 * The API's request from the form (amounts in the brand's currency), or the fields that are wrong.
 * The contract's schema decides what is valid, so the form cannot accept what the OTA refuses.
 */
export function voucherInputOf(
  values: VoucherFormValues,
  currency: string,
): { ok: true; input: VoucherInput } | { ok: false; errors: VoucherFormErrors } {
  const amountValid = /^\d+([.,]\d{1,3})?$/.test(values.amount);
  const candidate = {
    code: values.code,
    discount:
      values.kind === "amount"
        ? { kind: "amount", amount: amountValid ? minorUnits(values.amount, currency) : Number.NaN, currency }
        : { kind: "percent", percent: wholeOrNull(values.percent) ?? Number.NaN },
    bookingPeriod: { from: values.bookFrom || null, until: values.bookUntil || null },
    stayPeriod: { from: values.stayFrom || null, until: values.stayUntil || null },
    minNights: wholeOrNull(values.minNights) ?? 1,
    apartmentTypeIds: values.apartmentTypeIds.split(/[\s,]+/).filter(Boolean),
    propertyIds: values.propertyIds,
    totalLimit: wholeOrNull(values.totalLimit),
    perEmailLimit: wholeOrNull(values.perEmailLimit),
    combinableWithCompanyRates: values.combinable,
  };
  const parsed = voucherInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: VoucherFormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.filter((p) => typeof p !== "number").join(".");
    const field = FIELD_OF_PATH[path] ?? (path.startsWith("discount") ? values.kind : undefined);
    if (field && !errors[field as keyof VoucherFormValues]) errors[field as keyof VoucherFormValues] = field;
  }
  return { ok: false, errors };
}

/** A stored code as the edit form shows it. */
export function voucherFormValuesOfTerms(
  terms: VoucherInput & { discount: VoucherInput["discount"] },
): VoucherFormValues {
  const { discount } = terms;
  return {
    code: terms.code,
    kind: discount.kind,
    percent: discount.kind === "percent" ? String(discount.percent) : "",
    amount: discount.kind === "amount" ? majorUnits(discount.amount, discount.currency) : "",
    bookFrom: terms.bookingPeriod?.from ?? "",
    bookUntil: terms.bookingPeriod?.until ?? "",
    stayFrom: terms.stayPeriod?.from ?? "",
    stayUntil: terms.stayPeriod?.until ?? "",
    minNights: String(terms.minNights ?? 1),
    propertyIds: terms.propertyIds ?? [],
    apartmentTypeIds: (terms.apartmentTypeIds ?? []).join(", "),
    totalLimit: terms.totalLimit ? String(terms.totalLimit) : "",
    perEmailLimit: terms.perEmailLimit ? String(terms.perEmailLimit) : "",
    combinable: terms.combinableWithCompanyRates ?? false,
  };
}

export const EMPTY_VOUCHER_FORM: VoucherFormValues = {
  code: "",
  kind: "percent",
  percent: "10",
  amount: "",
  bookFrom: "",
  bookUntil: "",
  stayFrom: "",
  stayUntil: "",
  minNights: "1",
  propertyIds: [],
  apartmentTypeIds: "",
  totalLimit: "",
  perEmailLimit: "",
  combinable: false,
};
