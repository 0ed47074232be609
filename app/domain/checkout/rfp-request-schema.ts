import * as z from "zod/mini";
import { isPhoneNumber } from "./booking-details-schema";

/**
 * The request-for-proposal form (isRfp listings): who asks, their budget for the whole stay and a
 * message. Dates and guests come from the checkout session. zod/mini, shared by browser and server.
 * The budget is a decimal in the booking currency ("1200", "1200.50" or "1200,50").
 */
const text = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);

export const BUDGET_PATTERN = /^\d{1,7}(?:[.,]\d{1,2})?$/;

export const rfpRequestSchema = z.object({
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
  company: z.pipe(z.transform(text), z.optional(z.string().check(z.maxLength(200, "checkout.validation.tooLong")))),
  budget: z.pipe(
    z.transform(text),
    z
      .string("checkout.validation.budgetRequired")
      .check(
        z.refine(
          (value) => BUDGET_PATTERN.test(value) && Number(value.replace(",", ".")) > 0,
          "checkout.validation.budgetInvalid",
        ),
      ),
  ),
  message: z.pipe(
    z.transform(text),
    z.optional(z.string().check(z.maxLength(2000, "checkout.validation.messageTooLong"))),
  ),
});

export type RfpRequestValues = z.output<typeof rfpRequestSchema>;

/** The budget as a decimal string with a dot, for money parsing. */
export const budgetDecimal = (budget: string) => budget.replace(",", ".");
