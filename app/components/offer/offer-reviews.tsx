import { REVIEW_CATEGORIES } from "../../../shared/ota/reviews";
import type { Language } from "../../../shared/tenancy/languages";
import type { ShownReviews } from "../../domain/reviews/shown-reviews";
import { formatMonth, formatNumber } from "../../i18n/format";
import { useT } from "../../i18n/use-t";

const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

/**
 * The apartment page's guest reviews (docs/decisions/0139): the overall average and the count, each
 * rating's average, then a page of reviews, newest first: who (first name and initial), the month of
 * the stay, the text as written, marked with its language, and the operator's reply. More pages are
 * plain links (no JavaScript needed).
 */
export function OfferReviews({
  reviews,
  lng,
  brand,
  pageHref,
}: {
  reviews: ShownReviews;
  lng: Language;
  brand: string;
  pageHref: (page: number) => string;
}) {
  const { t } = useT();
  const average = (value: number) => formatNumber(value, lng, oneDecimal);
  return (
    <section aria-labelledby="reviews" className="scroll-mt-24" data-testid="offer-reviews">
      <h2 id="reviews" className="text-xl font-bold">
        {t("offerReviews.title")}
      </h2>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-3" data-testid="reviews-summary">
        <span className="text-3xl font-bold">{average(reviews.averages.overall)}</span>
        {/* The big figure is the average: the scale follows it rather than repeating it. */}
        <span>{t("offerReviews.outOfFive")}</span>
        <span className="text-ink/80">· {t("offerReviews.count", { count: reviews.count })}</span>
      </p>
      <dl className="mt-3 grid max-w-xl gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {REVIEW_CATEGORIES.filter((category) => category !== "overall").map((category) => (
          <div key={category} className="flex justify-between gap-3 border-b border-black/10 py-1">
            <dt>{t(`offerReviews.categories.${category}`)}</dt>
            <dd className="font-semibold">{average(reviews.averages[category])}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-6 grid gap-4" data-testid="review-list">
        {reviews.items.map((review) => (
          <li key={review.id} className="rounded-xl border border-black/10 bg-white p-4" data-testid="review-item">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{review.guestName}</span>
              <span className="text-sm font-semibold">
                {t("offerReviews.average", { average: review.ratings.overall })}
              </span>
            </p>
            <p className="text-sm text-ink/80">
              {t("offerReviews.stayed", { month: formatMonth(review.stayMonth, lng) })} ·{" "}
              {t("offerReviews.writtenIn", { language: t(`offerReviews.language.${review.language}`) })}
            </p>
            <p lang={review.language} className="mt-2 whitespace-pre-line" data-testid="review-text">
              {review.text}
            </p>
            {review.reply ? (
              <div className="mt-3 border-l-4 border-brand/40 pl-3" data-testid="review-reply">
                <p className="text-sm font-semibold">{t("offerReviews.reply", { brand })}</p>
                <p className="mt-1 whitespace-pre-line">{review.reply.text}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {reviews.page > 1 || reviews.hasMore ? (
        <nav aria-label={t("offerReviews.pages")} className="mt-4 flex flex-wrap gap-4">
          {reviews.page > 1 ? (
            <a href={pageHref(reviews.page - 1)} className="font-semibold text-brand underline">
              {t("offerReviews.newer")}
            </a>
          ) : null}
          {reviews.hasMore ? (
            <a
              href={pageHref(reviews.page + 1)}
              className="font-semibold text-brand underline"
              data-testid="reviews-more"
            >
              {t("offerReviews.more")}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
