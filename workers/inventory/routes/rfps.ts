import { idSchema } from "../../../shared/ota/common";
import type { CancellationPolicy } from "../../../shared/ota/listing";
import {
  adminListRfpsQuerySchema,
  createRfpOfferRequestSchema,
  createRfpRequestSchema,
  declineRfpRequestSchema,
  listRfpsQuerySchema,
  offerStatusesFor,
  type Rfp,
  type RfpOfferEvent,
  type RfpOfferStatus,
  updateRfpOfferStatusRequestSchema,
} from "../../../shared/ota/rfp";
import { encodeCursor, newId, newRfpReference } from "../http/ids";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { findApartment } from "../repositories/apartments";
import { expireRfpOffers, findRfp, findRfpOffer, findRfpOffers, listRfps, type RfpFilter } from "../repositories/rfps";
import { todayIso } from "../rules/calendar";
import { rateOffersOf } from "../services/apartment-view";
import { defaultOfferPolicy, rfpOf } from "../services/rfp-view";
import { assertAdminFor, type RequestContext, requireStayDates, requireTenant } from "./context";

/**
 * Enquiries (requests for proposal). The requester's side lives under /api/ibe/:ibeUid/rfps (create,
 * list their own, read, decline); the operators' side under /api/admin/ibe/:ibeUid/rfps (list all,
 * read, draft offers, send them, withdraw one, close the enquiry). Every move of an offer is one of
 * the events in shared/ota/rfp.ts, applied by a conditional update so that two moves at once
 * cannot both win.
 */

function offerInsert(
  db: D1Database,
  o: {
    id: string;
    rfpId: string;
    ibeUid: string;
    apartmentTypeId: string;
    amount: number;
    currency: string;
    from: string | null;
    to: string | null;
    validUntil: string | null;
    terms: string | null;
    ratePer: "night" | "month";
    note: string | null;
    cancellationPolicy: CancellationPolicy;
    at: string;
  },
) {
  return db
    .prepare(
      `INSERT INTO rfp_offers (id, rfp_id, ibe_uid, apartment_type_id, status, price_amount, price_currency, note,
         from_date, to_date, valid_until, terms, rate_per, created_at, updated_at, cancellation_policy)
       VALUES (?1, ?2, ?3, ?4, 'OPEN', ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?13, ?14)`,
    )
    .bind(
      o.id,
      o.rfpId,
      o.ibeUid,
      o.apartmentTypeId,
      o.amount,
      o.currency,
      o.note,
      o.from,
      o.to,
      o.validUntil,
      o.terms,
      o.ratePer,
      o.at,
      JSON.stringify(o.cancellationPolicy),
    );
}

/** The enquiry as read now: expired offers are stored as LOST first. Another tenant's id is 404. */
async function readRfp(db: D1Database, ibeUid: string, rfpId: string, now: Date): Promise<Rfp> {
  const today = todayIso(now);
  await expireRfpOffers(db, today, now.toISOString(), ibeUid);
  const rfp = await findRfp(db, ibeUid, rfpId);
  if (!rfp) throw notFound("RFP");
  return rfpOf(rfp, await findRfpOffers(db, ibeUid, [rfp.id]), today);
}

async function rfpResponse(db: D1Database, ibeUid: string, rfpId: string, now: Date, status = 200) {
  return json(await readRfp(db, ibeUid, rfpId, now), status);
}

/** An enquiry that is BOOKED or LOST takes no more offers, sends and declines. */
function requireLive(rfp: Rfp): void {
  if (rfp.status === "BOOKED" || rfp.status === "LOST")
    throw new OtaError("invalid_status_transition", `The enquiry is ${rfp.status}`);
}

/** Applies `event` to the enquiry's offers (one, or all that the event moves); returns how many moved. */
async function moveOffers(
  db: D1Database,
  input: { ibeUid: string; rfpId: string; offerId?: string; event: RfpOfferEvent; to: RfpOfferStatus; at: string },
): Promise<number> {
  const from = offerStatusesFor(input.event);
  const statuses = from.map((_, i) => `?${i + 6}`).join(", ");
  const sent = input.event === "send" ? ", sent_at = ?2" : "";
  const result = await db
    .prepare(
      `UPDATE rfp_offers SET status = ?1, updated_at = ?2${sent}
       WHERE ibe_uid = ?3 AND rfp_id = ?4 AND (?5 = '' OR id = ?5) AND status IN (${statuses})`,
    )
    .bind(input.to, input.at, input.ibeUid, input.rfpId, input.offerId ?? "", ...from)
    .run();
  return result.meta.changes;
}

/**
 * POST /api/ibe/:ibeUid/rfps: an enquiry. The general request (corporate customers) waits for the
 * operators' offers; with apartmentTypeId (a reservation enquiry for one listing) that apartment is
 * drafted as an OPEN offer at its public price for the operator to review and send.
 */
