import type { RouterContextProvider } from "react-router";
import type { Apartment } from "../../../shared/ota/apartment";
import type { RateOffer } from "../../../shared/ota/listing";
import type { StayItem } from "../../domain/stay/stay-collection";
import { isUpstreamOutage } from "../../domain/upstream/outage";
import { adaptersOf } from "../adapters.server";
import { tenantContext } from "../context.server";
import { getLocale } from "../middleware/i18n.server";

export type StayItemQuery = {
  apartmentTypeId: string;
  /** The rate the guest chose; without one (a search result), the apartment's first (cheapest) rate. */
  ratePlanId?: string | undefined;
  from: string;
  to: string;
  guests: number;
};

export type StayItemQuote =
  | { ok: true; apartment: Apartment; offers: RateOffer[]; chosen: RateOffer; item: StayItem }
  | { ok: false; reason: "outage" | "unknown" | "unavailable" | "tooManyGuests"; maxOccupancy?: number };

/**
 * One apartment of a stay priced at the OTA for its dates and guests (public rates: a collection
 * carries no voucher or company code, decision 0144), in the page's language.
 */
export async function quoteStayItem(
  context: Readonly<RouterContextProvider>,
  query: StayItemQuery,
): Promise<StayItemQuote> {
  const { tenant } = context.get(tenantContext);
  const language = getLocale(context);
  const ota = adaptersOf(context).ota;
  const [apartment, offers] = await Promise.all([
    ota.getApartmentById(tenant.ibeUid, query.apartmentTypeId, language),
    ota.getOffersByApartmentTypeId(tenant.ibeUid, query.apartmentTypeId, {
      from: query.from,
      to: query.to,
      guests: query.guests,
      language,
    }),
  ]);
  if ([apartment, offers].some((answer) => !answer.ok && isUpstreamOutage(answer.status))) {
    return { ok: false, reason: "outage" };
  }
  if (!apartment.ok) return { ok: false, reason: "unknown" };
  const maxOccupancy = apartment.data.apartmentType.maxOccupancy;
  if (query.guests > maxOccupancy) return { ok: false, reason: "tooManyGuests", maxOccupancy };
  const rates = offers.ok && offers.data.availability.available ? offers.data.offers : [];
  const chosen = rates.find((rate) => rate.ratePlan.id === query.ratePlanId) ?? rates[0];
  // An apartment booked on request (or only enquired about) is no part of a stay booked at once.
  if (!chosen || !offers.ok || offers.data.bookingMode !== "Direct") return { ok: false, reason: "unavailable" };
  return {
    ok: true,
    apartment: apartment.data,
    offers: rates,
    chosen,
    item: {
      apartmentTypeId: query.apartmentTypeId,
      ratePlanId: chosen.ratePlan.id,
      guests: query.guests,
      maxOccupancy,
      total: chosen.price.total,
      currency: chosen.price.currency,
    },
  };
}
