import {
  bookingQuerySchema,
  cancelBookingRequestSchema,
  createBookingRequestSchema,
  listBookingsQuerySchema,
} from "../../../shared/ota/booking";
import { bookingChangeStaySchema, changeBookingRequestSchema } from "../../../shared/ota/booking-change";
import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema, idSchema, type OtaLanguage } from "../../../shared/ota/common";
import { enqueueEvents } from "../deliveries/delivery-queue";
import { encodeCursor } from "../http/ids";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { invalidInput, json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { type BookingRow, findBookingItems, listBookings, withFurtherItems } from "../repositories/bookings";
import { bookStay } from "../services/book-stay";
import { bookingOf } from "../services/booking-view";
import { cancelBookingItemsNow } from "../services/cancel-booking";
import { applyBookingChange, planBookingChange } from "../services/change-booking";
import { type RequestContext, requireStayDates, requireTenant } from "./context";

async function page(db: D1Database, rows: BookingRow[], limit: number, now: Date, language: OtaLanguage) {
  const bookings = await withFurtherItems(db, rows.slice(0, limit));
  const items = bookings.map((r) => bookingOf(r, now, language));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { items, nextCursor: last ? encodeCursor(last.created_at, last.id) : null };
}

/** The booking as it is now, all its items, in the request's language. */
async function bookingAnswer(db: D1Database, ibeUid: string, bookingId: string, now: Date, url: URL) {
  const rows = await findBookingItems(db, ibeUid, bookingId);
  if (rows.length === 0) throw notFound("Booking");
  return bookingOf(rows, now, parseQuery(url, bookingQuerySchema).language);
}

/** POST /api/ibe/:ibeUid/bookings?language= with an Idempotency-Key header. 201 created, 200 replayed. */
export async function handleCreateBooking(
  request: Request,
  params: RouteParams,
  { env, ctx, url, now }: RequestContext,
) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const rawKey = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (!rawKey) throw new OtaError("missing_idempotency_key", `The ${IDEMPOTENCY_KEY_HEADER} header is required`);
  const key = idempotencyKeySchema.safeParse(rawKey);
  if (!key.success) throw invalidInput(key.error, `header.${IDEMPOTENCY_KEY_HEADER}`);
  const body = await parseJsonBody(request, createBookingRequestSchema);
  const nights = requireStayDates(body.from, body.to, now);
  const { language } = parseQuery(url, bookingQuerySchema);
  const result = await bookStay(db, ibeUid, key.data, body, nights, now, language);
  ctx.waitUntil(enqueueEvents(env.DELIVERY_QUEUE, result.eventIds));
  return json(result.booking, result.created ? 201 : 200, result.created ? {} : { "Idempotent-Replayed": "true" });
}

/** GET /api/ibe/:ibeUid/bookings/:bookingId?language= */
export async function handleGetBooking(_request: Request, params: RouteParams, { env, url, now }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const bookingId = parseParam("bookingId", params.bookingId, idSchema);
  const query = parseQuery(url, bookingQuerySchema);
  const rows = await findBookingItems(env.INVENTORY_DB, ibeUid, bookingId);
  if (rows.length === 0) throw notFound("Booking");
  return json(bookingOf(rows, now, query.language));
}

/** GET /api/ibe/:ibeUid/bookings?email=&userId=&status=&limit=&cursor= */
export async function handleListBookings(_request: Request, params: RouteParams, { env, url, now }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const query = parseQuery(url, listBookingsQuerySchema);
  const rows = await listBookings(env.INVENTORY_DB, { ...query, ibeUid });
  return json(await page(env.INVENTORY_DB, rows, query.limit, now, query.language));
}

/**
 * POST /api/ibe/:ibeUid/bookings/:bookingId/cancel `{ reason?, itemIds? }`: the items named, or every
 * active one; each free until its deadline, its policy's fee after (decision 0142).
 */
export async function handleCancelBooking(
  request: Request,
  params: RouteParams,
  { env, ctx, url, now }: RequestContext,
) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const bookingId = parseParam("bookingId", params.bookingId, idSchema);
  const body = await parseJsonBody(request, cancelBookingRequestSchema);
  const rows = await findBookingItems(db, ibeUid, bookingId);
  if (rows.length === 0) throw notFound("Booking");
  const { eventIds } = await cancelBookingItemsNow(
    db,
    rows,
    body.itemIds,
    (fee) => ({ fee, waivedFee: null, reason: null }),
    { kind: "guest", name: null },
    body.reason ?? null,
    now,
  );
  ctx.waitUntil(enqueueEvents(env.DELIVERY_QUEUE, eventIds));
  return json(await bookingAnswer(db, ibeUid, bookingId, now, url));
}

/** POST /api/ibe/:ibeUid/bookings/:bookingId/change/quote `{ from, to, guests }`: the new price and the difference; writes nothing. */
export async function handleQuoteBookingChange(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const ibeUid = await requireTenant(env.INVENTORY_DB, params.ibeUid);
  const bookingId = parseParam("bookingId", params.bookingId, idSchema);
  const stay = await parseJsonBody(request, bookingChangeStaySchema);
  const nights = requireStayDates(stay.from, stay.to, now);
  const planned = await planBookingChange(env.INVENTORY_DB, ibeUid, bookingId, stay, nights, now);
  return json(planned.quote);
}

/**
 * POST /api/ibe/:ibeUid/bookings/:bookingId/change?language= `{ from, to, guests, expectedTotal }`: the
 * guest's change (docs/decisions/0140), the changed booking; refused as the quote is, and 409 when the
 * price moved or the nights went since.
 */
export async function handleChangeBooking(
  request: Request,
  params: RouteParams,
  { env, ctx, url, now }: RequestContext,
) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const bookingId = parseParam("bookingId", params.bookingId, idSchema);
  const body = await parseJsonBody(request, changeBookingRequestSchema);
  const nights = requireStayDates(body.from, body.to, now);
  const planned = await planBookingChange(db, ibeUid, bookingId, body, nights, now);
  const { eventIds } = await applyBookingChange(db, planned, body, { kind: "guest", name: null }, now);
  ctx.waitUntil(enqueueEvents(env.DELIVERY_QUEUE, eventIds));
  return json(await bookingAnswer(db, ibeUid, bookingId, now, url));
}
