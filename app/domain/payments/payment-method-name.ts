import type { MessageKey } from "../../../shared/i18n/message-key";
import { PAYMENT_METHODS, type PaymentMethod } from "../../../shared/tenancy/tenant";

/** Whether a payment method named by the OTA is one the platform offers. */
export function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The message naming a booking's payment method; one the OTA knows and we don't reads "Other". */
export function paymentMethodNameKey(method: string): MessageKey {
  return isPaymentMethod(method) ? `checkout.paymentMethods.${method}` : "checkout.paymentMethods.other";
}
