import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form } from "react-router";
import { type BookingDetailsForm, bookingDetailsSchema } from "../../shared/checkout/booking-details-schema";
import { bookingDetailsPrefillFor } from "../.server/account/customer.server";
import { checkoutSessionFrom, goToNextStep } from "../.server/checkout/checkout-flow.server";
import { repriceForGuests } from "../.server/checkout/reprice.server";
import { readStepPost } from "../.server/checkout/step-post.server";
import { tenantContext } from "../.server/context.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { useBeginCheckoutEvent } from "../components/analytics/checkout-events";
import { StepHeader } from "../components/checkout/checkout-progress";
import {
  FieldError,
  fieldClass,
  StepButtons,
  StepErrorAlert,
  submissionFailed,
} from "../components/checkout/step-form";
import { LabelledField } from "../components/forms/labelled-field";
import type { CheckoutPageId } from "../domain/checkout/checkout-pages";
import { countryOptions } from "../domain/checkout/country-options";
import { companyBillingPrefill } from "../domain/company/company-billing-prefill";
import { checkoutPaymentMethods } from "../domain/company/company-payment-methods";
import { parseWithSchema, validateFormWithSchema } from "../forms/parse-with-schema";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/checkout.booking";

const PAGE: CheckoutPageId = "checkout.booking";

/** Text fields of the guest and the business block: name, input type, autocomplete token. */
const GUEST_FIELDS = [
  ["firstName", "text", "given-name"],
  ["lastName", "text", "family-name"],
  ["email", "email", "email"],
  ["phone", "tel", "tel"],
] as const;
const BUSINESS_FIELDS = [
  ["company", "text", "organization"],
  ["vatId", "text", "off"],
  ["billingStreet", "text", "billing address-line1"],
  ["billingPostcode", "text", "billing postal-code"],
  ["billingCity", "text", "billing address-level2"],
] as const;
type TextFieldName = (typeof GUEST_FIELDS)[number][0] | (typeof BUSINESS_FIELDS)[number][0];
export const handle = { pageId: PAGE };

export async function loader({ context }: Route.LoaderArgs) {
  const session = checkoutSessionFrom(context);
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const { company } = session.state;
  const paymentMethods = checkoutPaymentMethods(tenant.paymentMethods, company);
  const prefill: BookingDetailsForm = {
    guests: String(session.params.offer.guests),
    country: lng === "de" ? "DE" : "",
    paymentMethod: paymentMethods[0] ?? "",
    ...(await bookingDetailsPrefillFor(context)),
  };
  return {
    // A company rate: the company's billing details filled in (the guest may change them).
    defaults:
      (session.state.entries.booking as BookingDetailsForm | undefined) ??
      (company ? companyBillingPrefill(prefill, company) : prefill),
    maxGuests: session.state.apartment.maxOccupancy,
    // Several apartments (decision 0144): this count is the first one's; the others' were set on "Your stay".
    guestsOf: session.state.additionalItems.length > 0 ? session.state.apartment.name : null,
    paymentMethods,
    countries: countryOptions(intlLocale(lng)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, post } = await readStepPost({ request, context }, { page: PAGE, entries: "booking" });
  if (answer) return answer;
  const { session, entered, form } = post;
  const { tenant } = context.get(tenantContext);
  const schema = bookingDetailsSchema({
    maxGuests: session.state.apartment.maxOccupancy,
    paymentMethods: checkoutPaymentMethods(tenant.paymentMethods, session.state.company),
  });
  const submission = parseWithSchema(form, schema);
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), stepError: null }, { status: 400 });
  }
  const details = submission.value;
  const priced = await repriceForGuests(context, entered, details.guests);
  if (!priced.ok) {
    const lastResult = submission.reply({ fieldErrors: { guests: [priced.errorKey] } });
    return data({ lastResult, stepError: null }, { status: priced.status });
  }
  const method = details.paymentMethod;
  const keepPayment = priced.session.state.payment?.method === method && priced.unchanged;
  const next = {
    ...priced.session,
    params: {
      ...priced.session.params,
      hasCreditCard: method === "card",
      hasAirplus: method === "airplus",
    },
    state: {
      ...priced.session.state,
      bookingDetails: details,
      payment: keepPayment ? priced.session.state.payment : null,
    },
  };
  return goToNextStep(context, next, PAGE, method);
}

