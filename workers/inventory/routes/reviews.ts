import { idSchema, languageSchema } from "../../../shared/ota/common";
import {
  type AdminReviewDetail,
  type ApartmentReviews,
  adminReviewsQuerySchema,
  apartmentReviewsQuerySchema,
  departuresQuerySchema,
  reviewHideRequestSchema,
  reviewReplyRequestSchema,
  submitReviewRequestSchema,
} from "../../../shared/ota/reviews";
import { reviewEligibility, reviewerName, reviewSummary } from "../../../shared/reviews/review-rules";
import { actorOf } from "../http/actor";
import { parseJsonBody, parseParam, parseQuery } from "../http/parse";
import { json, notFound, OtaError } from "../http/responses";
import type { RouteParams } from "../http/router";
import { findBooking } from "../repositories/bookings";
import {
  changeReview,
  departuresOn,
  findAdminReview,
  findReviewOfBooking,
  insertReview,
  listAdminReviews,
  reviewHistory,
  visibleReviewsOfType,
} from "../repositories/reviews";
import { todayIso } from "../rules/calendar";
import { assertAdminFor, type RequestContext, requireTenant } from "./context";

/** Reviews of real stays (docs/decisions/0139-reviews.md): the guest's, the apartment page's and the operator's. */

const languageQuery = languageSchema.default("en");

/** GET /api/ibe/:ibeUid/bookings/:bookingId/review: the booking's review, or null. 404 for another brand's booking. */
export async function handleGetBookingReview(_request: Request, params: RouteParams, { env }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const bookingId = parseParam("bookingId", params.bookingId, idSchema);
  const booking = await findBooking(db, ibeUid, bookingId);
  if (!booking) throw notFound("Booking");
  return json({ review: await findReviewOfBooking(db, ibeUid, bookingId) });
}

/**
 * POST /api/ibe/:ibeUid/bookings/:bookingId/review: the guest's review of a stay that is over and not
 * cancelled (409 not_reviewable with the reason), once (409 already_reviewed, also for the second of
 * two posted at once: the booking is the table's key). 201 with the review.
 */
export async function handleSubmitReview(request: Request, params: RouteParams, { env, now }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const bookingId = parseParam("bookingId", params.bookingId, idSchema);
  const body = await parseJsonBody(request, submitReviewRequestSchema);
  const booking = await findBooking(db, ibeUid, bookingId);
  if (!booking) throw notFound("Booking");
  const reviewed = (await findReviewOfBooking(db, ibeUid, bookingId)) !== null;
  const verdict = reviewEligibility({ status: booking.status, to: booking.to_date }, todayIso(now), reviewed);
  if (verdict === "already_reviewed") throw new OtaError("already_reviewed", "This stay has been reviewed already");
  if (verdict !== "eligible")
    throw new OtaError("not_reviewable", "This stay cannot be reviewed", undefined, { reason: verdict });
  const stored = await insertReview(db, {
    ibeUid,
    bookingId,
    apartmentTypeId: booking.apartment_type_id,
    stayMonth: booking.from_date.slice(0, 7),
    guestName: reviewerName(booking.guest_first_name, booking.guest_last_name),
    review: body,
    at: now.toISOString(),
  });
  if (!stored) throw new OtaError("already_reviewed", "This stay has been reviewed already");
  return json(await findReviewOfBooking(db, ibeUid, bookingId), 201);
}

