import { serviceName } from "../../../shared/catalogue";
import type { Language, PaymentMethod } from "../../../shared/tenancy/tenant";
import { nightsBetween, parseIsoDate } from "../dates/iso-date";
import type { DisplayRates } from "../money/display-money";
import { checkoutItemsOf } from "./checkout-items";
import { checkoutStepsFor, expectedPaymentMethod } from "./checkout-progress";
import { type CheckoutSession, checkoutTotal, itemTotal, stepParams } from "./checkout-session";

export type CheckoutViewInput = {
  session: CheckoutSession;
  lng: Language;
  servicesFeatureEnabled: boolean;
  /** The payment methods the tenant offers. */
  paymentMethods: readonly PaymentMethod[];
  /** The visitor's display currency and the rates prices are converted with. */
  currency: string;
  rates: DisplayRates;
};

/**
 * What every checkout step shows around its form: the progress, the apartment, the stay and its price
 * (in the booking currency, converted for display with the visitor's currency).
 */
export function checkoutViewOf({
  session,
  lng,
  servicesFeatureEnabled,
  paymentMethods,
  currency,
  rates,
}: CheckoutViewInput) {
  const { offer } = session.params;
  const from = parseIsoDate(offer.from);
  const to = parseIsoDate(offer.to);
  const { state } = session;
  // Service names come from the catalogue on the server, so the catalogue never ships to the browser.
  const total = { amount: checkoutTotal(state), currency: state.selectedOffer.price.currency };
  // An enquiry's offer is shown in its own currency, the one it was offered and is charged in; the
  // visitor's currency only as a labelled conversion beside the total (decision 0066).
  const offerCurrency = offer.rfpOfferId ? total.currency : null;
  const items = checkoutItemsOf(session).map((item) => ({
    id: item.apartment.id,
    name: item.apartment.name,
    propertyName: item.apartment.propertyName,
    city: item.apartment.address.city,
    guests: item.guests,
    ratePlanName: item.selectedOffer.ratePlanName,
    cancellationPolicy: item.selectedOffer.cancellationPolicy,
    nights: item.selectedOffer.price.nights,
    extras: item.extraServicesTotal?.lines ?? [],
    total: { amount: itemTotal(item), currency: item.selectedOffer.price.currency },
  }));
  const serviceNames = Object.fromEntries(
    [state.apartment, ...state.additionalItems.map((item) => item.apartment)]
      .flatMap((apartment) => apartment.extraServices)
      .map(({ id }) => [id, serviceName(id, lng)]),
  );
  return {
    lng,
    serviceNames,
    sessionId: session.id,
    steps: checkoutStepsFor({
      params: stepParams(session),
      servicesFeatureEnabled,
      paymentMethod: expectedPaymentMethod({
        chosen: state.bookingDetails?.paymentMethod,
        entered: state.entries.booking?.paymentMethod,
        offered: paymentMethods,
      }),
    }),
    apartment: state.apartment,
    stay: {
      from: offer.from,
      to: offer.to,
      nights: from && to ? nightsBetween(from, to) : state.selectedOffer.price.nights,
      // Every apartment's guests: the party (one apartment: its guests).
      guests: items.reduce((sum, item) => sum + item.guests, 0),
    },
    /** Each apartment booked, the first the session's own (decision 0144); one for a single apartment. */
    items,
    offer: state.selectedOffer,
    extraServicesTotal: state.extraServicesTotal,
    total,
    isRfp: session.params.isRfp,
    offerUrl: session.params.offerUrl,
    booked: state.booking !== null,
    voucherRefused: state.voucherRefused,
    currency: offerCurrency ?? currency,
    /** The visitor's currency, when an offer's prices show in the offer's and are converted only as an extra. */
    convertedInto: offerCurrency && offerCurrency !== currency ? currency : null,
    rates: rates ? { base: rates.base, rates: rates.rates } : null,
  };
}

export type CheckoutView = ReturnType<typeof checkoutViewOf>;
