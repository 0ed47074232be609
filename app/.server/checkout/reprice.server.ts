import type { RouterContextProvider } from "react-router";
import { extraServicesTotal } from "../../../shared/checkout/extra-services";
import type { RateOffer } from "../../../shared/ota/listing";
import type { CheckoutItem, CheckoutSession, RateOfferSummary } from "../../domain/checkout/checkout-session";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { getLocale } from "../middleware/i18n.server";
import { quoteStayItem } from "../stay/quote-stay-item.server";
import { voucherOnOffers } from "../vouchers/voucher-on-stay.server";

export const summarizeOffer = (offer: RateOffer): RateOfferSummary => ({
  ratePlanId: offer.ratePlan.id,
  ratePlanName: offer.ratePlan.name,
  cancellationPolicy: offer.ratePlan.cancellationPolicy,
  price: offer.price,
});

/** An apartment's chosen extras priced again for its new rate's nights and its guests (same quantities). */
function extrasFor(
  item: Pick<CheckoutItem, "apartment" | "extraServicesTotal">,
  rate: RateOffer,
  guests: number,
): CheckoutItem["extraServicesTotal"] {
  if (!item.extraServicesTotal) return null;
  const quantities = Object.fromEntries(item.extraServicesTotal.lines.map((line) => [line.id, line.quantity]));
  return extraServicesTotal(quantities, item.apartment.extraServices, {
    nights: rate.price.nights,
    guests,
    currency: rate.price.currency,
  });
}

export type RepriceResult =
  | { ok: true; session: CheckoutSession; unchanged: boolean }
  | { ok: false; status: 400 | 502; errorKey: string };

/**
 * When the guest changes the number of guests on the booking step, the stay is priced again at the
 * OTA (rates and per-person extras depend on it). Same count: nothing to do, unless `always` (the
 * OTA said the price changed).
 */
export async function repriceForGuests(
  context: Readonly<RouterContextProvider>,
  session: CheckoutSession,
  guests: number,
  options: { always?: boolean } = {},
): Promise<RepriceResult> {
  const { offer } = session.params;
  if (guests === offer.guests && !options.always) return { ok: true, session, unchanged: true };
  const { tenant } = context.get(tenantContext);
  const result = await adaptersOf(context).ota.getOffersByApartmentTypeId(tenant.ibeUid, offer.apartmentTypeId, {
    from: offer.from,
    to: offer.to,
    guests,
    language: getLocale(context),
    ...(session.params.rfpId ? { rfpId: session.params.rfpId } : {}),
    ...(offer.rfpOfferId ? { rfpOfferId: offer.rfpOfferId } : {}),
    ...(offer.companyCode ? { companyCode: offer.companyCode } : {}),
  });
  if (!result.ok) return { ok: false, status: 502, errorKey: "checkout.errors.priceUnavailable" };
  // The voucher is judged again: a code used up meanwhile drops out and the public price stays.
  const rates = offer.voucher
    ? (
        await voucherOnOffers(
          context,
          offer.voucher,
          {
            from: offer.from,
            to: offer.to,
            nights: result.data.offers[0]?.price.nights ?? 1,
            apartmentTypeId: offer.apartmentTypeId,
            propertyId: offer.propertyId ?? "",
          },
          result.data.offers,
        )
      ).offers
    : result.data.offers;
  const rate = rates.find((candidate) => candidate.ratePlan.id === offer.ratePlanId);
  if (!result.data.availability.available || !rate) {
    return { ok: false, status: 400, errorKey: "checkout.validation.guestsUnavailable" };
  }
  const { state } = session;
  return {
    ok: true,
    unchanged: false,
    session: {
      ...session,
      params: {
        ...session.params,
        offer: { ...offer, guests, ...(rate.price.voucher ? {} : { voucher: undefined }) },
      },
      state: {
        ...state,
        selectedOffer: summarizeOffer(rate),
        offers: rates.map(summarizeOffer),
        extraServicesTotal: extrasFor(state, rate, guests),
      },
    },
  };
}

/**
 * The further apartments of a stay priced again (the OTA said the price changed): each keeps its rate,
 * guests and extras' quantities; one that cannot be priced now keeps its price (the booking call says
 * whether it is gone). The same session when there is nothing to price.
 */
export async function repriceAdditionalItems(
  context: Readonly<RouterContextProvider>,
  session: CheckoutSession,
): Promise<CheckoutSession> {
  const { state, params } = session;
  if (state.additionalItems.length === 0) return session;
  const additionalItems = await Promise.all(
    state.additionalItems.map(async (item) => {
      const quote = await quoteStayItem(context, {
        apartmentTypeId: item.apartment.id,
        ratePlanId: item.selectedOffer.ratePlanId,
        from: params.offer.from,
        to: params.offer.to,
        guests: item.guests,
      });
      if (!quote.ok || quote.chosen.ratePlan.id !== item.selectedOffer.ratePlanId) return item;
      return {
        ...item,
        selectedOffer: summarizeOffer(quote.chosen),
        extraServicesTotal: extrasFor(item, quote.chosen, item.guests),
      };
    }),
  );
  return { ...session, state: { ...state, additionalItems } };
}
