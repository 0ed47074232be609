import type { BookingDetailsForm } from "../../../shared/checkout/booking-details-schema";
import type { CompanyTerms } from "../../../shared/ota/company-code";

/**
 * The booking form's business block filled from the company's billing details (the guest can still
 * change them), over whatever else was prefilled; invoice first when the company pays on account.
 */
export function companyBillingPrefill(
  prefill: BookingDetailsForm,
  company: Pick<CompanyTerms, "billing" | "invoice">,
): BookingDetailsForm {
  const { billing } = company;
  return {
    ...prefill,
    travellingForBusiness: "on",
    company: billing.companyName,
    ...(billing.vatId ? { vatId: billing.vatId } : {}),
    ...(billing.street ? { billingStreet: billing.street } : {}),
    ...(billing.postcode ? { billingPostcode: billing.postcode } : {}),
    ...(billing.city ? { billingCity: billing.city } : {}),
    ...(billing.country ? { billingCountry: billing.country } : {}),
    ...(company.invoice ? { paymentMethod: "invoice" } : {}),
  };
}