export default function BookingDetailsStep({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { maxGuests, paymentMethods, countries, defaults } = loaderData;
  useBeginCheckoutEvent();
  const schema = useMemo(() => bookingDetailsSchema({ maxGuests, paymentMethods }), [maxGuests, paymentMethods]);
  const [form, fields] = useForm<BookingDetailsForm>({
    id: "booking-details",
    lastResult: actionData?.lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateFormWithSchema<BookingDetailsForm>(context, schema),
  });
  const error = (messages: string[] | undefined) => message(messages?.[0], { max: maxGuests });
  const textField = (name: TextFieldName, type: "text" | "email" | "tel", autoComplete: string) => (
    <LabelledField
      key={name}
      label={t(`checkout.booking.${name}`)}
      field={fields[name]}
      error={error(fields[name].errors)}
    >
      <input {...getInputProps(fields[name], { type })} autoComplete={autoComplete} className={fieldClass} />
    </LabelledField>
  );
  const countryField = (name: "country" | "billingCountry", autoComplete: string) => (
    <LabelledField label={t(`checkout.booking.${name}`)} field={fields[name]} error={error(fields[name].errors)}>
      <select {...getSelectProps(fields[name])} autoComplete={autoComplete} className={fieldClass}>
        <option value="">{t("checkout.booking.choose")}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
    </LabelledField>
  );

  return (
    <section aria-labelledby="booking-title">
      <title>{t("checkout.booking.metaTitle")}</title>
      <StepHeader current={PAGE} failed={submissionFailed(actionData)} />
      <h1 id="booking-title" className="text-2xl font-bold">
        {t("checkout.booking.title")}
      </h1>
      <StepErrorAlert stepError={actionData?.stepError} formErrors={form.errors} />
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6" data-testid="booking-form">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("checkout.booking.guestTitle")}</legend>
          {GUEST_FIELDS.map(([name, type, autoComplete]) => textField(name, type, autoComplete))}
          {countryField("country", "country")}
          <LabelledField
            label={
              loaderData.guestsOf
                ? t("stay.guestsIn", { name: loaderData.guestsOf, max: maxGuests })
                : t("checkout.booking.guests", { max: maxGuests })
            }
            field={fields.guests}
            error={error(fields.guests.errors)}
          >
            <input
              {...getInputProps(fields.guests, { type: "number" })}
              min={1}
              max={maxGuests}
              className={fieldClass}
            />
          </LabelledField>
        </fieldset>

        <fieldset className="business-details grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("checkout.booking.businessTitle")}</legend>
          <label className="flex items-center gap-2 sm:col-span-2">
            <input
              {...getInputProps(fields.travellingForBusiness, { type: "checkbox" })}
              aria-controls="business-fields"
              className="size-4"
            />
            {t("checkout.booking.travellingForBusiness")}
          </label>
          {/*
           * The company and billing fields apply to a business booking only, so they show only while
           * its box is ticked (the stylesheet's .business-details, with or without JavaScript): what a
           * guest can type is never dropped because the box was not ticked.
           */}
          <div
            id="business-fields"
            className="business-fields grid gap-4 sm:col-span-2 sm:grid-cols-2"
            data-testid="business-fields"
          >
            {BUSINESS_FIELDS.map(([name, type, autoComplete]) => textField(name, type, autoComplete))}
            {countryField("billingCountry", "billing country")}
          </div>
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("checkout.booking.arrivalTitle")}</legend>
          <LabelledField
            label={t("checkout.booking.arrivalTime")}
            field={fields.arrivalTime}
            error={error(fields.arrivalTime.errors)}
          >
            <input {...getInputProps(fields.arrivalTime, { type: "time" })} className={fieldClass} />
          </LabelledField>
          <div className="sm:col-span-2">
            <LabelledField
              label={t("checkout.booking.message")}
              field={fields.message}
              error={error(fields.message.errors)}
            >
              <textarea {...getTextareaProps(fields.message)} rows={3} className={fieldClass} />
            </LabelledField>
          </div>
        </fieldset>

        {/* Only an id that is in the page: the error's paragraph exists only while there is an error. */}
        <fieldset aria-describedby={fields.paymentMethod.errors ? fields.paymentMethod.errorId : undefined}>
          <legend className="mb-2 text-lg font-semibold">{t("checkout.booking.paymentTitle")}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {paymentMethods.map((method) => (
              <label
                key={method}
                className="flex items-center gap-3 rounded-lg border border-black/15 bg-white p-3 has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand"
              >
                <input
                  type="radio"
                  name={fields.paymentMethod.name}
                  value={method}
                  defaultChecked={fields.paymentMethod.initialValue === method}
                  className="size-4"
                />
                <span>
                  <span className="block font-medium">{t(`checkout.paymentMethods.${method}`)}</span>
                  <span className="block text-xs text-ink/70">{t(`checkout.paymentMethodHints.${method}`)}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={fields.paymentMethod.errorId} message={error(fields.paymentMethod.errors)} />
        </fieldset>

        <StepButtons
          backLabel={loaderData.guestsOf ? t("stay.back") : t("checkout.backToOffer")}
          nextLabel={t("checkout.continue")}
        />
      </Form>
    </section>
  );
}
