import type { Booking, BookingItem } from "../../../shared/ota/booking";
import {
  type AnalyticsItemInput,
  addPaymentInfo,
  beginCheckout,
  purchase,
  refund,
} from "../../domain/analytics/ecommerce-events";
import { useCheckoutView } from "../checkout/use-checkout-view";
import { checkoutAnalytics } from "./stay-events";
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
type GuestBooking = Pick<Booking, "reference" | "from" | "to" | "currency" | "items">;

/**
 * The guest cancelled on the booking's page: `refund` of what comes back for each apartment cancelled
 * (its total less its fee): the whole booking, or one apartment of several (a partial refund).
 */
export function useRefundEvent(booking: GuestBooking | null, cancelledItems: readonly BookingItem[] | null): void {
  useEcommerceEvent(
    () => {
      const [first, ...more] = cancelledItems ?? [];
      if (!booking || !first) return null;
      const refunded = (item: BookingItem): AnalyticsItemInput => ({
        apartmentTypeId: item.apartmentTypeId,
        name: item.apartmentTypeName,
        total: Math.max(0, item.price.total - item.cancellation.fee),
        currency: booking.currency,
      });
      return refund(booking.reference, [refunded(first), ...more.map(refunded)], {
        from: booking.from,
        to: booking.to,
        nights: first.price.nights,
        guests: [first, ...more].reduce((sum, item) => sum + item.guests, 0),
      });
    },
    `${booking?.reference}|${cancelledItems?.map((item) => item.itemId).join(",")}`,
  );
}
