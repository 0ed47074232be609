import { z } from "zod";
import { idSchema, isoDateSchema, isoDateTimeSchema, languageSchema } from "./common";

/**
 * Reviews of real stays (OTA contract, docs/decisions/0139-reviews.md): one per booking, written by
 * its guest after departure through the signed link of the invitation mail, shown on the apartment
 * type's page unless the operator hid it (with a reason from a fixed list), answered by the operator.
 * The rules (who may review, averages, what shows) are pure functions in shared/reviews/.
 */

/** The five ratings a review gives, each 1 (poor) to 5 (excellent). */
export const REVIEW_CATEGORIES = ["overall", "cleanliness", "location", "value", "communication"] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

const ratingSchema = z.coerce.number().int().min(1).max(5);
export const reviewRatingsSchema = z.object({
  overall: ratingSchema,
  cleanliness: ratingSchema,
  location: ratingSchema,
  value: ratingSchema,
  communication: ratingSchema,
});
export type ReviewRatings = z.infer<typeof reviewRatingsSchema>;

/** A review's text: at least a sentence, at most a long paragraph or two. */
export const REVIEW_TEXT_LIMITS = { min: 20, max: 2000 } as const;
/** An operator's public reply. */
export const REVIEW_REPLY_MAX = 2000;

/** POST /api/ibe/:ibeUid/bookings/:bookingId/review: the guest's review, in the language of the page. */
export const submitReviewRequestSchema = z.object({
  ratings: reviewRatingsSchema,
  text: z.string().trim().min(REVIEW_TEXT_LIMITS.min).max(REVIEW_TEXT_LIMITS.max),
  language: languageSchema,
});
export type SubmitReviewRequest = z.infer<typeof submitReviewRequestSchema>;

/** Why an operator may hide a review: nothing else (the history records which). */
export const REVIEW_HIDE_REASONS = ["personal_data", "offensive", "not_about_stay"] as const;
export const reviewHideReasonSchema = z.enum(REVIEW_HIDE_REASONS);
export type ReviewHideReason = z.infer<typeof reviewHideReasonSchema>;

export const reviewStatusSchema = z.enum(["visible", "hidden"]);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** A review as the apartment page shows it: the guest's first name and initial, never more. */
export const publicReviewSchema = z.object({
  id: idSchema,
  ratings: reviewRatingsSchema,
  text: z.string(),
  language: languageSchema,
  /** "2026-10": the month the stay began. */
  stayMonth: z.string().regex(/^\d{4}-\d{2}$/),
  /** "Ada L." */
  guestName: z.string(),
  createdAt: isoDateTimeSchema,
  reply: z.object({ text: z.string(), at: isoDateTimeSchema }).nullable(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** The averages of an apartment type's visible reviews (unrounded; the page rounds, shared/reviews). */
export const reviewSummarySchema = z.object({
  count: z.int().min(0),
  averages: z.object({
    overall: z.number(),
    cleanliness: z.number(),
    location: z.number(),
    value: z.number(),
    communication: z.number(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

/** GET /api/ibe/:ibeUid/apartments/:apartmentTypeId/reviews?page=&limit=: newest first. */
export const apartmentReviewsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export type ApartmentReviewsQuery = z.input<typeof apartmentReviewsQuerySchema>;
export const apartmentReviewsSchema = z.object({
  summary: reviewSummarySchema,
  items: z.array(publicReviewSchema),
  page: z.int().min(1),
  hasMore: z.boolean(),
});
export type ApartmentReviews = z.infer<typeof apartmentReviewsSchema>;

/** GET /api/ibe/:ibeUid/bookings/:bookingId/review: the booking's review when it has one. */
export const bookingReviewSchema = z.object({ review: publicReviewSchema.nullable() });
export type BookingReview = z.infer<typeof bookingReviewSchema>;

/** GET /api/ibe/:ibeUid/departures?on=: the stays, not cancelled, that ended on the day (the invitations' list). */
export const departuresQuerySchema = z.object({ on: isoDateSchema });
export const departureSchema = z.object({
  bookingId: idSchema,
  reference: z.string(),
  apartmentTypeName: z.string(),
  from: isoDateSchema,
  to: isoDateSchema,
  guestFirstName: z.string(),
  email: z.string(),
  /** The language the guest booked in; null when not known. */
  language: languageSchema.nullable(),
});
export type Departure = z.infer<typeof departureSchema>;
export const departuresSchema = z.object({ items: z.array(departureSchema) });

/** A review as the operator sees it: with its booking, status and history. */
export const adminReviewSchema = publicReviewSchema.extend({
  bookingId: idSchema,
  bookingReference: z.string(),
  apartmentTypeId: idSchema,
  apartmentTypeName: z.string(),
  guestEmail: z.string(),
  status: reviewStatusSchema,
  hideReason: reviewHideReasonSchema.nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewChangeSchema = z.object({
  action: z.enum(["replied", "hidden", "shown"]),
  actor: z.string(),
  at: isoDateTimeSchema,
  /** The hide reason, or the reply's text (null when shown again). */
  detail: z.string().nullable(),
});
export type ReviewChange = z.infer<typeof reviewChangeSchema>;

/** GET /api/admin/ibe/:ibeUid/reviews?status=: the brand's reviews, newest first (200 at most). */
export const adminReviewsQuerySchema = z.object({ status: reviewStatusSchema.optional() });
export const adminReviewListSchema = z.object({ items: z.array(adminReviewSchema) });
export const adminReviewDetailSchema = z.object({ review: adminReviewSchema, history: z.array(reviewChangeSchema) });
export type AdminReviewDetail = z.infer<typeof adminReviewDetailSchema>;

/** POST .../reviews/:reviewId/reply: the public reply (replaces an earlier one). */
export const reviewReplyRequestSchema = z.object({ text: z.string().trim().min(1).max(REVIEW_REPLY_MAX) });
/** POST .../reviews/:reviewId/hide: hidden for a reason of the list. */
export const reviewHideRequestSchema = z.object({ reason: reviewHideReasonSchema });
