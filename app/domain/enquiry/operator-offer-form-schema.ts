import * as z from "zod/mini";
import type { CancellationPolicy } from "../../../shared/ota/listing";
import type { CreateRfpOfferRequest } from "../../../shared/ota/rfp";
import { checkStay, STAY_PROBLEM_MESSAGE, utcToday } from "../../../shared/search/search-limits";
import { budgetField } from "../checkout/rfp-request-schema";
import { moneyFromDecimal } from "../money/money";

/**
 * The operators' offer form on an enquiry: an apartment of the brand (from the suggestions or by
 * id), the stay, the total price typed in the page's notation, the currency, whether the rate shows
 * per night or per month, the validity date, the cancellation terms (free until N days before arrival,
 * then a fee in % of the stay; or non-refundable: the shape of a rate plan's policy) and other terms.
 * Messages are i18n keys.
 */
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
/** A whole number from `min` to `max` typed in a field (digits only); `message` when it is not one. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(
      z.transform(text),
      z.optional(
        z
          .string(message)
          .check(z.refine((value) => /^\d{1,4}$/.test(value) && +value >= min && +value <= max, message)),
      ),
    ),
    z.transform((value: string | undefined) => (value === undefined ? undefined : Number(value))),
  );
const isoDate = (message: string) =>
  z.pipe(z.transform(text), z.string(message).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, message)));

export const operatorOfferFormSchemaFor = (locale: string, currencies: readonly string[]) => {
  const object = z.object({
    apartmentTypeId: z.pipe(
      z.transform(text),
      z
        .string("adminEnquiries.validation.apartment")
        .check(z.regex(/^[A-Za-z0-9_-]{1,80}$/, "adminEnquiries.validation.apartment")),
    ),
    from: isoDate("adminEnquiries.validation.dates"),
    to: isoDate("adminEnquiries.validation.dates"),
    total: budgetField(locale, "adminEnquiries.validation.total", "adminEnquiries.validation.total"),
    currency: z.pipe(
      z.transform(text),
      z
        .string("adminEnquiries.validation.currency")
        .check(z.refine((value) => currencies.includes(value), "adminEnquiries.validation.currency")),
    ),
    ratePer: z.enum(["night", "month"], "adminEnquiries.validation.total"),
    validUntil: z.pipe(
      z.transform(text),
      z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "adminEnquiries.validation.validUntil"))),
    ),
    cancellation: z.enum(["free", "nonRefundable"], "adminEnquiries.validation.cancellation"),
    freeDays: wholeNumber(1, 365, "adminEnquiries.validation.freeDays"),
    feePercent: wholeNumber(0, 100, "adminEnquiries.validation.feePercent"),
    terms: z.pipe(z.transform(text), z.optional(z.string().check(z.maxLength(2000, "checkout.validation.tooLong")))),
  });
  type Values = z.output<typeof object>;
  return object.check(
    z.refine<Values>((v) => checkStay(v.from, v.to, utcToday()) === null, {
      path: ["to"],
      message: STAY_PROBLEM_MESSAGE.checkOutNotAfterCheckIn,
    }),
    z.refine<Values>((v) => !v.validUntil || (v.validUntil >= utcToday() && v.validUntil <= v.from), {
      path: ["validUntil"],
      message: "adminEnquiries.validation.validUntil",
    }),
    // Free cancellation needs its period and the fee after it; non-refundable needs neither.
    z.refine<Values>((v) => v.cancellation !== "free" || v.freeDays !== undefined, {
      path: ["freeDays"],
      message: "adminEnquiries.validation.freeDays",
    }),
    z.refine<Values>((v) => v.cancellation !== "free" || v.feePercent !== undefined, {
      path: ["feePercent"],
      message: "adminEnquiries.validation.feePercent",
    }),
  );
};

export type OperatorOfferFormValues = z.output<ReturnType<typeof operatorOfferFormSchemaFor>>;

/** The offer's cancellation policy from the form: non-refundable is never free and owes the whole stay. */
export function offerCancellationPolicyOf(
  values: Pick<OperatorOfferFormValues, "cancellation" | "freeDays" | "feePercent">,
): CancellationPolicy {
  if (values.cancellation === "nonRefundable")
    return { freeUntilDaysBeforeArrival: null, fee: { kind: "percentOfStay", percent: 100 } };
  return {
    freeUntilDaysBeforeArrival: values.freeDays ?? 0,
    fee: { kind: "percentOfStay", percent: values.feePercent ?? 100 },
  };
}

/** The OTA's offer from the form's values; null when the total is no amount of that currency. */
export function operatorOfferRequestOf(values: OperatorOfferFormValues): CreateRfpOfferRequest | null {
  const price = moneyFromDecimal(values.total, values.currency);
  if (!price || price.amount <= 0) return null;
  return {
    apartmentTypeId: values.apartmentTypeId,
    from: values.from,
    to: values.to,
    price,
    ratePer: values.ratePer,
    cancellationPolicy: offerCancellationPolicyOf(values),
    ...(values.validUntil ? { validUntil: values.validUntil } : {}),
    ...(values.terms ? { terms: values.terms } : {}),
  };
}
