import type { PaymentMethod } from "../../../shared/tenancy/tenant";

/** Card and AirPlus are paid with a card (entered, or a saved one chosen) on the payment step. */
export function paysByCard(method: PaymentMethod | null | undefined): boolean {
  return method === "card" || method === "airplus";
}
