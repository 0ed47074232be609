import { idSchema } from "../../../app/domain/ota/common";
import {
  createRfpOfferRequestSchema,
  createRfpRequestSchema,
  listRfpsQuerySchema,
  RFP_OFFER_TRANSITIONS,
  type RfpOfferStatus,
  updateRfpOfferStatusRequestSchema,
} from "../../../app/domain/ota/rfp";
import { encodeCursor, newId, newRfpReference } from "../http/ids";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { findApartment, findCandidates } from "../repositories/apartments";
import { findRfp, findRfpOffer, findRfpOffers, listRfps } from "../repositories/rfps";
import { boundingBox, haversineKm } from "../rules/geo";
import { rateOffersOf } from "../services/apartment-view";
import { rfpOf } from "../services/rfp-view";
import { type RequestContext, requireStayDates, requireTenant } from "./context";

const AUTO_PROPOSALS = 3;

function offerInsert(
  db: D1Database,
  o: {
    id: string;
    rfpId: string;
    ibeUid: string;
    apartmentTypeId: string;
    status: RfpOfferStatus;
    amount: number;
    currency: string;
    note: string | null;
    at: string;
  },
) {
  return db
    .prepare(
      `INSERT INTO rfp_offers (id, rfp_id, ibe_uid, apartment_type_id, status, price_amount, price_currency, note, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9)`,
    )
    .bind(o.id, o.rfpId, o.ibeUid, o.apartmentTypeId, o.status, o.amount, o.currency, o.note, o.at);
}

async function rfpResponse(db: D1Database, ibeUid: string, rfpId: string, status = 200) {
  const rfp = await findRfp(db, ibeUid, rfpId);
  if (!rfp) throw notFound("RFP");
  return json(rfpOf(rfp, await findRfpOffers(db, ibeUid, [rfp.id])), status);
}

/**
 * POST /api/ibe/:ibeUid/rfps: a request for proposal. With apartmentTypeId (a reservation enquiry for one
 * listing) that apartment becomes an OPEN offer. Without, the embedded OTA answers at once like an operator
 * would: up to three free apartments near the place become BOOKABLE offers, within budget when comparable.
 */
export async function handleCreateRfp(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const body = await parseJsonBody(request, createRfpRequestSchema);
  const nights = requireStayDates(body.from, body.to, now);
  const id = newId("rfp");
  const at = now.toISOString();
  const stay = { from: body.from, to: body.to, guests: body.guests };
  const rfpInsert = (reference: string) =>
    db
      .prepare(
        `INSERT INTO rfps (id, ibe_uid, budget_amount, budget_currency, from_date, to_date, guests, place, radius_km, notes,
           contact_name, contact_email, contact_phone, contact_company, user_id, language, created_at, reference)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)`,
      )
      .bind(
        id,
        ibeUid,
        body.budget.amount,
        body.budget.currency,
        body.from,
        body.to,
        body.guests,
        JSON.stringify(body.place),
        body.radius,
        body.notes ?? null,
        body.contact.name,
        body.contact.email.toLowerCase(),
        body.contact.phone ?? null,
        body.contact.company ?? null,
        body.userId ?? null,
        body.language,
        at,
        reference,
      );
  const statements: D1PreparedStatement[] = [];
  if (body.apartmentTypeId) {
    const row = await findApartment(db, ibeUid, body.apartmentTypeId);
    if (!row) throw notFound("Apartment");
    const cheapest = rateOffersOf(row, stay, body.language)[0];
    statements.push(
      offerInsert(db, {
        id: newId("rfo"),
        rfpId: id,
        ibeUid,
        apartmentTypeId: row.id,
        status: "OPEN",
        amount: cheapest?.price.total ?? 0,
        currency: row.p_currency,
        note: null,
        at,
      }),
    );
  } else {
    const box = boundingBox(body.place.lat, body.place.long, body.radius);
    const candidates = (
      await findCandidates(db, { ibeUid, ...box, guests: body.guests, nights, from: body.from, to: body.to })
    )
      .filter((r) => r.units - (r.max_booked ?? 0) > 0 && r.booking_mode !== "Ad")
      .map((r) => ({ row: r, distance: haversineKm(body.place.lat, body.place.long, r.p_lat, r.p_long) }))
      .filter((c) => c.distance <= body.radius)
      .map((c) => ({ ...c, price: rateOffersOf(c.row, stay, body.language)[0]?.price }))
      .filter((c) => c.price && (c.price.currency !== body.budget.currency || c.price.total <= body.budget.amount))
      .sort((a, b) => a.distance - b.distance)
      .slice(0, AUTO_PROPOSALS);
    for (const c of candidates) {
      statements.push(
        offerInsert(db, {
          id: newId("rfo"),
          rfpId: id,
          ibeUid,
          apartmentTypeId: c.row.id,
          status: "BOOKABLE",
          amount: c.price?.total ?? 0,
          currency: c.row.p_currency,
          note: null,
          at,
        }),
      );
    }
  }
  // The reference is random; a clash with an existing one (unlikely) is retried with another.
  for (let attempt = 1; ; attempt++) {
    try {
      await db.batch([rfpInsert(newRfpReference()), ...statements]);
      break;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("UNIQUE constraint failed: rfps.reference")) throw error;
    }
  }
  return rfpResponse(db, ibeUid, id, 201);
}