export async function handleCreateRfp(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const body = await parseJsonBody(request, createRfpRequestSchema);
  requireStayDates(body.from, body.to, now);
  const id = newId("rfp");
  const at = now.toISOString();
  const rfpInsert = (reference: string) =>
    db
      .prepare(
        `INSERT INTO rfps (id, ibe_uid, budget_amount, budget_currency, from_date, to_date, guests, place, radius_km, notes,
           contact_name, contact_email, contact_phone, contact_company, user_id, language, created_at, reference,
           budget_period, flexible_nights, apartments, requirements)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)`,
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
        body.budgetPeriod,
        body.flexibleNights ?? null,
        body.apartments,
        JSON.stringify([...new Set(body.requirements)]),
      );
  const statements: D1PreparedStatement[] = [];
  if (body.apartmentTypeId) {
    const row = await findApartment(db, ibeUid, body.apartmentTypeId);
    if (!row) throw notFound("Apartment");
    const cheapest = rateOffersOf(row, { from: body.from, to: body.to, guests: body.guests }, body.language)[0];
    statements.push(
      offerInsert(db, {
        id: newId("rfo"),
        rfpId: id,
        ibeUid,
        apartmentTypeId: row.id,
        amount: cheapest?.price.total ?? 0,
        currency: row.p_currency,
        from: null,
        to: null,
        validUntil: null,
        terms: null,
        ratePer: "night",
        note: null,
        // The draft is the cheapest public rate: its price and its cancellation terms, for the operator to review.
        cancellationPolicy: cheapest?.ratePlan.cancellationPolicy ?? defaultOfferPolicy(row),
        at,
      }),
    );
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
  return rfpResponse(db, ibeUid, id, now, 201);
}

async function rfpPage(db: D1Database, ibeUid: string, filter: RfpFilter, now: Date) {
  const today = todayIso(now);
  await expireRfpOffers(db, today, now.toISOString(), ibeUid);
  const rows = await listRfps(db, ibeUid, filter, today);
  const pageRows = rows.slice(0, filter.limit);
  const offers = await findRfpOffers(
    db,
    ibeUid,
    pageRows.map((r) => r.id),
  );
  const last = rows.length > filter.limit ? rows[filter.limit - 1] : undefined;
  return json({
    items: pageRows.map((r) => rfpOf(r, offers, today)),
    nextCursor: last ? encodeCursor(last.created_at, last.id) : null,
  });
}

/** GET /api/ibe/:ibeUid/rfps?email=|userId=&limit=&cursor=: one requester's enquiries, newest first. */
export async function handleListRfps(_request: Request, params: RouteParams, { env, url, now }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  return rfpPage(env.INVENTORY_DB, ibeUid, parseQuery(url, listRfpsQuerySchema), now);
}

/** GET /api/admin/ibe/:ibeUid/rfps?status=&limit=&cursor=: every enquiry of the tenant, newest first. */
export async function handleAdminListRfps(_request: Request, params: RouteParams, context: RequestContext) {
  const { env, url, now } = context;
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  return rfpPage(env.INVENTORY_DB, ibeUid, parseQuery(url, adminListRfpsQuerySchema), now);
}

/** GET /api/ibe/:ibeUid/rfps/:rfpId */
export async function handleGetRfp(_request: Request, params: RouteParams, { env, now }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  return rfpResponse(env.INVENTORY_DB, ibeUid, rfpId, now);
}

/** GET /api/admin/ibe/:ibeUid/rfps/:rfpId */
export async function handleAdminGetRfp(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  return rfpResponse(context.env.INVENTORY_DB, ibeUid, rfpId, context.now);
}

/** POST /api/ibe/:ibeUid/rfps/:rfpId/decline: the requester declines one offer, or the whole enquiry. */
export async function handleDeclineRfp(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  const body = await parseJsonBody(request, declineRfpRequestSchema);
  const rfp = await readRfp(db, ibeUid, rfpId, now);
  requireLive(rfp);
  const at = now.toISOString();
  if (body.offerId) {
    const offer = rfp.offers.find((o) => o.id === body.offerId);
    if (!offer) throw notFound("RFP offer");
    const moved = await moveOffers(db, { ibeUid, rfpId, offerId: offer.id, event: "decline", to: "LOST", at });
    if (moved === 0)
      throw new OtaError("invalid_status_transition", `An offer that is ${offer.status} cannot be declined`);
  } else {
    await closeRfp(db, { ibeUid, rfpId, by: "requester", at });
  }
  return rfpResponse(db, ibeUid, rfpId, now);
}

async function closeRfp(
  db: D1Database,
  input: { ibeUid: string; rfpId: string; by: "requester" | "operator"; at: string },
): Promise<void> {
  const from = offerStatusesFor("close");
  await db.batch([
    db
      .prepare("UPDATE rfps SET closed_by = ?1, closed_at = ?2 WHERE id = ?3 AND ibe_uid = ?4 AND closed_by IS NULL")
      .bind(input.by, input.at, input.rfpId, input.ibeUid),
    db
      .prepare(
        `UPDATE rfp_offers SET status = 'LOST', updated_at = ?1
         WHERE rfp_id = ?2 AND ibe_uid = ?3 AND status IN (${from.map((_, i) => `?${i + 4}`).join(", ")})`,
      )
      .bind(input.at, input.rfpId, input.ibeUid, ...from),
  ]);
}

/** POST /api/admin/ibe/:ibeUid/rfps/:rfpId/close: the operator declines the enquiry. */
export async function handleCloseRfp(_request: Request, params: RouteParams, context: RequestContext) {
  const { env, now } = context;
  const db = env.INVENTORY_DB;
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  requireLive(await readRfp(db, ibeUid, rfpId, now));
  await closeRfp(db, { ibeUid, rfpId, by: "operator", at: now.toISOString() });
  return rfpResponse(db, ibeUid, rfpId, now);
}

/** POST /api/admin/ibe/:ibeUid/rfps/:rfpId/offers: the operator drafts an offer (OPEN until sent). */
export async function handleCreateRfpOffer(request: Request, params: RouteParams, context: RequestContext) {
  const { env, now } = context;
  const db = env.INVENTORY_DB;
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  const body = await parseJsonBody(request, createRfpOfferRequestSchema);
  const rfp = await readRfp(db, ibeUid, rfpId, now);
  requireLive(rfp);
  const from = body.from ?? rfp.from;
  const to = body.to ?? rfp.to;
  requireStayDates(from, to, now);
  if (body.validUntil && (body.validUntil < todayIso(now) || body.validUntil > from))
    throw new OtaError("invalid_input", "The validity date must be between today and the stay's start", [
      { path: "body.validUntil", message: "between today and from" },
    ]);
  const row = await findApartment(db, ibeUid, body.apartmentTypeId);
  if (!row) throw notFound("Apartment");
  await offerInsert(db, {
    id: newId("rfo"),
    rfpId,
    ibeUid,
    apartmentTypeId: row.id,
    amount: body.price.amount,
    currency: body.price.currency,
    from: body.from ?? null,
    to: body.to ?? null,
    validUntil: body.validUntil ?? null,
    terms: body.terms || null,
    ratePer: body.ratePer,
    note: body.note ?? null,
    cancellationPolicy: body.cancellationPolicy ?? defaultOfferPolicy(row),
    at: now.toISOString(),
  }).run();
  return rfpResponse(db, ibeUid, rfpId, now, 201);
}

/** POST /api/admin/ibe/:ibeUid/rfps/:rfpId/send: every drafted offer goes to the requester (BOOKABLE). */
export async function handleSendRfpOffers(_request: Request, params: RouteParams, context: RequestContext) {
  const { env, now } = context;
  const db = env.INVENTORY_DB;
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  requireLive(await readRfp(db, ibeUid, rfpId, now));
  const moved = await moveOffers(db, { ibeUid, rfpId, event: "send", to: "BOOKABLE", at: now.toISOString() });
  if (moved === 0) throw new OtaError("invalid_status_transition", "There is no drafted offer to send");
  return rfpResponse(db, ibeUid, rfpId, now);
}

/** POST /api/admin/ibe/:ibeUid/rfps/:rfpId/offers/:offerId/status: the operator withdraws an offer (LOST). */
export async function handleUpdateRfpOfferStatus(request: Request, params: RouteParams, context: RequestContext) {
  const { env, now } = context;
  const db = env.INVENTORY_DB;
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const rfpId = parseParam("rfpId", params.rfpId, idSchema);
  const offerId = parseParam("offerId", params.offerId, idSchema);
  await parseJsonBody(request, updateRfpOfferStatusRequestSchema);
  const offer = await findRfpOffer(db, ibeUid, offerId);
  if (!offer || offer.rfp_id !== rfpId) throw notFound("RFP offer");
  const moved = await moveOffers(db, { ibeUid, rfpId, offerId, event: "withdraw", to: "LOST", at: now.toISOString() });
  if (moved === 0 && offer.status !== "LOST") {
    const current = await findRfpOffer(db, ibeUid, offerId);
    throw new OtaError(
      "invalid_status_transition",
      `An offer that is ${current?.status ?? offer.status} cannot be withdrawn`,
    );
  }
  return rfpResponse(db, ibeUid, rfpId, now);
}
