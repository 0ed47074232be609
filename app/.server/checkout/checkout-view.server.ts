import type { RouterContextProvider } from "react-router";
import type { CheckoutSession } from "../../domain/checkout/checkout-session";
import { checkoutViewOf } from "../../domain/checkout/checkout-view";
import { tenantContext } from "../context.server";
import { getLocale } from "../middleware/i18n.server";
import { exchangeRatesFor } from "../pages/search-page.server";
import { currencyOf } from "../preferences.server";

/** The checkout layout's view of the session, in the visitor's language and display currency. */
export async function checkoutView(
  request: Request,
  context: Readonly<RouterContextProvider>,
  session: CheckoutSession,
) {
  const { tenant } = context.get(tenantContext);
  const [currency, rates] = await Promise.all([currencyOf(request, tenant), exchangeRatesFor(context)]);
  return checkoutViewOf({
    session,
    lng: getLocale(context),
    servicesFeatureEnabled: tenant.features.extraServices,
    paymentMethods: tenant.paymentMethods,
    currency,
    rates,
  });
}
