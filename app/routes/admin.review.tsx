import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import {
  REVIEW_CATEGORIES,
  REVIEW_HIDE_REASONS,
  REVIEW_REPLY_MAX,
  reviewHideReasonSchema,
} from "../../shared/ota/reviews";
import { adminOtaFor } from "../.server/auth/admin-access.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { logger } from "../.server/logger.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { adminReviewScope } from "../.server/reviews/admin-review-scope.server";
import { sendReviewHiddenMail } from "../.server/reviews/review-hidden-mail.server";
import { fieldClass } from "../components/checkout/step-form";
import { Alert } from "../components/ui/alert";
import { brandQueryOf } from "../domain/admin/brand-query";
import { formatDate, formatMonth } from "../i18n/format";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.review";

/**
 * One review (docs/decisions/0139): its ratings and text, the public reply (published on the apartment
 * page), hiding for a reason of the fixed list (the guest is told by mail, once), and its history.
 */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const { tenant, brandParam } = await adminReviewScope(args, url.searchParams.get("brand"));
  const lng = getLocale(args.context);
  const result = await adminOtaFor(args.context).getReviewAdmin(tenant.ibeUid, args.params.reviewId, lng);
  if (!result.ok) throw data(null, { status: failedUpstreamStatus(result, { notFound: [404] }) });
  const title = getI18n(args.context).t("adminReviews.detailTitle", { reference: result.data.review.bookingReference });
  const done = url.searchParams.get("done");
  return { lng, title, brandParam, detail: result.data, done: DONE.find((answer) => answer === done) ?? null };
}

/** What the last form did, for the success message after its redirect. */
const DONE = ["replied", "hidden", "shown"] as const;
type Done = (typeof DONE)[number];
const INTENTS = ["reply", "hide", "show"] as const;

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

type ReviewAdminAnswer = { intent: (typeof INTENTS)[number]; reply: string; reason: string; error: string };

export async function action(args: Route.ActionArgs) {
  const form = await args.request.formData();
  const field = (name: string) => (typeof form.get(name) === "string" ? String(form.get(name)) : "");
  const { tenant, brandParam } = await adminReviewScope(args, field("brand") || null);
  const lng = getLocale(args.context);
  const ota = adminOtaFor(args.context);
  const reviewId = args.params.reviewId;
  const intent = INTENTS.find((known) => known === field("intent")) ?? "reply";
  const answer = (error: string, status: number) =>
    data<ReviewAdminAnswer>({ intent, reply: field("reply"), reason: field("reason"), error }, { status });
  const back = (done: Done) => {
    const brandQuery = brandQueryOf(brandParam);
    return redirect(
      `/${lng}/admin/reviews/${encodeURIComponent(reviewId)}?done=${done}${brandQuery ? `&${brandQuery}` : ""}`,
      303,
    );
  };
  if (intent === "reply") {
    const text = field("reply").trim();
    if (text.length === 0 || text.length > REVIEW_REPLY_MAX) return answer("reply", 400);
    const result = await ota.replyToReview(tenant.ibeUid, reviewId, text);
    if (result.ok) return back("replied");
    logger.warn("admin: review reply not saved", { status: result.status, code: result.code });
    return answer("saveFailed", failedUpstreamStatus(result, { passOn: [404] }));
  }
  if (intent === "show") {
    // Shown again (a hide by mistake): the guest was told it was hidden and may look again; no mail.
    const result = await ota.showReview(tenant.ibeUid, reviewId);
    if (result.ok) return back("shown");
    logger.warn("admin: review not shown again", { status: result.status, code: result.code });
    return answer("saveFailed", failedUpstreamStatus(result, { passOn: [404] }));
  }
  const reason = reviewHideReasonSchema.safeParse(field("reason"));
  if (!reason.success) return answer("reason", 400);
  const result = await ota.hideReview(tenant.ibeUid, reviewId, reason.data);
  if (!result.ok) {
    logger.warn("admin: review not hidden", { status: result.status, code: result.code });
    return answer("saveFailed", failedUpstreamStatus(result, { passOn: [404] }));
  }
  // The reason the review stands hidden for (a second hide keeps the first): the guest hears it once.
  const hiddenFor = result.data.review.hideReason ?? reason.data;
  await sendReviewHiddenMail(args.context, { tenant, review: result.data.review, reason: hiddenFor });
  return back("hidden");
}

/** One of the review's forms (hide, show again): its heading, the hint, and which action it posts. */
function ReviewActionForm({
  intent,
  title,
  hint,
  brandParam,
  children,
}: {
  intent: "hide" | "show";
  title: string;
  hint: string;
  brandParam: string | null;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="mt-8 grid gap-2" data-testid={`review-${intent}-form`}>
      <h2 className="text-xl font-bold">{title}</h2>
      <p id={`review-${intent}-hint`} className="text-sm text-ink/80">
        {hint}
      </p>
      <input type="hidden" name="intent" value={intent} />
      {brandParam ? <input type="hidden" name="brand" value={brandParam} /> : null}
      {children}
    </Form>
  );
}

