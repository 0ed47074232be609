import {
  type ApartmentOffers,
  type AvailabilityCalendar,
  apartmentQuerySchema,
  stayQuerySchema,
  type UnavailableReason,
} from "../../../app/domain/ota/apartment";
import { idSchema } from "../../../app/domain/ota/common";
import { offerStatusOn } from "../../../app/domain/ota/rfp";
import { type OfferForStay, ratesAtOffer } from "../../../app/domain/ota/rfp-offer-price";
import { parseParam, parseQuery } from "../http/parse";
import { json, notFound } from "../http/responses";
import type { RouteParams } from "../http/router";
import { findApartment } from "../repositories/apartments";
import { loadOccupancy } from "../repositories/availability";
import { findRfpOffer, findRfpOffers } from "../repositories/rfps";
import type { ApartmentRow } from "../repositories/rows";
import { checkStayRules, closedNightsOf, unitsLeftForStay } from "../rules/availability";
import { stayNights, todayIso } from "../rules/calendar";
import { nightlyRate } from "../rules/pricing";
import { apartmentOf, rateCardOf, rateOffersOf } from "../services/apartment-view";
import { resolveCompanyCode } from "../services/company-view";
import { offerForStay } from "../services/rfp-view";
import { type RequestContext, requireStayDates, requireTenant } from "./context";

async function requireApartment(db: D1Database, ibeUid: string, id: string | undefined): Promise<ApartmentRow> {
  const apartmentTypeId = parseParam("apartmentTypeId", id, idSchema);
  const row = await findApartment(db, ibeUid, apartmentTypeId);
  if (!row) throw notFound("Apartment");
  return row;
}

/** GET /api/ibe/:ibeUid/apartments/:apartmentTypeId (getApartmentById). */
export async function handleGetApartment(_request: Request, params: RouteParams, { env, url }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const query = parseQuery(url, apartmentQuerySchema);
  const row = await requireApartment(env.INVENTORY_DB, ibeUid, params.apartmentTypeId);
  return json(apartmentOf(row, query.language));
}

type StayFacts = {
  reason: UnavailableReason | null;
  unitsLeft: number;
  nights: string[];
  closed: Set<string>;
  booked: Map<string, number>;
};

async function stayFacts(
  db: D1Database,
  row: ApartmentRow,
  from: string,
  to: string,
  guests: number,
  nights: number,
): Promise<StayFacts> {
  const dates = stayNights(from, to);
  const occupancy = await loadOccupancy(db, row.id, from, to);
  const closed = closedNightsOf(occupancy.closures, dates);
  const unitsLeft = unitsLeftForStay(row.units, dates, occupancy.bookedByNight, closed);
  const rule = checkStayRules(
    { minStay: row.min_stay, maxStay: row.max_stay, maxOccupancy: row.max_occupancy },
    nights,
    guests,
  );
  return {
    reason: rule ?? (unitsLeft < 1 ? "sold_out" : null),
    unitsLeft,
    nights: dates,
    closed,
    booked: occupancy.bookedByNight,
  };
}

/** GET /api/ibe/:ibeUid/apartments/:apartmentTypeId/offers (getOffersByApartmentTypeId). */
export async function handleGetApartmentOffers(
  _request: Request,
  params: RouteParams,
  { env, url, now }: RequestContext,
) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const query = parseQuery(url, stayQuerySchema);
  const nights = requireStayDates(query.from, query.to, now);
  const row = await requireApartment(db, ibeUid, params.apartmentTypeId);
  const facts = await stayFacts(db, row, query.from, query.to, query.guests, nights);
  const company = query.companyCode ? await resolveCompanyCode(db, ibeUid, query.companyCode, query.from) : null;
  let rfpOffer: ApartmentOffers["rfpOffer"] = null;
  let offered: OfferForStay | null = null;
  if (query.rfpOfferId || query.rfpId) {
    const offer = query.rfpOfferId
      ? await findRfpOffer(db, ibeUid, query.rfpOfferId)
      : ((await findRfpOffers(db, ibeUid, [query.rfpId ?? ""])).find((o) => o.apartment_type_id === row.id) ?? null);
    if (
      query.rfpOfferId &&
      (!offer || offer.apartment_type_id !== row.id || (query.rfpId && offer.rfp_id !== query.rfpId))
    )
      throw notFound("RFP offer");
    if (offer) {
      rfpOffer = {
        id: offer.id,
        status: offerStatusOn(
          { status: offer.status, validUntil: offer.valid_until, from: offer.from_date ?? offer.rfp_from },
          todayIso(now),
        ),
        price: { amount: offer.price_amount, currency: offer.price_currency },
      };
      // Priced at the offer only when the page asks for that offer (rfpOfferId).
      if (query.rfpOfferId) offered = offerForStay(offer, rfpOffer);
    }
  }
  const body: ApartmentOffers = {
    apartmentTypeId: row.id,
    from: query.from,
    to: query.to,
    guests: query.guests,
    bookingMode: row.booking_mode,
    availability: {
      available: facts.reason === null,
      reason: facts.reason,
      unitsLeft: facts.unitsLeft,
      minStay: row.min_stay,
      maxStay: row.max_stay,
      maxOccupancy: row.max_occupancy,
    },
    offers:
      facts.reason === null
        ? ratesAtOffer(rateOffersOf(row, query, query.language, company?.forStay), offered, query)
        : [],
    rfpOffer,
    ...(company ? { company: { status: company.status, terms: company.terms } } : {}),
  };
  return json(body);
}

/** GET /api/ibe/:ibeUid/apartments/:apartmentTypeId/availability: price and availability per night. */
export async function handleGetAvailability(_request: Request, params: RouteParams, { env, url, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const query = parseQuery(url, stayQuerySchema);
  const nights = requireStayDates(query.from, query.to, now);
  const row = await requireApartment(db, ibeUid, params.apartmentTypeId);
  const facts = await stayFacts(db, row, query.from, query.to, query.guests, nights);
  const card = rateCardOf(row);
  const cheapest = facts.reason === null ? rateOffersOf(row, query, query.language)[0] : undefined;
  const body: AvailabilityCalendar = {
    apartmentTypeId: row.id,
    currency: row.p_currency,
    availability: {
      available: facts.reason === null,
      reason: facts.reason,
      unitsLeft: facts.unitsLeft,
      minStay: row.min_stay,
      maxStay: row.max_stay,
      maxOccupancy: row.max_occupancy,
    },
    nights: facts.nights.map((date) => {
      const closed = facts.closed.has(date);
      return {
        date,
        closed,
        unitsLeft: closed ? 0 : Math.max(0, row.units - (facts.booked.get(date) ?? 0)),
        rate: nightlyRate(card, date),
      };
    }),
    cheapestTotal: cheapest?.price.total ?? null,
  };
  return json(body);
}
