import type { ApartmentReviews, PublicReview, ReviewCategory } from "../../../shared/ota/reviews";
import { REVIEW_CATEGORIES } from "../../../shared/ota/reviews";
import { roundedAverage } from "../../../shared/reviews/review-rules";

/** The apartment page's reviews query parameter: which page of reviews (1 when absent or not a page). */
export const REVIEWS_PAGE_PARAM = "reviews";
const MAX_REVIEWS_PAGE = 1000;

export function reviewsPageOf(params: URLSearchParams): number {
  const value = params.get(REVIEWS_PAGE_PARAM);
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), MAX_REVIEWS_PAGE);
}

/** What the apartment page shows of its reviews: averages as shown (one decimal), one page of them. */
export type ShownReviews = {
  count: number;
  averages: Record<ReviewCategory, number>;
  items: PublicReview[];
  page: number;
  hasMore: boolean;
};

export function shownReviews(answer: ApartmentReviews): ShownReviews {
  const averages = Object.fromEntries(
    REVIEW_CATEGORIES.map((category) => [category, roundedAverage(answer.summary.averages[category])]),
  ) as Record<ReviewCategory, number>;
  return { count: answer.summary.count, averages, items: answer.items, page: answer.page, hasMore: answer.hasMore };
}

/** The apartment page's address of a page of reviews (the page's own query kept), at the reviews. */
export function reviewsPageHref(offerUrl: string, page: number): string {
  const [path, query = ""] = offerUrl.split("?");
  const params = new URLSearchParams(query);
  if (page > 1) params.set(REVIEWS_PAGE_PARAM, String(page));
  else params.delete(REVIEWS_PAGE_PARAM);
  const text = params.toString();
  return `${path}${text ? `?${text}` : ""}#reviews`;
}

/** The structured data's view of the reviews shown: the overall average as shown, the page's reviews. */
export function lodgingReviewsOf(reviews: ShownReviews) {
  return {
    count: reviews.count,
    average: reviews.averages.overall,
    latest: reviews.items.map((review) => ({
      author: review.guestName,
      rating: review.ratings.overall,
      text: review.text,
      language: review.language,
      datePublished: review.createdAt.slice(0, 10),
    })),
  };
}