export default function AdminReview({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, brandParam, detail, done } = loaderData;
  const { review, history } = detail;
  const brandQuery = brandQueryOf(brandParam);
  const errorText = (error: string | undefined) =>
    error === "reply"
      ? t("adminReviews.errors.reply", { max: REVIEW_REPLY_MAX })
      : error === "reason"
        ? t("adminReviews.errors.reason")
        : error === "saveFailed"
          ? t("adminReviews.errors.saveFailed")
          : undefined;
  const replyError = actionData?.intent === "reply" ? errorText(actionData.error) : undefined;
  const hideError = actionData?.intent === "hide" ? errorText(actionData.error) : undefined;
  return (
    <section aria-labelledby="admin-review-title" className="max-w-3xl" data-testid="admin-review">
      <Link to={`/${lng}/admin/reviews${brandQuery ? `?${brandQuery}` : ""}`} className="text-brand underline">
        {t("adminReviews.back")}
      </Link>
      <h1 id="admin-review-title" className="mt-2 text-2xl font-bold">
        {t("adminReviews.detailTitle", { reference: review.bookingReference })}
      </h1>
      {done ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="review-done">{t(`adminReviews.${done}`)}</span>
        </Alert>
      ) : null}
      <p className="mt-2">
        {review.apartmentTypeName} · {review.guestName} · {review.guestEmail}
      </p>
      <p className="text-sm text-ink/80">
        {t("adminReviews.writtenIn", {
          language: t(`offerReviews.language.${review.language}`),
          date: formatDate(review.createdAt.slice(0, 10), lng),
          month: formatMonth(review.stayMonth, lng),
        })}
      </p>
      <p className="mt-2 font-semibold" data-testid="review-status">
        {review.status === "hidden" && review.hideReason
          ? t("adminReviews.hiddenFor", { reason: t(`reviews.hideReason.${review.hideReason}`) })
          : t("adminReviews.status.visible")}
      </p>
      <dl className="mt-4 grid max-w-md grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        {REVIEW_CATEGORIES.map((category) => (
          <div key={category} className="contents">
            <dt>{t(`offerReviews.categories.${category}`)}</dt>
            <dd className="font-semibold">{review.ratings[category]}/5</dd>
          </div>
        ))}
      </dl>
      <blockquote
        lang={review.language}
        className="mt-4 rounded-md border border-ink/15 bg-white p-4 whitespace-pre-line"
      >
        {review.text}
      </blockquote>

      <Form method="post" className="mt-8 grid gap-2" data-testid="review-reply-form">
        <h2 className="text-xl font-bold">{t("adminReviews.replyTitle")}</h2>
        <input type="hidden" name="intent" value="reply" />
        {brandParam ? <input type="hidden" name="brand" value={brandParam} /> : null}
        <label htmlFor="review-reply" className="font-semibold">
          {t("adminReviews.replyTitle")}
        </label>
        <p id="review-reply-hint" className="text-sm text-ink/80">
          {t("adminReviews.replyHint", { max: REVIEW_REPLY_MAX })}
        </p>
        <textarea
          id="review-reply"
          name="reply"
          rows={4}
          maxLength={REVIEW_REPLY_MAX}
          defaultValue={actionData?.intent === "reply" ? actionData.reply : (review.reply?.text ?? "")}
          aria-invalid={replyError ? true : undefined}
          aria-describedby={replyError ? "review-reply-hint review-reply-error" : "review-reply-hint"}
          className={fieldClass}
        />
        {replyError ? (
          <p id="review-reply-error" className="text-sm font-medium text-red-700">
            {replyError}
          </p>
        ) : null}
        <div>
          <button type="submit" className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg">
            {t("adminReviews.replySubmit")}
          </button>
        </div>
      </Form>

      {review.status === "visible" ? (
        <ReviewActionForm
          intent="hide"
          title={t("adminReviews.hideTitle")}
          hint={t("adminReviews.hideHint")}
          brandParam={brandParam}
        >
          <label htmlFor="review-hide-reason" className="font-semibold">
            {t("adminReviews.hideReason")}
          </label>
          <select
            id="review-hide-reason"
            name="reason"
            defaultValue={actionData?.intent === "hide" ? actionData.reason : ""}
            aria-invalid={hideError ? true : undefined}
            aria-describedby={hideError ? "review-hide-hint review-hide-error" : "review-hide-hint"}
            className={fieldClass}
          >
            <option value="">{t("adminReviews.chooseReason")}</option>
            {REVIEW_HIDE_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`reviews.hideReason.${reason}`)}
              </option>
            ))}
          </select>
          {hideError ? (
            <p id="review-hide-error" className="text-sm font-medium text-red-700">
              {hideError}
            </p>
          ) : null}
          <div>
            <button type="submit" className="rounded-md border border-red-700 px-4 py-2 font-semibold text-red-800">
              {t("adminReviews.hideSubmit")}
            </button>
          </div>
        </ReviewActionForm>
      ) : (
        <ReviewActionForm
          intent="show"
          title={t("adminReviews.showTitle")}
          hint={t("adminReviews.showHint")}
          brandParam={brandParam}
        >
          {actionData?.intent === "show" && errorText(actionData.error) ? (
            <p id="review-show-error" className="text-sm font-medium text-red-700">
              {errorText(actionData.error)}
            </p>
          ) : null}
          <div>
            <button type="submit" className="rounded-md border border-brand px-4 py-2 font-semibold text-brand">
              {t("adminReviews.showSubmit")}
            </button>
          </div>
        </ReviewActionForm>
      )}

      <h2 className="mt-10 text-xl font-bold">{t("adminReviews.historyTitle")}</h2>
      {history.length === 0 ? (
        <p className="mt-2">{t("adminReviews.noHistory")}</p>
      ) : (
        <ul className="mt-2 grid gap-2" data-testid="review-history">
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`} className="rounded-md border border-ink/15 p-3 text-sm">
              <p className="font-semibold">
                {t(`adminReviews.action.${entry.action}`)} · {entry.actor} · {entry.at.slice(0, 16).replace("T", " ")}
              </p>
              {entry.detail ? (
                <p className="mt-1 text-ink/80">
                  {entry.action === "hidden" && (REVIEW_HIDE_REASONS as readonly string[]).includes(entry.detail)
                    ? t(`reviews.hideReason.${entry.detail as (typeof REVIEW_HIDE_REASONS)[number]}`)
                    : entry.detail}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
