import type { PaymentMethod } from "../../../shared/tenancy/tenant";

/**
 * Catalogue payment entries (type paymentMethods) that say a property takes a checkout payment
 * method. Card: the brands the checkout's card form recognises (card-brand.ts), plus the generic
 * "credit card". AirPlus: the AirPlus company account (UATP). Entries the checkout cannot take
 * (PayPal, cash, Alipay, ...) map to none, so they are never promised.
 */
export const CHECKOUT_METHOD_ENTRIES: Record<Exclude<PaymentMethod, "payAtProperty">, readonly string[]> = {
  card: [
    "visa",
    "mastercard",
    "american-express",
    "amex",
    "diners-club",
    "diners",
    "jcb",
    "unionpay",
    "maestro",
    "discover",
    "credit-card",
  ],
  airplus: ["airplus", "uatp"],
  bankTransfer: ["bank-transfer"],
  invoice: [],
};

/** A payment method the guest can use, with the property's catalogue entries that back it (card brands). */
export type UsablePaymentMethod = { method: PaymentMethod; entryIds: string[] };

/**
 * The payment methods an apartment page may name: the tenant's checkout methods, intersected with
 * what the property accepts when that is known (its included services list payment entries). Paying
 * at the property stays when the tenant offers it: the property takes its own methods there. When the
 * property lists no payment entry, or none that the checkout takes, nothing is known that could
 * narrow the list, so the tenant's methods stand (the checkout offers them).
 */
export function usablePaymentMethods(
  tenantMethods: readonly PaymentMethod[],
  propertyEntryIds: readonly string[],
  isPaymentEntry: (id: string) => boolean,
): UsablePaymentMethod[] {
  const accepted = new Set(propertyEntryIds.filter(isPaymentEntry));
  const all = tenantMethods.map((method) => ({
    method,
    entryIds: method === "payAtProperty" ? [] : CHECKOUT_METHOD_ENTRIES[method].filter((id) => accepted.has(id)),
  }));
  if (accepted.size === 0) return all;
  const narrowed = all.filter((m) => m.method === "payAtProperty" || m.entryIds.length > 0);
  return narrowed.some((m) => m.method !== "payAtProperty") ? narrowed : all;
}
