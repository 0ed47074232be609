import { getFormProps, getTextareaProps, useForm } from "@conform-to/react";
import { data, Form, Link, redirect } from "react-router";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { answerContactMessage } from "../.server/contact/answer-contact.server";
import { flash } from "../.server/flash.server";
import { unwrapUpstream } from "../.server/http/upstream-failure.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { fieldClass } from "../components/checkout/step-form";
import { LabelledField } from "../components/forms/labelled-field";
import { SubmitButton } from "../components/forms/submit-button";
import { Alert } from "../components/ui/alert";
import { brandOrigin } from "../domain/admin/brand-origin";
import { type AnswerForm, answerSchema } from "../domain/contact/inbox";
import { offerPath } from "../domain/seo/offer-path";
import { parseWithSchema, validateFormWithSchema } from "../forms/parse-with-schema";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/admin.message";

/** One contact message: what the sender wrote, where it leads (booking, apartment), and the answer form. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const result = await adminOtaFor(args.context).getContactMessage(tenant.ibeUid, args.params.messageId);
  const message = unwrapUpstream(result, { notFound: [404, 400], log: "admin messages: message unavailable" });
  return {
    title: getI18n(args.context).t("adminMessages.detail.metaTitle", { reference: message.reference }),
    lng,
    message,
    apartmentUrl: message.apartmentTypeId
      ? `${brandOrigin(args.request.url, tenant)}${offerPath(message.language, message.apartmentTypeId)}`
      : null,
    bookingUrl: message.bookingReference
      ? `/${lng}/admin/bookings?${new URLSearchParams({ q: message.bookingReference })}`
      : null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

const FORM_ERRORS = {
  already_answered: { key: "adminMessages.detail.alreadyAnswered", status: 409 },
  failed: { key: "adminMessages.detail.sendFailed", status: 502 },
} as const;

export async function action(args: Route.ActionArgs) {
  const access = await requireAdmin(args);
  const { request, context, params } = args;
  const lng = getLocale(context);
  const submission = parseWithSchema(await request.formData(), answerSchema);
  if (submission.status !== "success")
    return data({ lastResult: submission.reply(), formError: null }, { status: 400 });
  const outcome = await answerContactMessage(context, access, params.messageId, submission.value.answer);
  if (outcome.kind === "not_found") throw data(null, { status: 404 });
  if (outcome.kind === "already_answered" || outcome.kind === "failed") {
    const { key, status } = FORM_ERRORS[outcome.kind];
    return data({ lastResult: submission.reply(), formError: key }, { status });
  }
  const note = await flash(
    request,
    context,
    outcome.kind === "answered"
      ? {
          kind: "toast",
          variant: "success",
          messageKey: "adminMessages.detail.answered",
          values: { email: outcome.to },
        }
      : { kind: "alert", variant: "warning", messageKey: "adminMessages.detail.mailFailed" },
  );
  return redirect(`/${lng}/admin/messages/${encodeURIComponent(params.messageId)}`, { status: 303, headers: note });
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { lng, message: m, apartmentUrl, bookingUrl } = loaderData;
  const dateTime = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: "medium", timeStyle: "short" });
  const [form, fields] = useForm<AnswerForm>({
    id: "answer",
    lastResult: actionData?.lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateFormWithSchema<AnswerForm>(context, answerSchema),
  });
  const answered = m.status === "answered";
  return (
    <article aria-labelledby="message-title" data-testid="admin-message" data-status={m.status}>
      <p className="text-sm">
        <Link to={`/${lng}/admin/messages${answered ? "?status=answered" : ""}`} className="text-brand hover:underline">
          {t("adminMessages.detail.back")}
        </Link>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h1 id="message-title" className="text-2xl font-bold [overflow-wrap:anywhere]">
          {m.subject ?? t("adminMessages.noSubject")}
        </h1>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            answered ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
          }`}
          data-testid="message-status"
        >
          {t(answered ? "adminMessages.detail.statusAnswered" : "adminMessages.detail.statusNew")}
        </span>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl border border-black/10 bg-white p-5 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t("adminMessages.detail.from")}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {m.name} ·{" "}
          <a href={`mailto:${m.email}`} className="text-brand hover:underline">
            {m.email}
          </a>
        </dd>
        <dt className="font-semibold">{t("adminMessages.detail.received")}</dt>
        <dd>
          <time dateTime={m.createdAt}>{dateTime.format(new Date(m.createdAt))}</time> ·{" "}
          <span className="font-mono">{m.reference}</span>
        </dd>
        <dt className="font-semibold">{t("adminMessages.detail.language")}</dt>
        <dd>{t(`languageNames.${m.language}`)}</dd>
        {bookingUrl ? (
          <>
            <dt className="font-semibold">{t("adminMessages.detail.bookingReference")}</dt>
            <dd>
              <span className="font-mono">{m.bookingReference}</span> ·{" "}
              <Link to={bookingUrl} className="text-brand hover:underline" data-testid="message-booking-link">
                {t("adminMessages.detail.openBooking")}
              </Link>
            </dd>
          </>
        ) : null}
        {apartmentUrl ? (
          <>
            <dt className="font-semibold">{t("adminMessages.detail.apartment")}</dt>
            <dd>
              <a href={apartmentUrl} className="text-brand hover:underline" data-testid="message-apartment-link">
                {t("adminMessages.detail.openApartment")}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <section aria-labelledby="message-text-title" className="mt-6">
        <h2 id="message-text-title" className="text-lg font-semibold">
          {t("adminMessages.detail.message")}
        </h2>
        <p
          className="mt-2 rounded-xl bg-surface p-4 whitespace-pre-line [overflow-wrap:anywhere]"
          data-testid="message-text"
        >
          {m.message}
        </p>
      </section>
      <section aria-labelledby="answer-title" className="mt-6">
        <h2 id="answer-title" className="text-lg font-semibold">
          {t("adminMessages.detail.answerTitle")}
        </h2>
        {actionData?.formError ? (
          <Alert variant="error" className="mt-3">
            <p data-testid="answer-error">{t(actionData.formError)}</p>
          </Alert>
        ) : null}
        {answered ? (
          <div data-testid="message-answer">
            <p className="mt-2 text-sm text-ink/75" data-testid="message-answered-by">
              {t("adminMessages.detail.answeredBy", {
                who: m.answeredBy ?? "",
                date: m.answeredAt ? dateTime.format(new Date(m.answeredAt)) : "",
              })}
            </p>
            <p className="mt-2 rounded-xl border border-black/10 bg-white p-4 whitespace-pre-line [overflow-wrap:anywhere]">
              {m.answer}
            </p>
          </div>
        ) : (
          <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4" data-testid="answer-form">
            <LabelledField
              label={t("adminMessages.detail.answerLabel", {
                email: m.email,
                language: t(`languageNames.${m.language}`),
              })}
              field={fields.answer}
              error={message(fields.answer.errors?.[0])}
            >
              <textarea
                {...getTextareaProps(fields.answer)}
                rows={8}
                className={fieldClass}
                data-testid="answer-text"
              />
            </LabelledField>
            <div>
              <SubmitButton label={t("adminMessages.detail.send")} testId="answer-send" />
            </div>
          </Form>
        )}
      </section>
    </article>
  );
}
