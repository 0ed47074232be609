import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as z from "zod/mini";
import { bookCheckout } from "~/.server/checkout/book-checkout.server";
import { abandonCheckout, checkoutSessionFrom, goToPreviousStep } from "~/.server/checkout/checkout-flow.server";
import { getLocale } from "~/.server/i18n/i18n-middleware.server";
import { sendBookingConfirmation } from "~/.server/mail/booking-confirmation.server";
import { MaskedCardLine } from "~/components/checkout/card-entry";
import { FieldError, StepButtons, StepErrorAlert } from "~/components/checkout/step-form";
import { useCheckoutView } from "~/components/checkout/use-checkout-view";
import { cancellationText } from "~/components/offer/cancellation-text";
import { type CheckoutPageId, confirmationPath, pagePath } from "~/domain/checkout/checkout-pages";
import { missingStepBefore } from "~/domain/checkout/checkout-session";
import { parseWithSchema, validateFormWithSchema } from "~/forms/parse-with-schema";
import type { Route } from "./+types/checkout.summary";

const PAGE = "checkout.summary" satisfies CheckoutPageId;
export const handle = { pageId: PAGE };

const summarySchema = z.object({
  terms: z.pipe(
    z.transform((value: unknown) => value === "on"),
    z.literal(true, "checkout.validation.termsRequired"),
  ),
});

export async function loader({ context }: Route.LoaderArgs) {
  const session = checkoutSessionFrom(context);
  const lng = getLocale(context);
  if (session.state.booking) throw redirect(confirmationPath(lng, session.id));
  const missing = missingStepBefore(session, PAGE);
  if (missing) throw redirect(pagePath(missing, { lng, sessionId: session.id }) ?? `/${lng}`);
  const details = session.state.bookingDetails;
  if (!details) throw redirect(`/${lng}`);
  return {
    details,
    payment: session.state.payment ? { method: session.state.payment.method, card: session.state.payment.card } : null,
    lng,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = checkoutSessionFrom(context);
  const lng = getLocale(context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "cancel" && !session.state.booking) return abandonCheckout(context, session);
  if (intent === "back" && !session.state.booking) return goToPreviousStep(context, session, PAGE);
  if (session.state.booking) return redirect(confirmationPath(lng, session.id), 303);
  const submission = parseWithSchema(form, summarySchema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), stepError: null }, { status: 400 });
  }
  const booked = await bookCheckout(context, session);
  if (!booked.ok) {
    return data({ lastResult: submission.reply(), stepError: booked.errorKey }, { status: booked.status });
  }
  if (booked.booking) {
    await sendBookingConfirmation(context, { booking: booked.booking, lng, origin: new URL(request.url).origin });
  }
  return redirect(confirmationPath(lng, booked.session.id), { status: 303, headers: { "Cache-Control": "no-store" } });
}

export default function SummaryStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const view = useCheckoutView();
  const { details, payment } = loaderData;
  const [form, fields] = useForm({
    id: "summary",
    lastResult: actionData?.lastResult,
    shouldValidate: "onSubmit",
    onValidate: (context) => validateFormWithSchema<{ terms: string }>(context, summarySchema),
  });
  const cancellation = view ? cancellationText(view.offer.cancellationPolicy) : null;
  return (
    <section aria-labelledby="summary-title">
      <title>{t("checkout.summary.metaTitle")}</title>
      <h1 id="summary-title" className="text-2xl font-bold">
        {t("checkout.summary.title")}
      </h1>
      <StepErrorAlert stepError={actionData?.stepError} formErrors={form.errors} />
      <div className="mt-6 grid gap-6 rounded-xl border border-black/10 bg-white p-5" data-testid="summary">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("checkout.summary.guest")}</dt>
          <dd data-testid="summary-guest">
            {details.firstName} {details.lastName} · {details.email} · {details.phone}
          </dd>
          {details.business ? (
            <>
              <dt className="font-semibold">{t("checkout.summary.company")}</dt>
              <dd>
                {details.business.company}
                {details.business.vatId ? ` · ${details.business.vatId}` : ""} ·{" "}
                {details.business.billingAddress.street}, {details.business.billingAddress.postcode}{" "}
                {details.business.billingAddress.city}, {details.business.billingAddress.country}
              </dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("checkout.summary.guests")}</dt>
          <dd>{t("search.guestsCount", { count: details.guests })}</dd>
          {details.arrivalTime ? (
            <>
              <dt className="font-semibold">{t("checkout.summary.arrival")}</dt>
              <dd>{details.arrivalTime}</dd>
            </>
          ) : null}
          {details.message ? (
            <>
              <dt className="font-semibold">{t("checkout.summary.message")}</dt>
              <dd className="whitespace-pre-line">{details.message}</dd>
            </>
          ) : null}
          <dt className="font-semibold">{t("checkout.summary.payment")}</dt>
          <dd data-testid="summary-payment">
            {t(`checkout.paymentMethods.${details.paymentMethod}`)}
            {payment ? (
              <>
                {" · "}
                <MaskedCardLine card={payment.card} />
              </>
            ) : null}
          </dd>
          {cancellation ? (
            <>
              <dt className="font-semibold">{t("offer.cancellationTitle")}</dt>
              <dd>{t(cancellation.key, cancellation.values)}</dd>
            </>
          ) : null}
        </dl>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4" data-testid="summary-form">
        <div>
          <label className="flex items-start gap-2">
            <input {...getInputProps(fields.terms, { type: "checkbox" })} className="mt-1 size-4" />
            <span>
              {t("checkout.summary.terms")}{" "}
              <a
                href={`/${loaderData.lng}/legal/terms`}
                className="text-brand underline"
                target="_blank"
                rel="noreferrer"
              >
                {t("checkout.summary.termsLink")}
              </a>
            </span>
          </label>
          <FieldError
            id={fields.terms.errorId}
            message={fields.terms.errors?.[0] ? t(fields.terms.errors[0] as never) : undefined}
          />
        </div>
        <StepButtons backLabel={t("checkout.back")} nextLabel={t("checkout.summary.book")} nextTestId="book" />
      </Form>
    </section>
  );
}
