import type { ReviewRatings, ReviewStatus, ReviewSummary } from "../ota/reviews";

/**
 * The rules of reviews (docs/decisions/0139-reviews.md), shared by the inventory (which stores and
 * refuses) and the app (which shows and links): pure, tabled in review-rules.test.ts.
 */

/** How long an invitation's link may be used, in days from the day it was sent. */
export const REVIEW_LINK_DAYS = 60;

export type ReviewEligibility = "eligible" | "cancelled" | "not_completed" | "already_reviewed";

/**
 * Whether a booking's guest may review the stay today: a stay not cancelled whose departure day has
 * come (the guest has left by check-out), and only once.
 */
export function reviewEligibility(
  booking: { status: string; to: string },
  today: string,
  alreadyReviewed: boolean,
): ReviewEligibility {
  if (booking.status === "cancelled") return "cancelled";
  if (booking.status !== "confirmed" || booking.to > today) return "not_completed";
  return alreadyReviewed ? "already_reviewed" : "eligible";
}

/** An average as the pages show it: one decimal, half up (4.25 → 4.3); 0 without reviews. */
export function roundedAverage(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

/** Only visible reviews count and show; a hidden one is the operator's alone. */
export function isShown(review: { status: ReviewStatus }): boolean {
  return review.status === "visible";
}

/** The count and the unrounded averages of the reviews that show. */
export function reviewSummary(reviews: readonly { status: ReviewStatus; ratings: ReviewRatings }[]): ReviewSummary {
  const shown = reviews.filter(isShown);
  const mean = (key: keyof ReviewRatings) =>
    shown.length === 0 ? 0 : shown.reduce((sum, r) => sum + r.ratings[key], 0) / shown.length;
  return {
    count: shown.length,
    averages: {
      overall: mean("overall"),
      cleanliness: mean("cleanliness"),
      location: mean("location"),
      value: mean("value"),
      communication: mean("communication"),
    },
  };
}

/** How a guest is named under their review: the first name and the last name's initial ("Ada L."). */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim().split(/\s+/)[0] ?? "";
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/** The last day a link sent on `sentOn` may be used. */
export function reviewLinkUntil(sentOn: string): string {
  const date = new Date(`${sentOn}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + REVIEW_LINK_DAYS);
  return date.toISOString().slice(0, 10);
}

/** Whether a link valid until `until` (its last day) has expired by `today`. */
export function isReviewLinkExpired(until: string, today: string): boolean {
  return today > until;
}

/** The day before `date` (ISO dates): the departure day whose guests the day's cron invites. */
export function dayBefore(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