/** GET /api/ibe/:ibeUid/rfps?email=&userId=&limit=&cursor= */
export async function handleListRfps(_request: Request, params: RouteParams, { env, url }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const query = parseQuery(url, listRfpsQuerySchema);
  const rows = await listRfps(db, ibeUid, query);
  const pageRows = rows.slice(0, query.limit);
  const offers = await findRfpOffers(
    db,
    ibeUid,
    pageRows.map((r) => r.id),
  );
  const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
  return json({
    items: pageRows.map((r) => rfpOf(r, offers)),
    nextCursor: last ? encodeCursor(last.created_at, last.id) : null,
  });
}

/** GET /api/ibe/:ibeUid/rfps/:rfpId */
export async function handleGetRfp(_request: Request, params: RouteParams, { env }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  return rfpResponse(env.INVENTORY_DB, ibeUid, rfpId);
}

/** POST /api/ibe/:ibeUid/rfps/:rfpId/offers: an operator proposes an apartment. */
export async function handleCreateRfpOffer(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  const body = await parseJsonBody(request, createRfpOfferRequestSchema);
  const rfp = await findRfp(db, ibeUid, rfpId);
  if (!rfp) throw notFound("RFP");
  const row = await findApartment(db, ibeUid, body.apartmentTypeId);
  if (!row) throw notFound("Apartment");
  await offerInsert(db, {
    id: newId("rfo"),
    rfpId,
    ibeUid,
    apartmentTypeId: row.id,
    status: body.status,
    amount: body.price.amount,
    currency: body.price.currency,
    note: body.note ?? null,
    at: now.toISOString(),
  }).run();
  return rfpResponse(db, ibeUid, rfpId, 201);
}

/** POST /api/ibe/:ibeUid/rfps/:rfpId/offers/:offerId/status: OPEN -> BOOKABLE, OPEN|BOOKABLE -> LOST. */
export async function handleUpdateRfpOfferStatus(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  const offerId = parseParam("offerId", params.offerId, idSchema);
  const body = await parseJsonBody(request, updateRfpOfferStatusRequestSchema);
  const offer = await findRfpOffer(db, ibeUid, offerId);
  if (!offer || offer.rfp_id !== rfpId) throw notFound("RFP offer");
  const from = (Object.keys(RFP_OFFER_TRANSITIONS) as RfpOfferStatus[]).filter((s) =>
    RFP_OFFER_TRANSITIONS[s].includes(body.status),
  );
  if (offer.status !== body.status) {
    const result = await db
      .prepare(
        `UPDATE rfp_offers SET status = ?1, updated_at = ?2
         WHERE id = ?3 AND ibe_uid = ?4 AND status IN (${from.map((_, i) => `?${i + 5}`).join(", ")})`,
      )
      .bind(body.status, now.toISOString(), offerId, ibeUid, ...from)
      .run();
    if (result.meta.changes === 0) {
      const current = await findRfpOffer(db, ibeUid, offerId);
      throw new OtaError(
        "invalid_status_transition",
        `An offer that is ${current?.status ?? offer.status} cannot become ${body.status}`,
      );
    }
  }
  return rfpResponse(db, ibeUid, rfpId);
}
