import type { BookingDetailsForm } from "../../../shared/checkout/booking-details-schema";
import type { CreateRfpRequest } from "../../../shared/ota/rfp";
import type { Language } from "../../../shared/tenancy/tenant";
import { moneyFromDecimal } from "../money/money";
import type { EnquiryFormValues } from "./enquiry-form-schema";

/** Where the requester wants to stay, as the places lookup resolved the typed name. */
export type EnquiryPlace = { placeId?: string; name: string; lat: number; long: number };

/**
 * The OTA's enquiry (createRfp) from the form's values: the budget in minor units of the chosen
 * currency, flexible dates as a length of stay within the dates, the signed-in user's subject when
 * there is one. Null when the budget cannot be expressed in that currency.
 */
export function enquiryRequestOf(
  values: EnquiryFormValues,
  input: { place: EnquiryPlace; language: Language; userId?: string },
): CreateRfpRequest | null {
  const budget = moneyFromDecimal(values.budget, values.currency);
  if (!budget) return null;
  return {
    budget,
    budgetPeriod: values.budgetPeriod,
    from: values.inDate,
    to: values.outDate,
    ...(values.flexible && values.nights !== undefined ? { flexibleNights: values.nights } : {}),
    guests: values.guests,
    apartments: values.apartments,
    place: input.place,
    radius: values.radius,
    requirements: values.requirements,
    ...(values.message ? { notes: values.message } : {}),
    contact: {
      name: values.name,
      email: values.email,
      company: values.company,
      ...(values.phone ? { phone: values.phone } : {}),
    },
    ...(input.userId ? { userId: input.userId } : {}),
    language: input.language,
  };
}

/** The form's prefill for a signed-in requester, from what the booking step would prefill. */
export function enquiryPrefill(
  details: BookingDetailsForm,
): Partial<Record<"name" | "email" | "phone" | "company", string>> {
  const name = [details.firstName, details.lastName].filter(Boolean).join(" ");
  return {
    ...(name ? { name } : {}),
    ...(details.email ? { email: details.email } : {}),
    ...(details.phone ? { phone: details.phone } : {}),
    ...(details.company ? { company: details.company } : {}),
  };
}
