import type { RouterContextProvider } from "react-router";
import { getEntry } from "~/domain/catalogue";
import { checkoutStepsFor, expectedPaymentMethod } from "~/domain/checkout/checkout-progress";
import { type CheckoutSession, checkoutTotal, stepParams } from "~/domain/checkout/checkout-session";
import { nightsBetween, parseIsoDate } from "~/domain/dates/iso-date";
import { tenantContext } from "../context.server";
import { getLocale } from "../i18n/i18n-middleware.server";
import { currencyOf } from "../preferences.server";
import { exchangeRatesFor } from "../search-page.server";

/**
 * What every checkout step shows around its form: the progress, the apartment, the stay and its price
 * (in the booking currency, converted for display with the visitor's currency).
 */
export async function checkoutView(
  request: Request,
  context: Readonly<RouterContextProvider>,
  session: CheckoutSession,
) {
  const { tenant } = context.get(tenantContext);
  const [currency, rates] = await Promise.all([currencyOf(request, tenant), exchangeRatesFor(context)]);
  const { offer } = session.params;
  const from = parseIsoDate(offer.from);
  const to = parseIsoDate(offer.to);
  const { state } = session;
  const lng = getLocale(context);
  // Service names come from the catalogue here, so the catalogue never ships to the browser.
  const serviceNames = Object.fromEntries(
    state.apartment.extraServices.map(({ id }) => [id, getEntry(id)?.name[lng] ?? id]),
  );
  return {
    lng,
    serviceNames,
    sessionId: session.id,
    steps: checkoutStepsFor({
      params: stepParams(session),
      servicesFeatureEnabled: tenant.features.extraServices,
      paymentMethod: expectedPaymentMethod({
        chosen: state.bookingDetails?.paymentMethod,
        entered: state.entries.booking?.paymentMethod,
        offered: tenant.paymentMethods,
      }),
    }),
    apartment: state.apartment,
    stay: {
      from: offer.from,
      to: offer.to,
      nights: from && to ? nightsBetween(from, to) : state.selectedOffer.price.nights,
      guests: state.bookingDetails?.guests ?? offer.guests,
    },
    offer: state.selectedOffer,
    extraServicesTotal: state.extraServicesTotal,
    total: { amount: checkoutTotal(state), currency: state.selectedOffer.price.currency },
    isRfp: session.params.isRfp,
    offerUrl: session.params.offerUrl,
    booked: state.booking !== null,
    currency,
    rates: rates ? { base: rates.base, rates: rates.rates } : null,
  };
}

export type CheckoutView = Awaited<ReturnType<typeof checkoutView>>;
