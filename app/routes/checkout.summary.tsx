import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { data, Form, redirect } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import * as z from "zod/mini";
import { adaptersOf } from "../.server/adapters.server";
import { countFunnelStep } from "../.server/analytics/funnel-counts.server";
import { bookCheckout } from "../.server/checkout/book-checkout.server";
import { checkoutSessionFrom } from "../.server/checkout/checkout-flow.server";
import { readStepPost } from "../.server/checkout/step-post.server";
import { enquiryPathForOffer } from "../.server/enquiry/enquiry-links.server";
import { flash } from "../.server/flash.server";
import { sendBookingConfirmation } from "../.server/mail/booking-confirmation.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { readStay, stayCookieHeader } from "../.server/stay/stay-cookie.server";
import { useAddPaymentInfoEvent } from "../components/analytics/checkout-events";
import { MaskedCardLine } from "../components/checkout/card-entry";
import { StepHeader } from "../components/checkout/checkout-progress";
import { StayItems } from "../components/checkout/stay-items";
import { FieldError, StepButtons, StepErrorAlert, submissionFailed } from "../components/checkout/step-form";
import { useCheckoutView } from "../components/checkout/use-checkout-view";
import { useDisplayMoney } from "../components/search/use-display-money";
import { Alert } from "../components/ui/alert";
import { cancellationText } from "../domain/booking/cancellation-text";
import { checkoutItemsOf, withoutItem } from "../domain/checkout/checkout-items";
import { type CheckoutPageId, confirmationPath, pagePath } from "../domain/checkout/checkout-pages";
import { type CheckoutSession, missingStepBefore } from "../domain/checkout/checkout-session";
import { searchAgainPath } from "../domain/checkout/search-again";
import { paysByCard } from "../domain/payments/pays-by-card";
import { removeFromStay } from "../domain/stay/stay-collection";
import { isStayPagePath } from "../domain/stay/stay-path";
import { parseWithSchema, validateFormWithSchema } from "../forms/parse-with-schema";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
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
  const path = (page: CheckoutPageId) => pagePath(page, { lng, sessionId: session.id });
  return {
    details,
    payment: session.state.payment ? { method: session.state.payment.method, card: session.state.payment.card } : null,
    lng,
    // If the apartment is sold out by the time the guest books, the search for the same stay.
    searchAgain: searchAgainPath({ lng, offer: session.params.offer, address: session.state.apartment.address }),
    // Every completed step can be opened again from here, whatever the Back button's rule (spec) is.
    changeLinks: {
      guest: path("checkout.booking"),
      // The payment method is chosen with the guest details; the card on the payment step.
      payment: path(paysByCard(details.paymentMethod) ? "checkout.paymentInformations" : "checkout.booking"),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Booked already: Cancel and Back no longer apply, every post goes to the confirmation.
  const done = (session: CheckoutSession) => Boolean(session.state.booking);
  const { answer, post } = await readStepPost({ request, context }, { page: PAGE, done });
  if (answer) return answer;
  const { session, form } = post;
  const lng = getLocale(context);
  if (session.state.booking) return redirect(confirmationPath(lng, session.id), 303);
  if (post.intent === "drop-item") return dropGoneItem(request, context, session, form.get("item"));
  const submission = parseWithSchema(form, summarySchema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), stepError: null }, { status: 400 });
  }
  const booked = await bookCheckout(context, session);
  if (!booked.ok) {
    const { rfpId } = session.params;
    const { rfpOfferId } = session.params.offer;
    // An enquiry's offer someone booked (or that closed) meanwhile: the way back to the enquiry.
    const enquiryPath =
      booked.errorKey === "checkout.errors.offerNotBookable" && rfpId && rfpOfferId
        ? await enquiryPathForOffer(context, { rfpId, rfpOfferId, lng })
        : null;
    return data(
      { lastResult: submission.reply(), stepError: booked.errorKey, enquiryPath, goneItem: booked.goneItem ?? null },
      { status: booked.status },
    );
  }
  countFunnelStep(context, request, "bookings");
  if (booked.booking) {
    await sendBookingConfirmation(context, { booking: booked.booking, lng, origin: new URL(request.url).origin });
  }
  const headers = new Headers({ "Cache-Control": "no-store" });
  // The apartments collected for this stay are booked: the collection ends (decision 0144).
  if (isStayPagePath(session.params.offerUrl)) headers.append("Set-Cookie", await stayCookieHeader(context, null));
  return redirect(confirmationPath(lng, booked.session.id), { status: 303, headers });
}

