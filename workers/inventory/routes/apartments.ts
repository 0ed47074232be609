import {
  type ApartmentFeedPage,
  type ApartmentIdsPage,
  type ApartmentOffers,
  apartmentFeedQuerySchema,
  apartmentIdsQuerySchema,
  apartmentQuerySchema,
  stayQuerySchema,
  type UnavailableReason,
} from "../../../shared/ota/apartment";
import { idSchema } from "../../../shared/ota/common";
import { offerStatusOn } from "../../../shared/ota/rfp";
import { type OfferForStay, ratesAtOffer } from "../../../shared/ota/rfp-offer-price";
import { type StayCalendar, stayCalendarQuerySchema } from "../../../shared/ota/stay-calendar";
import { SEARCH_LIMITS } from "../../../shared/search/search-limits";
import { parseParam, parseQuery } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { findApartment, findApartments, sellableApartmentIds } from "../repositories/apartments";
import { dayPricesOrNone, loadOccupancy } from "../repositories/availability";
import { findRfpOffer, findRfpOffers } from "../repositories/rfps";
import type { ApartmentRow } from "../repositories/stored-rows";
import { unitsLeftForStay } from "../rules/availability";
import { addDays, stayNights, todayIso } from "../rules/calendar";
import type { DayPrices } from "../rules/pricing";
import { calendarDays, calendarSpan, publicNightlyRate } from "../rules/stay-calendar";
import { checkRestrictedStay, type DayRestrictions, minStayFrom } from "../rules/stay-restrictions";
import { apartmentOf, rateCardOf, rateOffersOf, storedRatePlansOf } from "../services/apartment-view";
import { resolveCompanyCode } from "../services/company-view";
import { offerForStay } from "../services/rfp-view";
import { type RequestContext, requireStayDates, requireTenant } from "./context";

async function requireApartment(db: D1Database, ibeUid: string, id: string | undefined): Promise<ApartmentRow> {
  const apartmentTypeId = parseParam("apartmentTypeId", id, idSchema);
  const row = await findApartment(db, ibeUid, apartmentTypeId);
  if (!row) throw notFound("Apartment");
  return row;
}

/** GET /api/ibe/:ibeUid/apartments: the ids of every apartment type the tenant sells, a page at a time. */
export async function handleListApartments(_request: Request, params: RouteParams, { env, url }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const query = parseQuery(url, apartmentIdsQuerySchema);
  // One more than asked tells whether another page follows.
  const ids = await sellableApartmentIds(env.INVENTORY_DB, ibeUid, query.after, query.limit + 1);
  const page = ids.slice(0, query.limit);
  const body: ApartmentIdsPage = {
    apartmentTypeIds: page,
    next: ids.length > query.limit ? (page[page.length - 1] ?? null) : null,
  };
  return json(body);
}

/**
 * GET /api/ibe/:ibeUid/apartment-feed: the apartment types the tenant sells, described, a page at a time.
 * A page is the sellable ids' page (so paging never skips one) without the types that have no units.
 */
export async function handleApartmentFeed(_request: Request, params: RouteParams, { env, url }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const query = parseQuery(url, apartmentFeedQuerySchema);
  const ids = await sellableApartmentIds(env.INVENTORY_DB, ibeUid, query.after, query.limit + 1);
  const page = ids.slice(0, query.limit);
  const rows = await findApartments(env.INVENTORY_DB, ibeUid, page);
  const body: ApartmentFeedPage = {
    apartments: rows
      .filter((row) => row.units > 0)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((row) => apartmentOf(row, query.language)),
    next: ids.length > query.limit ? (page[page.length - 1] ?? null) : null,
  };
  return json(body);
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
  /** The stay's nights the operator priced, when any. */
  dayPrices: DayPrices | undefined;
  unitsLeft: number;
  /** The minimum stay from the arrival day. */
  minStay: number;
};

async function stayFacts(
  db: D1Database,
  row: ApartmentRow,
  from: string,
  to: string,
  guests: number,
  nights: number,
  /** An enquiry's offer is the operator's own choice of dates: the day restrictions are for public sales. */
  restricted = true,
): Promise<StayFacts> {
  const occupancy = await loadOccupancy(db, row.id, from, to);
  const unitsLeft = unitsLeftForStay(row.units, stayNights(from, to), occupancy);
  const restrictions: DayRestrictions = restricted ? occupancy.restrictions : new Map();
  const rule = checkRestrictedStay(
    { minStay: row.min_stay, maxStay: row.max_stay, maxOccupancy: row.max_occupancy },
    { from, to, nights, guests },
    restrictions,
  );
  return {
    minStay: minStayFrom(row.min_stay, restrictions.get(from)),
    reason: rule ?? (unitsLeft < 1 ? "sold_out" : null),
    unitsLeft,
    dayPrices: dayPricesOrNone(occupancy),
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
  const facts = await stayFacts(db, row, query.from, query.to, query.guests, nights, !query.rfpOfferId);
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
      if (query.rfpOfferId) offered = offerForStay(offer, rfpOffer, query.language);
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
      minStay: facts.minStay,
      maxStay: row.max_stay,
      maxOccupancy: row.max_occupancy,
    },
    offers:
      facts.reason === null
        ? ratesAtOffer(
            rateOffersOf(row, { ...query, dayPrices: facts.dayPrices }, query.language, company?.forStay),
            offered,
            query,
          )
        : [],
    rfpOffer,
    ...(company ? { company: { status: company.status, terms: company.terms } } : {}),
  };
  return json(body);
}

/**
 * GET /api/ibe/:ibeUid/apartments/:apartmentTypeId/calendar (getStayCalendar): per day of whole months,
 * whether the night is free, the day's arrival and departure restrictions, the minimum stay from the day
 * and the public nightly rate. Computed for each request: a kept copy would need the tenant's search
 * generation, a D1 round trip like the one reading the calendar (docs/decisions/0083).
 */
export async function handleGetStayCalendar(_request: Request, params: RouteParams, { env, url, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const query = parseQuery(url, stayCalendarQuerySchema);
  const today = todayIso(now);
  if (query.month < today.slice(0, 7)) throw new OtaError("dates_in_past", "The calendar starts in the past");
  const row = await requireApartment(db, ibeUid, params.apartmentTypeId);
  const span = calendarSpan(query.month, query.months, addDays(today, SEARCH_LIMITS.horizonDays - 1));
  let days: StayCalendar["days"] = [];
  if (span) {
    const occupancy = await loadOccupancy(db, row.id, span.first, addDays(span.last, 1));
    const card = rateCardOf(row);
    const factors = storedRatePlansOf(row).map((plan) => plan.factorBp);
    days = calendarDays(
      span.first,
      span.last,
      { ...occupancy, units: row.units, typeMinStay: row.min_stay, typeMaxStay: row.max_stay },
      (date) => publicNightlyRate(card, factors, date, occupancy.dayPrices[date]),
    );
  }
  const calendar: StayCalendar = { apartmentTypeId: row.id, currency: row.p_currency, maxStay: row.max_stay, days };
  return json(calendar);
}
