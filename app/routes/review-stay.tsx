import { data, Form, redirect } from "react-router";
import { REVIEW_CATEGORIES, REVIEW_TEXT_LIMITS } from "../../shared/ota/reviews";
import { adaptersOf } from "../.server/adapters.server";
import { logger } from "../.server/logger.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { REVIEW_PAGE_STATUS, type ReviewPageState, reviewPageState } from "../.server/reviews/review-page.server";
import { fieldClass } from "../components/checkout/step-form";
import { RatingGroup } from "../components/reviews/rating-group";
import { Alert } from "../components/ui/alert";
import {
  EMPTY_REVIEW_FORM,
  type ReviewFormErrors,
  type ReviewFormValues,
  reviewFormValuesOf,
  reviewInputOf,
} from "../domain/reviews/review-form";
import { offerPath } from "../domain/seo/offer-path";
import { formatStayDates } from "../i18n/format";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/review-stay";

export const headers = noStoreHeaders;

/**
 * A stay's review, reached through the signed link of the invitation mail (docs/decisions/0139): the
 * form while the stay may be reviewed, else why not (already reviewed, cancelled, not over, the link
 * expired or not valid), each with its own status. The review's language is the page's. Works as a
 * plain form without JavaScript; a refused form keeps every choice and word.
 */
type PageView = {
  lng: "en" | "de";
  brand: string;
  kind: ReviewPageState["kind"];
  stay: { apartment: string; from: string; to: string; apartmentTypeId: string } | null;
  link: { until: string; token: string };
};

async function view(args: Route.LoaderArgs | Route.ActionArgs, link: { until: string | null; token: string | null }) {
  const url = new URL(args.request.url);
  const { tenant, state } = await reviewPageState(args.context, {
    bookingId: args.params.bookingId,
    ...link,
    thanks: url.searchParams.get("thanks") === "1",
  });
  const page: PageView = {
    lng: getLocale(args.context),
    brand: tenant.name,
    kind: state.kind,
    stay:
      "booking" in state
        ? {
            apartment: state.booking.apartmentTypeName,
            from: state.booking.from,
            to: state.booking.to,
            apartmentTypeId: state.booking.apartmentTypeId,
          }
        : null,
    link: { until: link.until ?? "", token: link.token ?? "" },
  };
  return { tenant, page };
}

export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const { page } = await view(args, { until: url.searchParams.get("until"), token: url.searchParams.get("token") });
  const title = getI18n(args.context).t("reviews.form.metaTitle", { brand: page.brand });
  return data({ ...page, title }, { status: REVIEW_PAGE_STATUS[page.kind], headers: noStoreHeaders() });
}

