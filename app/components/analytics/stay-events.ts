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

/** The checkout's stay (its layout's view): the whole total, extras included. */
export function checkoutAnalytics(view: CheckoutView) {
  return stayAnalytics({
    apartmentType: { id: view.apartment.id, name: view.apartment.name },
    city: view.apartment.address.city,
    price: { total: view.total.amount, currency: view.total.currency, nights: view.stay.nights },
    stay: view.stay,
  });
}
