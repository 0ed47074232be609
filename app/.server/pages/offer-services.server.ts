import type { Language, PaymentMethod } from "../../../shared/tenancy/tenant";
import { includedServiceGroups, shownPaymentMethods } from "../../domain/offer/included-service-groups";

/**
 * The offer page's included services and payment methods named from the catalogue on the server: the
 * route module then does not import the catalogue, so the browser never loads it for this page.
 */
export function offerServicesOf(
  tenantMethods: readonly PaymentMethod[],
  includedServices: readonly string[],
  lng: Language,
) {
  return {
    paymentMethods: shownPaymentMethods(tenantMethods, includedServices, lng),
    serviceGroups: includedServiceGroups(includedServices, lng),
  };
}
