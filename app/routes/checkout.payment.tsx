import type { CheckoutPageId } from "~/domain/checkout/checkout-pages";

const PAGE: CheckoutPageId = "checkout.paymentInformations";
export const handle = { pageId: PAGE };

export default function PaymentStep() {
  return null;
}
