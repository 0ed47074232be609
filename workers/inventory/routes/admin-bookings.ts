import { cancellationCharge } from "../../../shared/admin/cancellation-charge";
import {
  adminBookingListQuerySchema,
  adminBookingQuerySchema,
  adminCancelRequestSchema,
  appendBookingEventRequestSchema,
} from "../../../shared/ota/admin-booking";
import { adminChangeBookingRequestSchema, bookingChangeStaySchema } from "../../../shared/ota/booking-change";
import { idSchema, type OtaLanguage } from "../../../shared/ota/common";
import { enqueueEvents } from "../deliveries/delivery-queue";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, notFound } from "../http/responses";
import type { RouteParams } from "../http/router";
import {
  adminBookingFacets,
  appendBookingEvent,
  listAdminBookings,
  listBookingEvents,
  tenantName,
} from "../repositories/admin-bookings";
import type { AdminBookingsPage } from "../repositories/admin-bookings-sql";
import { findBookingItems } from "../repositories/bookings";
import { adminBookingDetailOf, adminBookingListOf } from "../services/admin-booking-view";
import { cancelBookingItemsNow } from "../services/cancel-booking";
import { applyBookingChange, planBookingChange } from "../services/change-booking";
import { assertAdminFor, assertPlatformAdmin, type RequestContext, requireStayDates } from "./context";

/**
 * The operators' bookings (under /api/admin, where the inventory admits only an admin token): the
 * filtered list with totals, the detail with its history, the admin's cancellation and the history
 * entries of the admin app's own actions. Another tenant's booking is 404, like an unknown one.
 */

type ListQuery = AdminBookingsPage & { language: OtaLanguage };

async function answerList(db: D1Database, query: ListQuery, withTenants: boolean) {
  const [{ rows, totals }, facets] = await Promise.all([
    listAdminBookings(db, query),
    adminBookingFacets(db, query.filter.ibeUid, withTenants),
  ]);
  return json(adminBookingListOf(query, rows, totals, facets));
}

function listQuery(url: URL, ibeUid: string | undefined): ListQuery {
  const { sort, dir, page, pageSize, language, ...filter } = parseQuery(url, adminBookingListQuerySchema);
  return { filter: { ...filter, ibeUid: ibeUid ?? filter.ibeUid }, sort, dir, page, pageSize, language };
}

/** GET /api/admin/ibe/:ibeUid/bookings?status&arrivalFrom&arrivalTo&createdFrom&createdTo&propertyId&q&sort&dir&page&pageSize&language */
export async function handleAdminListBookings(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  return answerList(context.env.INVENTORY_DB, listQuery(context.url, ibeUid), false);
}

/** GET /api/admin/bookings?ibeUid&...: every tenant's bookings (platform admin), narrowed to one tenant by ibeUid. */
export async function handleAdminListAllBookings(_request: Request, _params: RouteParams, context: RequestContext) {
  assertPlatformAdmin(context);
  return answerList(context.env.INVENTORY_DB, listQuery(context.url, undefined), true);
}

async function detail(db: D1Database, ibeUid: string, bookingId: string, now: Date, url: URL) {
  const { language } = parseQuery(url, adminBookingQuerySchema);
  const [rows, events, tenant] = await Promise.all([
    findBookingItems(db, ibeUid, bookingId),
    listBookingEvents(db, ibeUid, bookingId),
    tenantName(db, ibeUid),
  ]);
  if (rows.length === 0) throw notFound("Booking");
  return adminBookingDetailOf(rows, events, tenant, now, language);
}

/** The booking a request is about: the principal's tenant (assertAdminFor) and a well-formed id. */
async function target(params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const bookingId = parseParam("bookingId", params.bookingId, idSchema);
  return { db: context.env.INVENTORY_DB, ibeUid, bookingId };
}

/** GET /api/admin/ibe/:ibeUid/bookings/:bookingId?language= */
export async function handleAdminGetBooking(_request: Request, params: RouteParams, context: RequestContext) {
  const { db, ibeUid, bookingId } = await target(params, context);
  return json(await detail(db, ibeUid, bookingId, context.now, context.url));
}

/**
 * POST /api/admin/ibe/:ibeUid/bookings/:bookingId/cancel?language= `{ fee: "policy" | "waived", reason?, actor, itemIds? }`:
 * the items named or every active one (decision 0142), each at its policy's fee now (as the guest's own
 * cancellation) or waived with a reason; the history records the admin. A cancelled booking answers as it is.
 */
export async function handleAdminCancelBooking(request: Request, params: RouteParams, context: RequestContext) {
  const { url, now, env, ctx } = context;
  const { db, ibeUid, bookingId } = await target(params, context);
  const body = await parseJsonBody(request, adminCancelRequestSchema);
  const rows = await findBookingItems(db, ibeUid, bookingId);
  if (rows.length === 0) throw notFound("Booking");
  const actor = { kind: "admin" as const, name: body.actor.email };
  const charge = (fee: number) => cancellationCharge(fee, body);
  const { eventIds } = await cancelBookingItemsNow(db, rows, body.itemIds, charge, actor, null, now);
  ctx.waitUntil(enqueueEvents(env.DELIVERY_QUEUE, eventIds));
  return json(await detail(db, ibeUid, bookingId, now, url));
}

/** POST /api/admin/ibe/:ibeUid/bookings/:bookingId/events `{ kind, actor, reason? }`: 201 with the detail. */
export async function handleAdminAppendBookingEvent(request: Request, params: RouteParams, context: RequestContext) {
  const { url, now } = context;
  const { db, ibeUid, bookingId } = await target(params, context);
  const body = await parseJsonBody(request, appendBookingEventRequestSchema);
  const added = await appendBookingEvent(db, {
    ibeUid,
    bookingId,
    kind: body.kind,
    actor: { kind: "admin", name: body.actor.email },
    reason: body.reason ?? null,
    at: now.toISOString(),
  });
  if (!added) throw notFound("Booking");
  return json(await detail(db, ibeUid, bookingId, now, url), 201);
}

/** POST /api/admin/ibe/:ibeUid/bookings/:bookingId/change/quote `{ from, to, guests }`: as the guest's quote. */
export async function handleAdminQuoteBookingChange(request: Request, params: RouteParams, context: RequestContext) {
  const { db, ibeUid, bookingId } = await target(params, context);
  const stay = await parseJsonBody(request, bookingChangeStaySchema);
  const nights = requireStayDates(stay.from, stay.to, context.now);
  return json((await planBookingChange(db, ibeUid, bookingId, stay, nights, context.now)).quote);
}

/**
 * POST /api/admin/ibe/:ibeUid/bookings/:bookingId/change?language= `{ from, to, guests, expectedTotal, actor }`:
 * the operator's change, under the guest's rules (docs/decisions/0140); the history records the admin.
 */
export async function handleAdminChangeBooking(request: Request, params: RouteParams, context: RequestContext) {
  const { url, now, env, ctx } = context;
  const { db, ibeUid, bookingId } = await target(params, context);
  const body = await parseJsonBody(request, adminChangeBookingRequestSchema);
  const nights = requireStayDates(body.from, body.to, now);
  const planned = await planBookingChange(db, ibeUid, bookingId, body, nights, now);
  const { eventIds } = await applyBookingChange(db, planned, body, { kind: "admin", name: body.actor.email }, now);
  ctx.waitUntil(enqueueEvents(env.DELIVERY_QUEUE, eventIds));
  return json(await detail(db, ibeUid, bookingId, now, url));
}