/** GET /api/ibe/:ibeUid/apartments/:apartmentTypeId/reviews?page=&limit=: the visible reviews and their averages. */
export async function handleApartmentReviews(_request: Request, params: RouteParams, { env, url }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const apartmentTypeId = parseParam("apartmentTypeId", params.apartmentTypeId, idSchema);
  const query = parseQuery(url, apartmentReviewsQuerySchema);
  const found = await visibleReviewsOfType(db, ibeUid, apartmentTypeId, {
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  const answer: ApartmentReviews = {
    summary: reviewSummary(found.rated),
    items: found.items,
    page: query.page,
    hasMore: found.hasMore,
  };
  return json(answer);
}

/** GET /api/ibe/:ibeUid/departures?on=: the brand's stays, not cancelled, that ended on the day. */
export async function handleDepartures(_request: Request, params: RouteParams, { env, url }: RequestContext) {
  const db = env.INVENTORY_DB;
  const ibeUid = await requireTenant(db, params.ibeUid);
  const { on } = parseQuery(url, departuresQuerySchema);
  return json({ items: await departuresOn(db, ibeUid, on) });
}

/** GET /api/admin/ibe/:ibeUid/reviews?status=&language=: the brand's reviews, newest first. */
export async function handleAdminListReviews(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const { status } = parseQuery(context.url, adminReviewsQuerySchema);
  const language = languageQuery.parse(context.url.searchParams.get("language") ?? undefined);
  return json({ items: await listAdminReviews(context.env.INVENTORY_DB, ibeUid, status, language) });
}

async function requireReview(context: RequestContext, ibeUid: string, value: string | undefined) {
  const id = parseParam("reviewId", value, idSchema);
  const language = languageQuery.parse(context.url.searchParams.get("language") ?? undefined);
  const review = await findAdminReview(context.env.INVENTORY_DB, ibeUid, id, language);
  if (!review) throw notFound("Review");
  return review;
}

async function detailOf(context: RequestContext, ibeUid: string, reviewId: string): Promise<AdminReviewDetail> {
  const review = await requireReview(context, ibeUid, reviewId);
  return { review, history: await reviewHistory(context.env.INVENTORY_DB, review.id) };
}

/** GET /api/admin/ibe/:ibeUid/reviews/:reviewId: the review and its history. */
export async function handleAdminGetReview(_request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  return json(await detailOf(context, ibeUid, params.reviewId ?? ""));
}

/** POST /api/admin/ibe/:ibeUid/reviews/:reviewId/reply: the operator's public reply (a new one replaces it). */
export async function handleAdminReplyReview(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const review = await requireReview(context, ibeUid, params.reviewId);
  const { text } = await parseJsonBody(request, reviewReplyRequestSchema);
  const actor = actorOf(request, context.admin!);
  await changeReview(context.env.INVENTORY_DB, review.id, {
    action: "replied",
    text,
    actor,
    at: context.now.toISOString(),
  });
  return json(await detailOf(context, ibeUid, review.id));
}

/**
 * POST /api/admin/ibe/:ibeUid/reviews/:reviewId/hide: hidden for a reason of the fixed list, recorded
 * in the history. A review hidden already stays as it is (200, no second entry): the guest is told once.
 */
export async function handleAdminHideReview(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const review = await requireReview(context, ibeUid, params.reviewId);
  const { reason } = await parseJsonBody(request, reviewHideRequestSchema);
  if (review.status !== "hidden") {
    const actor = actorOf(request, context.admin!);
    await changeReview(context.env.INVENTORY_DB, review.id, {
      action: "hidden",
      reason,
      actor,
      at: context.now.toISOString(),
    });
  }
  return json(await detailOf(context, ibeUid, review.id));
}

/**
 * POST /api/admin/ibe/:ibeUid/reviews/:reviewId/show: a hidden review shown again (a hide by mistake),
 * recorded in the history. A visible review stays as it is (200, no entry).
 */
export async function handleAdminShowReview(request: Request, params: RouteParams, context: RequestContext) {
  const ibeUid = await assertAdminFor(context, params.ibeUid);
  const review = await requireReview(context, ibeUid, params.reviewId);
  if (review.status === "hidden") {
    const actor = actorOf(request, context.admin!);
    await changeReview(context.env.INVENTORY_DB, review.id, { action: "shown", actor, at: context.now.toISOString() });
  }
  return json(await detailOf(context, ibeUid, review.id));
}
