import { isCalendarDate } from "../../../shared/dates/calendar-date";
import { isReviewLinkExpired } from "../../../shared/reviews/review-rules";
import { manageToken, verifyManageToken } from "../booking/manage-link.server";

/**
 * The link of a review invitation: `/:lng/reviews/:bookingId?until=YYYY-MM-DD&token=…`. The token signs
 * the tenant, the booking and the link's last day (the manage link's HMAC under its own kind), so the
 * day cannot be moved and the link opens neither the booking nor another booking's review.
 */
const signedId = (bookingId: string, until: string) => `${bookingId}\n${until}`;

export async function reviewPath(input: {
  lng: string;
  bookingId: string;
  ibeUid: string;
  secret: string;
  until: string;
}): Promise<string> {
  const token = await manageToken(input.secret, input.ibeUid, signedId(input.bookingId, input.until), "review");
  return `/${input.lng}/reviews/${encodeURIComponent(input.bookingId)}?${new URLSearchParams({ until: input.until, token })}`;
}

export type ReviewLinkVerdict = "valid" | "expired" | "invalid";

/** A tampered or foreign link is invalid whatever its day; a genuine one past its last day has expired. */
export async function verifyReviewLink(input: {
  secret: string;
  ibeUid: string;
  bookingId: string;
  until: string | null;
  token: string | null;
  today: string;
}): Promise<ReviewLinkVerdict> {
  const { until } = input;
  if (!until || !isCalendarDate(until)) return "invalid";
  const genuine = await verifyManageToken(
    input.secret,
    input.ibeUid,
    signedId(input.bookingId, until),
    input.token,
    "review",
  );
  if (!genuine) return "invalid";
  return isReviewLinkExpired(until, input.today) ? "expired" : "valid";
}
