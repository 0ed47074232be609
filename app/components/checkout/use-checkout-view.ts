import { useRouteLoaderData } from "react-router";
import type { CheckoutView } from "../../domain/checkout/checkout-view";

/** The checkout layout's data (apartment, stay, price, service names) from inside a step. */
export function useCheckoutView(): CheckoutView | undefined {
  return useRouteLoaderData<CheckoutView>("routes/checkout-layout");
}
