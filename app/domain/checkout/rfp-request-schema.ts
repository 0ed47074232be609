import * as z from "zod/mini";
import { isPhoneNumber } from "../../../shared/checkout/booking-details-schema";
import { parseDecimal } from "../money/parse-decimal";

/**
 * The request-for-proposal form (isRfp listings): who asks, their budget for the whole stay and a
 * message. Dates and guests come from the checkout session. zod/mini, shared by browser and server.
 * The budget is an amount in the booking currency as people type it in the page's language
 * ("9,500" or "9,500.50" in English, "9.500" or "9.500,50" in German; parse-decimal.ts); the parsed
 * value is a dot-decimal string ("9500.50") with at most 7 whole and 2 fraction digits.
 */
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

/** The parsed budget as a dot-decimal, or null when it is not an amount this form takes. */
export function parseBudget(value: string, locale: string): string | null {
  const parsed = parseDecimal(value, locale);
  if (!parsed.ok || parsed.value <= 0) return null;
  return /^\d{1,7}(?:\.\d{1,2})?$/.test(parsed.decimal) ? parsed.decimal : null;
}

/** The requester's fields that every enquiry form asks the same way (this form and the general enquiry). */
export const requesterFields = {
  name: z.pipe(
    z.transform(text),
    z.string("checkout.validation.nameRequired").check(z.maxLength(200, "checkout.validation.tooLong")),
  ),
  email: z.pipe(
    z.transform(text),
    z
      .string("checkout.validation.emailRequired")
      .check(z.maxLength(254, "checkout.validation.emailInvalid"), z.email("checkout.validation.emailInvalid")),
  ),
  phone: z.pipe(
    z.transform(text),
    z.optional(z.string().check(z.refine(isPhoneNumber, "checkout.validation.phoneInvalid"))),
  ),
};

/** A budget typed in the page's notation (`locale`), parsed to a dot-decimal; `required`: its message when empty. */
export const budgetField = (
  locale: string,
  required = "checkout.validation.budgetRequired",
  invalid = "checkout.validation.budgetInvalid",
) =>
  z.pipe(
    z.pipe(
      z.transform(text),
      z.string(required).check(z.refine((value) => parseBudget(value, locale) !== null, invalid)),
    ),
    z.transform((value: string) => parseBudget(value, locale) ?? value),
  );

/** The form's schema for a page in `locale` (an Intl locale such as "de-DE"): the budget is read in its notation. */
export const rfpRequestSchemaFor = (locale: string) =>
  z.object({
    ...requesterFields,
    company: z.pipe(z.transform(text), z.optional(z.string().check(z.maxLength(200, "checkout.validation.tooLong")))),
    budget: budgetField(locale),
    message: z.pipe(
      z.transform(text),
      z.optional(z.string().check(z.maxLength(2000, "checkout.validation.messageTooLong"))),
    ),
  });

export type RfpRequestValues = z.output<ReturnType<typeof rfpRequestSchemaFor>>;
