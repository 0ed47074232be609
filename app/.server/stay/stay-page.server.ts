import type { RouterContextProvider } from "react-router";
import { MAX_BOOKING_ITEMS } from "../../../shared/ota/booking";
import type { CheckoutItem } from "../../domain/checkout/checkout-session";
import { offerPath } from "../../domain/seo/offer-path";
import type { StayCollection } from "../../domain/stay/stay-collection";
import { stayPagePath } from "../../domain/stay/stay-path";
import { summarizeOffer } from "../checkout/reprice.server";
import { checkoutApartmentOf, type StartCheckoutResult, startCheckout } from "../checkout/start-checkout.server";
import { getLocale } from "../middleware/i18n.server";
import { quoteStayItem, type StayItemQuote } from "./quote-stay-item.server";

type Context = Readonly<RouterContextProvider>;

/** Every apartment of the collection priced again for its guests and rate, in the collection's order. */
function quoteAll(context: Context, collection: StayCollection): Promise<StayItemQuote[]> {
  return Promise.all(
    collection.items.map((item) =>
      quoteStayItem(context, {
        apartmentTypeId: item.apartmentTypeId,
        ratePlanId: item.ratePlanId,
        from: collection.from,
        to: collection.to,
        guests: item.guests,
      }),
    ),
  );
}

/** What the "Your stay" page shows of each apartment: priced now, with its rate's terms, or gone. */
export async function stayPageItems(context: Context, collection: StayCollection) {
  const quotes = await quoteAll(context, collection);
  return collection.items.map((item, index) => {
    const quote = quotes[index];
    if (!quote?.ok) return { ...item, available: false as const, name: null, offer: null };
    return {
      ...item,
      available: true as const,
      name: quote.apartment.apartmentType.name,
      propertyName: quote.apartment.property.name,
      city: quote.apartment.property.address.city,
      image: quote.apartment.images[0] ?? null,
      offerUrl: offerPath(getLocale(context), item.apartmentTypeId, { ...collection, guests: item.guests }),
      offer: summarizeOffer(quote.chosen),
    };
  });
}
export type StayPageItem = Awaited<ReturnType<typeof stayPageItems>>[number];

/**
 * "Book together": every apartment priced again, then one checkout whose first item is the first
 * apartment and whose further items are the others; refused when any is gone (the page then shows it).
 */
export async function startStayCheckout(
  context: Context,
  collection: StayCollection,
  browserKeyHash: string,
): Promise<StartCheckoutResult | { ok: false; errorKey: "stay.unavailable"; status: 409 }> {
  const quotes = await quoteAll(context, collection);
  const priced = quotes.flatMap((quote) => (quote.ok ? [quote] : []));
  const [first, ...others] = priced;
  if (!first || priced.length !== collection.items.length || priced.length > MAX_BOOKING_ITEMS) {
    return { ok: false, errorKey: "stay.unavailable", status: 409 };
  }
  const lng = getLocale(context);
  const additionalItems: CheckoutItem[] = others.map((quote) => ({
    apartment: checkoutApartmentOf(quote.apartment),
    guests: quote.item.guests,
    selectedOffer: summarizeOffer(quote.chosen),
    extraServicesTotal: null,
  }));
  return startCheckout(
    context,
    {
      apartmentTypeId: first.item.apartmentTypeId,
      ratePlanId: first.item.ratePlanId,
      from: collection.from,
      to: collection.to,
      guests: first.item.guests,
      offerUrl: offerPath(lng, first.item.apartmentTypeId),
    },
    browserKeyHash,
    { additionalItems, backUrl: stayPagePath(lng) },
  );
}
