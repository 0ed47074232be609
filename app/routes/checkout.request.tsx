import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, redirect } from "react-router";
import { adaptersOf } from "../.server/adapters.server";
import { checkoutSessionFrom } from "../.server/checkout/checkout-flow.server";
import { readStepPost } from "../.server/checkout/step-post.server";
import { tenantContext } from "../.server/context.server";
import { sendEnquiryNotification } from "../.server/enquiry/enquiry-mails.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { sendRfpConfirmation } from "../.server/mail/guest-mails.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { rateLimited } from "../.server/security/rate-limit.server";
import { StepHeader } from "../components/checkout/checkout-progress";
import {
  FieldError,
  fieldClass,
  StepButtons,
  StepErrorAlert,
  submissionFailed,
} from "../components/checkout/step-form";
import { type CheckoutPageId, confirmationPath, pagePath } from "../domain/checkout/checkout-pages";
import { type RfpRequestValues, rfpRequestSchemaFor } from "../domain/checkout/rfp-request-schema";
import { moneyFromDecimal } from "../domain/money/money";
import { parseWithSchema, validateFormWithSchema } from "../forms/parse-with-schema";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/checkout.request";

const PAGE: CheckoutPageId = "checkout.rfpRequest";
export const handle = { pageId: PAGE };

const DEFAULT_RADIUS_KM = 10;

/**
 * A refusal's Retry-After reaches the browser with the page (React Router keeps action headers only if
 * asked); like every checkout step, the page holds the guest's details: no-store.
 */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return new Headers({ ...Object.fromEntries(actionHeaders), ...noStoreHeaders() });
}

