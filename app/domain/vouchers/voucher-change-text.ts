import { z } from "zod";

/**
 * A voucher's recorded change as the admin reads it: the field under its form label, each value in
 * words (a discount as "10 %" or an amount, a period as its days, houses by name), not the stored
 * JSON. Pure: the page passes its translations and formatters.
 */

/** The form label (an adminVouchers key) of each recorded field. */
export const VOUCHER_FIELD_LABEL = {
  code: "adminVouchers.code",
  discount: "adminVouchers.discount",
  bookingPeriod: "adminVouchers.bookingPeriod",
  stayPeriod: "adminVouchers.stayPeriod",
  minNights: "adminVouchers.minNights",
  apartmentTypeIds: "adminVouchers.apartmentTypes",
  propertyIds: "adminVouchers.houses",
  totalLimit: "adminVouchers.totalLimitShort",
  perEmailLimit: "adminVouchers.perEmailLimitShort",
  combinableWithCompanyRates: "adminVouchers.combinable",
  active: "adminVouchers.status",
} as const;

export type VoucherField = keyof typeof VOUCHER_FIELD_LABEL;

export function isVoucherField(field: string): field is VoucherField {
  return Object.hasOwn(VOUCHER_FIELD_LABEL, field);
}

/** The words and formats a value is shown with, in the page's language. */
export type VoucherChangeWords = {
  always: string;
  yes: string;
  no: string;
  active: string;
  archived: string;
  percent: (percent: number) => string;
  money: (money: { amount: number; currency: string }) => string;
  house: (id: string) => string;
};

const discountSchema = z.union([
  z.object({ kind: z.literal("percent"), percent: z.number() }),
  z.object({ kind: z.literal("amount"), amount: z.number(), currency: z.string() }),
]);
const periodSchema = z.object({ from: z.string().nullable(), until: z.string().nullable() });
const idsSchema = z.array(z.string());

/** No value: a limit without one, no houses, a field a new code did not have yet. */
const NONE = "—";

/** One value of a recorded field in words; a value of an unexpected shape as its JSON, never lost. */
export function voucherChangeText(field: string, value: unknown, words: VoucherChangeWords): string {
  if (value === null || value === undefined) return NONE;
  if (field === "discount") {
    const discount = discountSchema.safeParse(value);
    if (discount.success) {
      return discount.data.kind === "percent"
        ? words.percent(discount.data.percent)
        : words.money({ amount: discount.data.amount, currency: discount.data.currency });
    }
  }
  if (field === "bookingPeriod" || field === "stayPeriod") {
    const period = periodSchema.safeParse(value);
    if (period.success) {
      const { from, until } = period.data;
      return from === null && until === null ? words.always : `${from ?? "…"} – ${until ?? "…"}`;
    }
  }
  if (field === "apartmentTypeIds" || field === "propertyIds") {
    const ids = idsSchema.safeParse(value);
    if (ids.success) {
      if (ids.data.length === 0) return NONE;
      return (field === "propertyIds" ? ids.data.map(words.house) : ids.data).join(", ");
    }
  }
  if (typeof value === "boolean") {
    if (field === "active") return value ? words.active : words.archived;
    return value ? words.yes : words.no;
  }
  if (typeof value === "string" || typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/** A recorded change's fields that read differently before and after (a new code's empty lists do not). */
export function voucherChangeRows(
  changes: readonly { field: string; before: unknown; after: unknown }[],
  words: VoucherChangeWords,
): { field: string; before: string; after: string }[] {
  return changes
    .map(({ field, before, after }) => ({
      field,
      before: voucherChangeText(field, before, words),
      after: voucherChangeText(field, after, words),
    }))
    .filter((row) => row.before !== row.after);
}