export default function SummaryStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const view = useCheckoutView();
  const { details, payment } = loaderData;
  useAddPaymentInfoEvent(details.paymentMethod);
  const [form, fields] = useForm({
    id: "summary",
    lastResult: actionData?.lastResult,
    shouldValidate: "onSubmit",
    onValidate: (context) => validateFormWithSchema<{ terms: string }>(context, summarySchema),
  });
  const cancellation = view ? cancellationText(view.offer.cancellationPolicy, view.stay.nights) : null;
  const { format } = useDisplayMoney(view?.currency ?? "EUR", view?.rates ?? null, loaderData.lng);
  const hydrated = useHydrated();
  const [termsChecked, setTermsChecked] = useState(fields.terms.initialValue === "on");
  // A box ticked before the scripts ran is ticked in the page but not in the state: read it once hydrated.
  const termsBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (termsBox.current) setTermsChecked(termsBox.current.checked);
  }, []);
  const extrasPath = view?.steps.includes("checkout.extraServices")
    ? pagePath("checkout.extraServices", { lng: loaderData.lng, sessionId: view.sessionId })
    : null;
  const extras = view?.extraServicesTotal?.lines ?? [];
  const goneItem = actionData && "goneItem" in actionData ? actionData.goneItem : null;
  const several = view && view.items.length > 1 ? view : null;
  return (
    <section aria-labelledby="summary-title">
      <title>{t("checkout.summary.metaTitle")}</title>
      <StepHeader current={PAGE} failed={submissionFailed(actionData)} />
      <h1 id="summary-title" className="text-2xl font-bold">
        {t("checkout.summary.title")}
      </h1>
      {goneItem ? (
        <Alert variant="error" className="mt-4" title={t("stay.gone", { name: goneItem.name })}>
          <Form method="post" data-testid="drop-item-form">
            <input type="hidden" name="item" value={String(goneItem.index)} />
            <button
              type="submit"
              name="intent"
              value="drop-item"
              className="mt-2 rounded-md border border-brand bg-white px-3 py-2 font-semibold text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              data-testid="drop-item"
            >
              {t("stay.drop", { name: goneItem.name })}
            </button>
          </Form>
        </Alert>
      ) : (
        <StepErrorAlert stepError={actionData?.stepError} formErrors={form.errors} />
      )}
      {actionData?.stepError === "checkout.errors.noLongerAvailable" && loaderData.searchAgain ? (
        <p className="mt-3">
          <a href={loaderData.searchAgain} className="font-semibold text-brand underline" data-testid="search-again">
            {t("checkout.errors.searchAgain")}
          </a>
        </p>
      ) : null}
      {actionData && "enquiryPath" in actionData && actionData.enquiryPath ? (
        <p className="mt-3">
          <a href={actionData.enquiryPath} className="font-semibold text-brand underline" data-testid="back-to-enquiry">
            {t("checkout.errors.backToEnquiry")}
          </a>
        </p>
      ) : null}
      <div className="mt-6 grid gap-6 rounded-xl border border-black/10 bg-white p-5" data-testid="summary">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">{t("checkout.summary.guest")}</dt>
          <dd data-testid="summary-guest">
            {details.firstName} {details.lastName} · {details.email} · {details.phone}
            <ChangeLink
              href={loaderData.changeLinks.guest}
              section={t("checkout.summary.guest")}
              testId="change-guest"
            />
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
          {several ? (
            <>
              <dt className="font-semibold">{t("stay.itemsTitle")}</dt>
              <dd data-testid="summary-items">
                <StayItems items={several.items} format={format} serviceNames={several.serviceNames} />
                <p className="mt-3 flex justify-between border-t border-black/10 pt-2 font-bold">
                  <span>{t("offer.total")}</span>
                  <span className="tabular-nums" data-testid="summary-total">
                    {format(several.total)}
                  </span>
                </p>
              </dd>
            </>
          ) : (
            <>
              <dt className="font-semibold">{t("checkout.summary.guests")}</dt>
              <dd>{t("search.guestsCount", { count: details.guests })}</dd>
            </>
          )}
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
          {extrasPath ? (
            <>
              <dt className="font-semibold">{t("checkout.summary.extras")}</dt>
              <dd data-testid="summary-extras">
                {extras.length > 0
                  ? extras
                      .map(
                        (line) =>
                          `${view?.serviceNames[line.id] ?? line.id}${line.quantity > 1 ? ` × ${line.quantity}` : ""}`,
                      )
                      .join(", ")
                  : t("checkout.summary.noExtras")}
                <ChangeLink href={extrasPath} section={t("checkout.summary.extras")} testId="change-extras" />
              </dd>
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
            <ChangeLink
              href={loaderData.changeLinks.payment}
              section={t("checkout.summary.payment")}
              testId="change-payment"
            />
          </dd>
          {cancellation && !several ? (
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
            <input
              {...getInputProps(fields.terms, { type: "checkbox" })}
              ref={termsBox}
              onChange={(event) => setTermsChecked(event.currentTarget.checked)}
              className="mt-1 size-4"
            />
            <span>{t("checkout.summary.terms")}</span>
          </label>
          <p className="mt-1 ml-6 flex flex-wrap gap-x-4 text-sm" data-testid="legal-links">
            {(["terms", "privacy"] as const).map((page) => (
              <a
                key={page}
                href={`/${loaderData.lng}/legal/${page}`}
                className="text-brand underline"
                target="_blank"
                rel="noopener"
              >
                {t(page === "terms" ? "checkout.summary.termsLink" : "checkout.summary.privacyLink")}
                <span className="sr-only"> {t("checkout.summary.newTab")}</span>
              </a>
            ))}
          </p>
          <FieldError id={fields.terms.errorId} message={message(fields.terms.errors?.[0])} />
        </div>
        <StepButtons
          backLabel={t("checkout.back")}
          nextLabel={t("checkout.summary.book")}
          nextTestId="book"
          // Only the browser knows the box is unchecked before the post; without JavaScript the server says so.
          blocked={hydrated && !termsChecked}
        />
      </Form>
    </section>
  );
}

/**
 * The guest drops the apartment that is gone (decision 0144) and confirms again with the rest: it
 * leaves the checkout and the collection; a card given for the old total is asked for again.
 */
async function dropGoneItem(
  request: Request,
  context: Route.ActionArgs["context"],
  session: CheckoutSession,
  posted: FormDataEntryValue | null,
) {
  const lng = getLocale(context);
  const index = Number(posted);
  const gone = Number.isInteger(index) ? checkoutItemsOf(session)[index] : undefined;
  const next = gone ? withoutItem(session, index, crypto.randomUUID()) : null;
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (gone && next && (await adaptersOf(context).checkoutStore.save(next))) {
    const collection = await readStay(request, context);
    if (collection) {
      headers.append("Set-Cookie", await stayCookieHeader(context, removeFromStay(collection, gone.apartment.id)));
    }
    const said = await flash(request, context, {
      kind: "alert",
      variant: "info",
      messageKey: "stay.dropped",
      values: { name: gone.apartment.name },
    });
    headers.append("Set-Cookie", said["Set-Cookie"]);
  }
  return redirect(pagePath(PAGE, { lng, sessionId: session.id }) ?? `/${lng}`, { status: 303, headers });
}

/** "Change" after a section of the summary: opens the step where it was entered, with its values kept. */
function ChangeLink({ href, section, testId }: { href: string | null; section: string; testId: string }) {
  const { t } = useT();
  if (!href) return null;
  return (
    <a
      href={href}
      className="ml-3 text-sm font-semibold text-brand underline"
      aria-label={t("checkout.summary.changeLabel", { section })}
      data-testid={testId}
    >
      {t("checkout.summary.change")}
    </a>
  );
}
