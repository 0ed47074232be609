import type { FindOffersParams } from "../../../app/domain/ota/find-offers";
import type { Listing } from "../../../app/domain/ota/listing";
import { offerStatusOn, requesterOffers } from "../../../app/domain/ota/rfp";
import { ratesAtOffer } from "../../../app/domain/ota/rfp-offer-price";
import { notFound } from "../http/responses";
import { findApartment, findCandidates } from "../repositories/apartments";
import { loadOccupancy } from "../repositories/availability";
import { findRfp, findRfpOffer, findRfpOffers, type RfpOfferRow } from "../repositories/rfps";
import type { ApartmentRow } from "../repositories/rows";
import { checkStayRules, closedNightsOf, unitsLeftForStay } from "../rules/availability";
import { nightsBetween, stayNights } from "../rules/calendar";
import { boundingBox, haversineKm, longitudeInBox } from "../rules/geo";
import { apartmentTypeOf, imagesOf, includedServicesOf, propertyOf, rateOffersOf } from "./apartment-view";
import { offerForStay } from "./rfp-view";

type Stay = { from: string; to: string; guests: number };

export function listingOf(
  row: ApartmentRow,
  stay: Stay,
  language: FindOffersParams["language"],
  distanceKm: number,
  unitsLeft: number,
  rfpOffer: (RfpOfferRow & { status: string }) | undefined,
): Listing | null {
  const rates = ratesAtOffer(
    rateOffersOf(row, stay, language),
    rfpOffer ? offerForStay(rfpOffer, rfpOffer) : null,
    stay,
  );
  const cheapest = rates[0];
  if (!cheapest) return null;
  return {
    id: `${row.id}_${stay.from}_${stay.to}_${stay.guests}`,
    from: stay.from,
    to: stay.to,
    guests: stay.guests,
    cheapestRate: cheapest.price.total,
    // What a long stay pays per month on its cheapest rate; the public monthly rate otherwise.
    monthlyRate: cheapest.price.monthly?.perMonth ?? row.monthly_rate,
    // The offer's currency for an enquiry's offer, the property's otherwise.
    currency: cheapest.price.currency,
    bookingMode: row.booking_mode,
    isPremiumPartner: row.p_is_premium_partner === 1,
    apartmentType: apartmentTypeOf(row, language),
    property: propertyOf(row),
    includedServices: includedServicesOf(row),
    images: imagesOf(row, language),
    totalPrice: cheapest.price,
    rates: rates as Listing["rates"],
    distanceKm: Math.round(distanceKm * 1000) / 1000,
    unitsLeft,
    rfpOffer: rfpOffer
      ? {
          id: rfpOffer.id,
          status: rfpOffer.status,
          price: { amount: rfpOffer.price_amount, currency: rfpOffer.price_currency },
        }
      : null,
  };
}

/** The listing of one enquiry offer's apartment for the searched stay, or null when it cannot be stayed in. */
async function offerListing(
  db: D1Database,
  params: FindOffersParams,
  stay: Stay,
  offer: RfpOfferRow,
  today: string,
): Promise<Listing | null> {
  const row = await findApartment(db, params.ibeUid, offer.apartment_type_id);
  if (!row) return null;
  const nights = nightsBetween(stay.from, stay.to);
  const rule = checkStayRules(
    { minStay: row.min_stay, maxStay: row.max_stay, maxOccupancy: row.max_occupancy },
    nights,
    stay.guests,
  );
  if (rule) return null;
  const occupancy = await loadOccupancy(db, row.id, stay.from, stay.to);
  const dates = stayNights(stay.from, stay.to);
  const left = unitsLeftForStay(row.units, dates, occupancy.bookedByNight, closedNightsOf(occupancy.closures, dates));
  const status = offerStatusOn(
    { status: offer.status, validUntil: offer.valid_until, from: offer.from_date ?? offer.rfp_from },
    today,
  );
  // A booked offer keeps showing (its own booking took the unit); an open one needs a free unit.
  if (left < 1 && status !== "BOOKED") return null;
  return listingOf(
    row,
    stay,
    params.language,
    haversineKm(params.lat, params.long, row.p_lat, row.p_long),
    Math.max(left, 0),
    { ...offer, status },
  );
}

/**
 * The listings of a search: apartment types of the tenant within the radius that are free for the
 * whole stay and fit the guests and stay rules, nearest first. With an RFP, the listings are its
 * offers the requester has (drafts left out); with an RFP offer, only that offer's apartment.
 */
export async function searchListings(
  db: D1Database,
  params: FindOffersParams,
  limit: number,
  today: string,
): Promise<Listing[]> {
  const stay = { from: params.from, to: params.to, guests: params.guests };
  const nights = nightsBetween(params.from, params.to);

  if (params.rfpOfferId) {
    const offer = await findRfpOffer(db, params.ibeUid, params.rfpOfferId);
    if (!offer || (params.rfpId && offer.rfp_id !== params.rfpId)) throw notFound("RFP offer");
    const listing = await offerListing(db, params, stay, offer, today);
    return listing ? [listing] : [];
  }
  if (params.rfpId) {
    const rfp = await findRfp(db, params.ibeUid, params.rfpId);
    if (!rfp) throw notFound("RFP");
    const offers = requesterOffers(await findRfpOffers(db, params.ibeUid, [rfp.id]));
    const listings = await Promise.all(offers.map((offer) => offerListing(db, params, stay, offer, today)));
    return listings.filter((listing): listing is Listing => listing !== null).slice(0, limit);
  }

  const box = boundingBox(params.lat, params.long, params.radius);
  const wraps = box.minLong < -180 || box.maxLong > 180;
  const candidates = await findCandidates(db, {
    ibeUid: params.ibeUid,
    minLat: box.minLat,
    maxLat: box.maxLat,
    minLong: wraps ? -180 : box.minLong,
    maxLong: wraps ? 180 : box.maxLong,
    guests: stay.guests,
    nights,
    from: stay.from,
    to: stay.to,
  });
  const hits: { row: ApartmentRow; distance: number; left: number }[] = [];
  for (const row of candidates) {
    if (wraps && !longitudeInBox(row.p_long, box)) continue;
    const distance = haversineKm(params.lat, params.long, row.p_lat, row.p_long);
    if (distance > params.radius) continue;
    const left = row.units - (row.max_booked ?? 0);
    if (left < 1) continue;
    hits.push({ row, distance, left });
  }
  hits.sort((a, b) => a.distance - b.distance || (a.row.id < b.row.id ? -1 : 1));
  const listings: Listing[] = [];
  for (const hit of hits.slice(0, limit)) {
    const listing = listingOf(hit.row, stay, params.language, hit.distance, hit.left, undefined);
    if (listing) listings.push(listing);
  }
  return listings;
}
