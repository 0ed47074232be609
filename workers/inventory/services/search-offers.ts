import type { FindOffersParams } from "../../../shared/ota/find-offers";
import type { Listing } from "../../../shared/ota/listing";
import { offerStatusOn, requesterOffers } from "../../../shared/ota/rfp";
import { ratesAtOffer } from "../../../shared/ota/rfp-offer-price";
import { notFound } from "../http/responses";
import { findApartments } from "../repositories/apartments";
import { dayPricesOrNone, loadOccupancies, type OccupancyFacts } from "../repositories/availability";
import { findRfp, findRfpOffer, findRfpOffers, type RfpOfferRow } from "../repositories/rfps";
import { type Candidate, findCandidates, type PlacedType } from "../repositories/search-candidates";
import type { ApartmentRow } from "../repositories/stored-rows";
import { checkStayRules, unitsLeftForStay } from "../rules/availability";
import { nightsBetween, stayNights } from "../rules/calendar";
import { haversineKm } from "../rules/geo";
import { cellCover } from "../rules/geo-cells";
import type { DayPrices } from "../rules/pricing";
import { checkRestrictedStay, stayEndRestrictions } from "../rules/stay-restrictions";
import type { Generation } from "../search-store/generation";
import type { SearchHit } from "../search-store/kept-searches";
import {
  apartmentTypeOf,
  type CompanyForStay,
  imagesOf,
  includedServicesOf,
  propertyOf,
  rateOffersOf,
} from "./apartment-view";
import { resolveCompanyCode } from "./company-view";
import { offerForStay } from "./rfp-view";

type Stay = { from: string; to: string; guests: number; dayPrices?: DayPrices };

/** The stay as a hit is priced: with the nights its operator priced, when any (the same object otherwise). */
export function stayOfHit<S extends Stay>(stay: S, hit: SearchHit): S {
  return hit.length === 4 ? { ...stay, dayPrices: hit[3] } : stay;
}

/** Pictures per search listing (the result card's; the offer page reads the apartment's own list). */
export const SEARCH_IMAGES = 1;

/** A search listing's id: the apartment type and the stay (the same type is another listing for another stay). */
export function searchListingId(apartmentTypeId: string, stay: Stay): string {
  return `${apartmentTypeId}_${stay.from}_${stay.to}_${stay.guests}`;
}