type ReviewAnswer = { values: ReviewFormValues; errors: ReviewFormErrors; failed?: boolean; kind?: PageView["kind"] };

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const field = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : null);
  const link = { until: field("until"), token: field("token") };
  const { tenant, page } = await view(args, link);
  const values = reviewFormValuesOf(form);
  if (page.kind !== "form") {
    return data<ReviewAnswer>({ values, errors: {}, kind: page.kind }, { status: REVIEW_PAGE_STATUS[page.kind] });
  }
  const parsed = reviewInputOf(values, page.lng);
  if (!parsed.ok) return data<ReviewAnswer>({ values, errors: parsed.errors }, { status: 400 });
  const result = await adaptersOf(args.context).ota.submitReview(tenant.ibeUid, args.params.bookingId, parsed.input);
  if (result.ok) {
    const query = new URLSearchParams({ until: link.until ?? "", token: link.token ?? "", thanks: "1" });
    return redirect(`/${page.lng}/reviews/${encodeURIComponent(args.params.bookingId)}?${query}`, 303);
  }
  if (result.code === "already_reviewed") {
    return data<ReviewAnswer>({ values, errors: {}, kind: "alreadyReviewed" }, { status: 409 });
  }
  logger.warn("review page: review not stored", { status: result.status, code: result.code });
  return data<ReviewAnswer>({ values, errors: {}, failed: true }, { status: result.status === 409 ? 409 : 502 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.title ? [{ title: loaderData.title }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

const STATE_TEXT = {
  alreadyReviewed: ["reviews.form.state.alreadyReviewedTitle", "reviews.form.state.alreadyReviewed"],
  cancelled: ["reviews.form.state.cancelledTitle", "reviews.form.state.cancelled"],
  notCompleted: ["reviews.form.state.notCompletedTitle", "reviews.form.state.notCompleted"],
  expired: ["reviews.form.state.expiredTitle", "reviews.form.state.expired"],
  invalid: ["reviews.form.state.invalidTitle", "reviews.form.state.invalid"],
  unavailable: ["reviews.form.state.unavailableTitle", "reviews.form.state.unavailable"],
} as const;

export default function ReviewStay({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, stay, link } = loaderData;
  const kind = actionData?.kind ?? loaderData.kind;
  const values = actionData?.values ?? EMPTY_REVIEW_FORM;
  const errors = actionData?.errors ?? {};
  const errorText = (error: string | undefined) =>
    error === "rating"
      ? t("reviews.form.errors.rating")
      : error === "textShort"
        ? t("reviews.form.errors.textShort", { min: REVIEW_TEXT_LIMITS.min })
        : error === "textLong"
          ? t("reviews.form.errors.textLong", { max: REVIEW_TEXT_LIMITS.max })
          : undefined;
  const apartmentLink = stay ? (
    <a href={offerPath(lng, stay.apartmentTypeId)} className="mt-4 inline-block font-semibold text-brand underline">
      {t("reviews.form.viewApartment")}
    </a>
  ) : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10" aria-labelledby="review-title" data-testid="review-page">
      <h1 id="review-title" className="text-2xl font-bold">
        {t("reviews.form.title")}
      </h1>
      {stay ? (
        <p className="mt-2 text-ink/80">
          {t("reviews.form.intro", { apartment: stay.apartment, dates: formatStayDates(stay.from, stay.to, lng) })}
        </p>
      ) : null}
      {kind === "thanks" ? (
        <Alert variant="success" className="mt-6" title={t("reviews.form.thanksTitle")}>
          <p data-testid="review-thanks">{t("reviews.form.thanks")}</p>
          {apartmentLink}
        </Alert>
      ) : kind !== "form" ? (
        <Alert variant={kind === "alreadyReviewed" ? "info" : "error"} className="mt-6" title={t(STATE_TEXT[kind][0])}>
          <p data-testid={`review-state-${kind}`}>{t(STATE_TEXT[kind][1])}</p>
          {kind === "alreadyReviewed" ? apartmentLink : null}
        </Alert>
      ) : (
        <Form method="post" className="mt-6 grid gap-6" noValidate data-testid="review-form">
          {Object.keys(errors).length > 0 || actionData?.failed ? (
            <Alert variant="error" title={t("reviews.form.errors.title")}>
              {actionData?.failed ? (
                <p>{t("reviews.form.errors.failed")}</p>
              ) : (
                <ul data-testid="review-errors">
                  {[...REVIEW_CATEGORIES, "text" as const].map((field) =>
                    errors[field] ? (
                      <li key={field}>
                        {field === "text" ? t("reviews.form.textLabel") : t(`offerReviews.categories.${field}`)}:{" "}
                        {errorText(errors[field])}
                      </li>
                    ) : null,
                  )}
                </ul>
              )}
            </Alert>
          ) : null}
          <input type="hidden" name="until" value={link.until} />
          <input type="hidden" name="token" value={link.token} />
          <p className="text-sm text-ink/80">{t("reviews.form.scale")}</p>
          {REVIEW_CATEGORIES.map((category) => (
            <RatingGroup
              key={category}
              category={category}
              value={values.ratings[category]}
              error={errorText(errors[category])}
            />
          ))}
          <div>
            <label htmlFor="review-text" className="font-semibold">
              {t("reviews.form.textLabel")}
            </label>
            <p id="review-text-hint" className="mt-1 text-sm text-ink/80">
              {t("reviews.form.textHint", { min: REVIEW_TEXT_LIMITS.min, max: REVIEW_TEXT_LIMITS.max })}
            </p>
            <textarea
              id="review-text"
              name="text"
              rows={6}
              required
              minLength={REVIEW_TEXT_LIMITS.min}
              maxLength={REVIEW_TEXT_LIMITS.max}
              defaultValue={values.text}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={errors.text ? "review-text-hint review-text-error" : "review-text-hint"}
              className={fieldClass}
            />
            {errors.text ? (
              <p id="review-text-error" className="mt-1 text-sm font-medium text-red-700">
                {errorText(errors.text)}
              </p>
            ) : null}
          </div>
          <div>
            <button
              type="submit"
              className="rounded-md bg-brand px-6 py-2.5 font-semibold text-brand-fg hover:opacity-90"
              data-testid="review-submit"
            >
              {t("reviews.form.submit")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
