import type { AnalyticsItemInput, AnalyticsStay } from "../../domain/analytics/ecommerce-events";
import type { CheckoutView } from "../../domain/checkout/checkout-view";

/** What the pages of one stay (apartment, checkout, booking) know of it. */
type StayPage = {
  apartmentType: { id: string; name: string };
  city?: string | undefined;
  price: { total: number; currency: string; nights: number };
  stay: { from: string; to: string; guests: number };
};

/** A stay page's item and stay for the single-stay events (view_item, begin_checkout, purchase, …). */
export function stayAnalytics(page: StayPage): { item: AnalyticsItemInput; stay: AnalyticsStay } {
  return {
    item: {
      apartmentTypeId: page.apartmentType.id,
      name: page.apartmentType.name,
      total: page.price.total,
      currency: page.price.currency,
      city: page.city,
    },
    stay: { ...page.stay, nights: page.price.nights },
  };
}

/**
 * The checkout's stay (its layout's view): each apartment with its total, extras included (one for a
 * single apartment, whose total is the checkout's), and the stay with every apartment's guests.
 */
export function checkoutAnalytics(view: CheckoutView): { item: AnalyticsItemInput[]; stay: AnalyticsStay } {
  return {
    item: view.items.map((entry) => ({
      apartmentTypeId: entry.id,
      name: entry.name,
      total: entry.total.amount,
      currency: entry.total.currency,
      city: entry.city,
    })),
    stay: { ...view.stay },
  };
}