export async function loader({ context }: Route.LoaderArgs) {
  const session = checkoutSessionFrom(context);
  const lng = getLocale(context);
  if (!session.params.isRfp) throw redirect(pagePath("checkout.booking", { lng, sessionId: session.id }) ?? `/${lng}`);
  if (session.state.enquiry) throw redirect(confirmationPath(lng, session.id));
  return {
    defaults: session.state.entries.rfpRequest ?? {},
    currency: session.state.selectedOffer.price.currency,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  // The first step: Back leaves the checkout for the offer, like Cancel.
  const options = { page: PAGE, entries: "rfpRequest", back: "leave" } as const;
  const { answer, post } = await readStepPost({ request, context }, options);
  if (answer) return answer;
  const { session, entered, form } = post;
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  if (session.state.enquiry) return redirect(confirmationPath(lng, session.id), 303);
  const store = adaptersOf(context).checkoutStore;
  const submission = parseWithSchema(form, rfpRequestSchemaFor(intlLocale(lng)));
  // Every attempt counts, per client address and per typed e-mail address: a request sends mail.
  const email = form.get("email");
  const limited = await rateLimited(context, request, "forms", typeof email === "string" ? email : undefined);
  if (limited) {
    await store.save(entered);
    return data(
      { lastResult: submission.reply(), stepError: "checkout.errors.rateLimited" },
      { status: 429, headers: limited.headers },
    );
  }
  if (submission.status !== "success") {
    await store.save(entered);
    return data({ lastResult: submission.reply(), stepError: null }, { status: 400 });
  }
  const values = submission.value;
  const currency = session.state.selectedOffer.price.currency;
  const budget = moneyFromDecimal(values.budget, currency);
  if (!budget) {
    return data(
      {
        lastResult: submission.reply({ fieldErrors: { budget: ["checkout.validation.budgetInvalid"] } }),
        stepError: null,
      },
      { status: 400 },
    );
  }
  const { offer } = session.params;
  const { address } = session.state.apartment;
  const radius = Number(offer.radius);
  const result = await adaptersOf(context).ota.sendRpfReservationEnquiry(tenant.ibeUid, {
    apartmentTypeId: offer.apartmentTypeId,
    budget,
    from: offer.from,
    to: offer.to,
    guests: offer.guests,
    place: { name: address.city, lat: address.lat, long: address.long },
    radius: Number.isFinite(radius) && radius > 0 && radius <= 100 ? radius : DEFAULT_RADIUS_KM,
    ...(values.message ? { notes: values.message } : {}),
    contact: {
      name: values.name,
      email: values.email,
      ...(values.phone ? { phone: values.phone } : {}),
      ...(values.company ? { company: values.company } : {}),
    },
    language: lng,
  });
  if (!result.ok) {
    await store.save(entered);
    const status = failedUpstreamStatus(result, { log: "checkout: reservation enquiry failed" });
    return data({ lastResult: submission.reply(), stepError: "checkout.errors.requestFailed" }, { status });
  }
  await store.save({
    ...entered,
    state: {
      ...entered.state,
      enquiry: { rfpId: result.data.id, reference: result.data.reference, email: values.email },
    },
  });
  const origin = new URL(request.url).origin;
  await sendRfpConfirmation(context, { rfp: result.data, lng, origin });
  await sendEnquiryNotification(context, { rfp: result.data, origin });
  return redirect(confirmationPath(lng, session.id), { status: 303, headers: { "Cache-Control": "no-store" } });
}

export default function RequestStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useT();
  const message = useMessage();
  const locale = intlLocale(i18n.language === "de" ? "de" : "en");
  const schema = useMemo(() => rfpRequestSchemaFor(locale), [locale]);
  const [form, fields] = useForm<RfpRequestValues>({
    id: "rfp-request",
    lastResult: actionData?.lastResult,
    defaultValue: loaderData.defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateFormWithSchema<RfpRequestValues>(context, schema),
  });
  const error = (messages: string[] | undefined) => message(messages?.[0]);
  const input = (
    field: (typeof fields)["name"],
    type: "text" | "email" | "tel",
    autoComplete: string,
    label: string,
  ) => (
    <div>
      <label htmlFor={field.id} className="text-sm font-semibold">
        {label}
      </label>
      <input {...getInputProps(field, { type })} autoComplete={autoComplete} className={fieldClass} />
      <FieldError id={field.errorId} message={error(field.errors)} />
    </div>
  );
  return (
    <section aria-labelledby="request-title">
      <title>{t("checkout.request.metaTitle")}</title>
      <StepHeader current={PAGE} failed={submissionFailed(actionData)} />
      <h1 id="request-title" className="text-2xl font-bold">
        {t("checkout.request.title")}
      </h1>
      <p className="mt-2 text-ink/80">{t("checkout.request.intro")}</p>
      <StepErrorAlert stepError={actionData?.stepError} formErrors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="request-form">
        {input(fields.name, "text", "name", t("checkout.request.name"))}
        {input(fields.email, "email", "email", t("checkout.booking.email"))}
        {input(fields.phone, "tel", "tel", t("checkout.request.phoneOptional"))}
        {input(fields.company, "text", "organization", t("checkout.request.companyOptional"))}
        <div>
          <label htmlFor={fields.budget.id} className="text-sm font-semibold">
            {t("checkout.request.budget", { currency: loaderData.currency })}
          </label>
          <input {...getInputProps(fields.budget, { type: "text" })} inputMode="decimal" className={fieldClass} />
          <FieldError id={fields.budget.errorId} message={error(fields.budget.errors)} />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor={fields.message.id} className="text-sm font-semibold">
            {t("checkout.booking.message")}
          </label>
          <textarea {...getTextareaProps(fields.message)} rows={4} className={fieldClass} />
          <FieldError id={fields.message.errorId} message={error(fields.message.errors)} />
        </div>
        <div className="sm:col-span-2">
          <StepButtons
            backLabel={t("checkout.backToOffer")}
            nextLabel={t("checkout.request.send")}
            nextTestId="send-request"
            cancelLabel={t("checkout.request.cancel")}
          />
        </div>
      </Form>
    </section>
  );
}
