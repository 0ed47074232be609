import { addPaymentInfo, beginCheckout, purchase, refund } from "../../domain/analytics/ecommerce-events";
import { useCheckoutView } from "../checkout/use-checkout-view";
import { checkoutAnalytics, stayAnalytics } from "./stay-events";
import { useEcommerceEvent } from "./use-ecommerce-event";

/** The checkout's first step: `begin_checkout`, once per checkout. */
export function useBeginCheckoutEvent(): void {
  const view = useCheckoutView();
  useEcommerceEvent(() => (view ? beginCheckout(...spread(checkoutAnalytics(view))) : null), `${view?.sessionId}`);
}

/** The summary step, the payment chosen: `add_payment_info`. */
export function useAddPaymentInfoEvent(paymentType: string): void {
  const view = useCheckoutView();
  useEcommerceEvent(
    () => (view ? addPaymentInfo(...spread(checkoutAnalytics(view)), paymentType) : null),
    `${view?.sessionId}|${paymentType}`,
  );
}

/** The confirmation of a booking: `purchase` under its reference. */
export function usePurchaseEvent(reference: string | null): void {
  const view = useCheckoutView();
  useEcommerceEvent(
    () => (view && reference ? purchase(reference, ...spread(checkoutAnalytics(view))) : null),
    `${reference}`,
  );
}

const spread = ({ item, stay }: ReturnType<typeof checkoutAnalytics>) => [item, stay] as const;

/** What the guest's booking page knows of a booking. */
type GuestBooking = {
  reference: string;
  apartmentTypeId: string;
  apartmentTypeName: string;
  from: string;
  to: string;
  guests: number;
  currency: string;
  price: { total: number; nights: number };
  cancellation: { fee: number };
};

/** The guest cancelled the booking on its page: `refund` of what comes back (the total less the fee). */
export function useRefundEvent(booking: GuestBooking | null, justCancelled: boolean): void {
  useEcommerceEvent(() => {
    if (!booking || !justCancelled) return null;
    const { item, stay } = stayAnalytics({
      apartmentType: { id: booking.apartmentTypeId, name: booking.apartmentTypeName },
      price: {
        total: Math.max(0, booking.price.total - booking.cancellation.fee),
        currency: booking.currency,
        nights: booking.price.nights,
      },
      stay: { from: booking.from, to: booking.to, guests: booking.guests },
    });
    return refund(booking.reference, item, stay);
  }, `${booking?.reference}|${justCancelled}`);
}
