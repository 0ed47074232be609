import type { CompanyTerms } from "../../../shared/ota/company-code";
import type { PaymentMethod } from "../../../shared/tenancy/tenant";

/**
 * The checkout's payment methods with a company code: the tenant's, plus invoice when the company
 * may pay on account, plus AirPlus when the company pays by AirPlus (the payment sandbox takes UATP
 * cards and saved company cards). Without a code (or for a public rate), the tenant's alone.
 */
export function checkoutPaymentMethods(
  tenantMethods: readonly PaymentMethod[],
  company: Pick<CompanyTerms, "invoice" | "airplus"> | null,
): PaymentMethod[] {
  const methods = tenantMethods.filter((method) => method !== "invoice");
  if (!company) return methods;
  if (company.airplus && !methods.includes("airplus")) methods.push("airplus");
  return company.invoice ? ["invoice", ...methods] : methods;
}