export function listingOf(
  row: ApartmentRow,
  stay: Stay,
  language: FindOffersParams["language"],
  distanceKm: number,
  unitsLeft: number,
  rfpOffer: (RfpOfferRow & { status: string }) | undefined,
  company?: CompanyForStay | null,
): Listing | null {
  const rates = ratesAtOffer(
    rateOffersOf(row, stay, language, company),
    rfpOffer ? offerForStay(rfpOffer, rfpOffer, language) : null,
    stay,
  );
  const cheapest = rates[0];
  if (!cheapest) return null;
  return {
    id: searchListingId(row.id, stay),
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
    // A search result shows its first picture; the apartment's page lists them all.
    images: imagesOf(row, language, SEARCH_IMAGES),
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
function offerListing(
  params: FindOffersParams,
  stay: Stay,
  offer: RfpOfferRow,
  row: ApartmentRow | undefined,
  occupancy: OccupancyFacts | undefined,
  today: string,
): Listing | null {
  if (!row || !occupancy) return null;
  const nights = nightsBetween(stay.from, stay.to);
  const rule = checkStayRules(
    { minStay: row.min_stay, maxStay: row.max_stay, maxOccupancy: row.max_occupancy },
    nights,
    stay.guests,
  );
  if (rule) return null;
  const left = unitsLeftForStay(row.units, stayNights(stay.from, stay.to), occupancy);
  const status = offerStatusOn(
    { status: offer.status, validUntil: offer.valid_until, from: offer.from_date ?? offer.rfp_from },
    today,
  );
  // A booked offer keeps showing (its own booking took the unit); an open one needs a free unit.
  if (left < 1 && status !== "BOOKED") return null;
  return listingOf(
    row,
    { ...stay, dayPrices: dayPricesOrNone(occupancy) },
    params.language,
    haversineKm(params.lat, params.long, row.p_lat, row.p_long),
    Math.max(left, 0),
    { ...offer, status },
  );
}

/**
 * The listings of an enquiry's search: with an RFP, its offers the requester has (drafts left out);
 * with an RFP offer, only that offer's apartment. Their apartments and availability are read for all
 * offers at once.
 */
export async function enquiryListings(
  db: D1Database,
  params: FindOffersParams,
  limit: number,
  today: string,
): Promise<Listing[]> {
  const stay = { from: params.from, to: params.to, guests: params.guests };
  let offers: RfpOfferRow[];
  if (params.rfpOfferId) {
    const offer = await findRfpOffer(db, params.ibeUid, params.rfpOfferId);
    if (!offer || (params.rfpId && offer.rfp_id !== params.rfpId)) throw notFound("RFP offer");
    offers = [offer];
  } else {
    const rfp = params.rfpId ? await findRfp(db, params.ibeUid, params.rfpId) : null;
    if (!rfp) throw notFound("RFP");
    offers = requesterOffers(await findRfpOffers(db, params.ibeUid, [rfp.id]));
  }
  const typeIds = offers.map((offer) => offer.apartment_type_id);
  const [rows, occupancies] = await Promise.all([
    findApartments(db, params.ibeUid, typeIds),
    loadOccupancies(db, typeIds, stay.from, stay.to),
  ]);
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const listings: Listing[] = [];
  for (const offer of offers) {
    const id = offer.apartment_type_id;
    const listing = offerListing(params, stay, offer, rowById.get(id), occupancies.get(id), today);
    if (listing) listings.push(listing);
  }
  return listings.slice(0, limit);
}

export type { SearchHit };

/**
 * The calendars first read for a search capped at `limit`: a quarter more than the cap and twenty, so
 * that closed, booked-out or restricted types among the nearest (about 6 % of Berlin's over 30 nights)
 * rarely need a second read.
 */
export const firstCalendarsFor = (limit: number) => limit + Math.ceil(limit / 4) + 20;

/**
 * The hits of a radius search: apartment types of the tenant within the radius that are free for the
 * whole stay and fit the guests, stay rules and the arrival and departure days' restrictions, nearest
 * first (ties by id), at most `limit`. The types within the radius come from the grid cells
 * (`findCandidates`), ordered by distance before any calendar is read; the calendars of the nearest
 * (`firstCalendarsFor`) are read with them, and those of the farther ones only when fewer than `limit`
 * of the nearest are free: since every unread type is at least as far (in the same order), the hits
 * are the same as from reading them all. Nothing is priced or described here (see `listingsOfHits`).
 * With the tenant's search and type generations read with them (docs/decisions/0083, 0115). Null when
 * the tenant is unknown.
 */
export async function findSearchHits(
  db: D1Database,
  params: FindOffersParams,
  limit: number,
): Promise<{ hits: SearchHit[]; generation: Generation; typeGeneration: Generation } | null> {
  const nights = nightsBetween(params.from, params.to);
  const metres = new Map<string, number>();
  const nearestFirst = (placed: PlacedType[]) => {
    // Sorted with each type's distance beside it: a map lookup per comparison cost more than the rest.
    const inRadius: { type: PlacedType; m: number }[] = [];
    for (const type of placed) {
      const distance = haversineKm(params.lat, params.long, type.lat, type.long);
      if (distance > params.radius) continue;
      const m = Math.round(distance * 1000);
      metres.set(type.id, m);
      inRadius.push({ type, m });
    }
    inRadius.sort((a, b) => a.m - b.m || (a.type.id < b.type.id ? -1 : 1));
    return inRadius.map((entry) => entry.type);
  };
  const read = await findCandidates(
    db,
    {
      ibeUid: params.ibeUid,
      cover: cellCover(params.lat, params.long, params.radius),
      guests: params.guests,
      nights,
      from: params.from,
      to: params.to,
    },
    nearestFirst,
    firstCalendarsFor(limit),
  );
  if (read === null) return null;
  const stay = { from: params.from, to: params.to, guests: params.guests, nights };
  const hits: SearchHit[] = [];
  const addFree = (candidates: readonly Candidate[]) => {
    for (const c of candidates) {
      if (c.unitsLeft < 1) continue;
      if (c.arrivalClosed !== null || c.departureClosed !== null) {
        const days = stayEndRestrictions(
          stay,
          { closedToArrival: c.arrivalClosed, minStay: c.arrivalMinStay, maxStay: c.arrivalMaxStay },
          c.departureClosed,
        );
        if (checkRestrictedStay(c, stay, days)) continue;
      }
      const m = metres.get(c.id)!;
      hits.push(c.dayPrices ? [c.id, m, c.unitsLeft, c.dayPrices] : [c.id, m, c.unitsLeft]);
    }
  };
  addFree(read.candidates);
  if (hits.length < limit && read.rest) addFree(await read.rest());
  return {
    hits: hits.length > limit ? hits.slice(0, limit) : hits,
    generation: read.generation,
    typeGeneration: read.typeGeneration,
  };
}

/** A company code's facts for pricing a stay; null without a code or for an invalid one (it adds nothing). */
export async function companyForSearch(
  db: D1Database,
  ibeUid: string,
  companyCode: string | undefined,
  from: string,
): Promise<CompanyForStay | null> {
  return companyCode ? (await resolveCompanyCode(db, ibeUid, companyCode, from)).forStay : null;
}

/**
 * The listings of a radius search's hits, in the hits' order: the apartments read in one query, priced
 * for the stay and described in the language. A type gone from the tenant's engine since is left out.
 */
export async function listingsOfHits(
  db: D1Database,
  ibeUid: string,
  stay: Stay,
  language: FindOffersParams["language"],
  hits: readonly SearchHit[],
  companyCode?: string,
): Promise<Listing[]> {
  // A company code's negotiated rate is priced beside the public ones.
  const company = await companyForSearch(db, ibeUid, companyCode, stay.from);
  return buildListings(db, ibeUid, stay, language, hits, company);
}

/**
 * `listingsOfHits` with the company already resolved; `typeGeneration` when it was read in this
 * request (with the hits, or with a kept search), so remembered rows need no read (`findApartments`).
 */
export async function buildListings(
  db: D1Database,
  ibeUid: string,
  stay: Stay,
  language: FindOffersParams["language"],
  hits: readonly SearchHit[],
  company: CompanyForStay | null,
  typeGeneration?: Generation,
): Promise<Listing[]> {
  const rows = await findApartments(
    db,
    ibeUid,
    hits.map((hit) => hit[0]),
    typeGeneration,
  );
  const rowById = new Map(rows.map((row) => [row.id, row]));
  const listings: Listing[] = [];
  for (const hit of hits) {
    const [id, distanceM, unitsLeft] = hit;
    const row = rowById.get(id);
    const listing = row
      ? listingOf(row, stayOfHit(stay, hit), language, distanceM / 1000, unitsLeft, undefined, company)
      : null;
    if (listing) listings.push(listing);
  }
  return listings;
}
