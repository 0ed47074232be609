import type { RouterContextProvider } from "react-router";
import type { Booking } from "../../../shared/ota/booking";
import { reviewEligibility } from "../../../shared/reviews/review-rules";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { adaptersOf } from "../adapters.server";
import { configContext, tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { getLocale } from "../middleware/i18n.server";
import { verifyReviewLink } from "./review-link.server";

/** What the review link's page shows, and its status: the form, or why there is none. */
export type ReviewPageState =
  | { kind: "form"; booking: Booking }
  | { kind: "thanks"; booking: Booking }
  | { kind: "alreadyReviewed" | "cancelled" | "notCompleted"; booking: Booking }
  | { kind: "invalid" | "expired" | "unavailable" };

export const REVIEW_PAGE_STATUS: Record<ReviewPageState["kind"], number> = {
  form: 200,
  thanks: 200,
  alreadyReviewed: 409,
  cancelled: 409,
  notCompleted: 409,
  invalid: 404,
  expired: 410,
  unavailable: 503,
};

/**
 * The review link's checks, in order: its signature (a tampered or foreign link is invalid), its last
 * day (expired), the booking, then whether this stay may be reviewed now (over, not cancelled, not
 * reviewed yet). `thanks`: the page after the guest's own review was stored.
 */
export async function reviewPageState(
  context: Readonly<RouterContextProvider>,
  link: { bookingId: string; until: string | null; token: string | null; thanks?: boolean },
): Promise<{ tenant: Tenant; state: ReviewPageState }> {
  const { tenant } = context.get(tenantContext);
  const today = new Date().toISOString().slice(0, 10);
  const verdict = await verifyReviewLink({
    secret: context.get(configContext).SESSION_SECRET,
    ibeUid: tenant.ibeUid,
    bookingId: link.bookingId,
    until: link.until,
    token: link.token,
    today,
  });
  if (verdict !== "valid") return { tenant, state: { kind: verdict } };
  const ota = adaptersOf(context).ota;
  const [booking, review] = await Promise.all([
    ota.getBooking(tenant.ibeUid, link.bookingId, getLocale(context)),
    ota.getBookingReview(tenant.ibeUid, link.bookingId),
  ]);
  if (!booking.ok && booking.status === 404) return { tenant, state: { kind: "invalid" } };
  if (!booking.ok || !review.ok) {
    logger.warn("review page: booking or review unavailable", { status: booking.ok ? review.status : booking.status });
    return { tenant, state: { kind: "unavailable" } };
  }
  const reviewed = review.data.review !== null;
  if (reviewed && link.thanks) return { tenant, state: { kind: "thanks", booking: booking.data } };
  const eligibility = reviewEligibility(booking.data, today, reviewed);
  const kind =
    eligibility === "eligible"
      ? "form"
      : eligibility === "already_reviewed"
        ? "alreadyReviewed"
        : eligibility === "cancelled"
          ? "cancelled"
          : "notCompleted";
  return { tenant, state: { kind, booking: booking.data } };
}
