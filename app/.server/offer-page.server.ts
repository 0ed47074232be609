import type { RouterContextProvider } from "react-router";
import type { OfferQuery } from "~/domain/offer/offer-params";
import type { Apartment, ApartmentOffers } from "~/domain/ota/apartment";
import type { RateOffer } from "~/domain/ota/listing";
import { isRfpListing } from "~/domain/search";
import { landingStay } from "~/domain/seo/landing-stay";
import { tenantContext } from "./context.server";
import { getLocale } from "./i18n/i18n-middleware.server";
import { otaFor } from "./upstreams.server";

/** Radius around the property that finds its other apartment types (its own address, give or take geocoding). */
const SAME_PROPERTY_RADIUS_KM = 1;

export type SiblingApartment = {
  id: string;
  name: string;
  bedrooms: number;
  maxOccupancy: number;
  size: { min: number; max: number };
  image: { url: string; alt: string } | null;
  /** Total for the page's stay, when the page has one. */
  total: { amount: number; currency: string } | null;
};

export type OfferPageData =
  | { kind: "notFound" }
  | {
      kind: "ok";
      apartment: Apartment;
      isRfp: boolean;
      offers: ApartmentOffers | null;
      /** The cheapest rate for the stay. */
      cheapest: RateOffer | null;
      offersError: { status: number } | null;
      siblings: SiblingApartment[];
      quotedAt: string;
    };

/**
 * Whether an apartment is offered as a request for proposal: the search's own rule (listing-markers),
 * applied to the apartment's booking mode and channel links.
 */
export function isRfpApartment(apartment: Apartment): boolean {
  return isRfpListing(apartment);
}

function cheapestOf(offers: readonly RateOffer[]): RateOffer | null {
  let best: RateOffer | null = null;
  for (const offer of offers) if (!best || offer.price.total < best.price.total) best = offer;
  return best;
}

/**
 * Everything the offer page shows: the apartment (404 when unknown to this tenant), and for a valid
 * stay its rates and availability, plus the property's other apartment types. Nothing here throws.
 */
export async function loadOfferPage(
  context: Readonly<RouterContextProvider>,
  apartmentTypeId: string,
  query: OfferQuery,
  currency: string,
): Promise<OfferPageData> {
  const { tenant } = context.get(tenantContext);
  const language = getLocale(context);
  const ota = otaFor(context);
  const rfp = {
    ...(query.rfpId ? { rfpId: query.rfpId } : {}),
    ...(query.rfpOfferId ? { rfpOfferId: query.rfpOfferId } : {}),
  };
  const stay = query.stay;
  const [apartment, offers] = await Promise.all([
    ota.getApartmentById(tenant.ibeUid, apartmentTypeId, language),
    stay
      ? ota.getOffersByApartmentTypeId(tenant.ibeUid, apartmentTypeId, {
          from: stay.from,
          to: stay.to,
          guests: stay.guests,
          language,
          ...rfp,
        })
      : Promise.resolve(null),
  ]);
  if (!apartment.ok) {
    if (apartment.status === 404 || apartment.status === 400) return { kind: "notFound" };
    throw new Response(null, { status: apartment.status >= 500 ? 502 : apartment.status });
  }
  const siblings = await loadSiblings(context, apartment.data, query, currency);
  const offersData = offers?.ok ? offers.data : null;
  return {
    kind: "ok",
    apartment: apartment.data,
    isRfp: isRfpApartment(apartment.data),
    offers: offersData,
    cheapest: offersData?.availability.available ? cheapestOf(offersData.offers) : null,
    offersError: offers && !offers.ok ? { status: offers.status || 500 } : null,
    siblings,
    quotedAt: new Date().toISOString(),
  };
}

/**
 * The property's other apartment types: the OTA has no call for them, so this searches a small
 * radius around the property (with the page's stay, or the landing stay without one) and keeps the
 * listings of the same property. A failed search gives none.
 */
async function loadSiblings(
  context: Readonly<RouterContextProvider>,
  apartment: Apartment,
  query: OfferQuery,
  currency: string,
): Promise<SiblingApartment[]> {
  const { tenant } = context.get(tenantContext);
  const ota = otaFor(context);
  const fallback = landingStay();
  const stay = query.stay ?? { from: fallback.inDate, to: fallback.outDate, guests: query.guests };
  const { address } = apartment.property;
  const found = await ota.searchListings({
    params: {
      ibeUid: tenant.ibeUid,
      lat: address.lat,
      long: address.long,
      radius: SAME_PROPERTY_RADIUS_KM,
      from: stay.from,
      to: stay.to,
      guests: stay.guests,
      currency,
      language: getLocale(context),
    },
    pageProps: { page: "offer" },
    options: { limit: 200 },
  });
  if (!found.ok) return [];
  const seen = new Set<string>([apartment.apartmentType.id]);
  const siblings: SiblingApartment[] = [];
  for (const listing of found.data) {
    if (listing.property.id !== apartment.property.id || seen.has(listing.apartmentType.id)) continue;
    seen.add(listing.apartmentType.id);
    const image = listing.images[0];
    siblings.push({
      id: listing.apartmentType.id,
      name: listing.apartmentType.name,
      bedrooms: listing.apartmentType.bedrooms,
      maxOccupancy: listing.apartmentType.maxOccupancy,
      size: listing.apartmentType.size,
      image: image ? { url: image.url, alt: image.alt } : null,
      total: query.stay ? { amount: listing.totalPrice.total, currency: listing.currency } : null,
    });
  }
  return siblings.sort((a, b) => a.bedrooms - b.bedrooms || a.name.localeCompare(b.name));
}
