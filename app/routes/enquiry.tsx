import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, redirect } from "react-router";
import { serviceName } from "../../shared/catalogue/catalogue-lookup";
import { SEARCH_LIMIT_VALUES } from "../../shared/search/search-limits";
import { bookingDetailsPrefillFor, bookingSubjectFor } from "../.server/account/customer.server";
import { adaptersOf } from "../.server/adapters.server";
import { enquiryPath } from "../.server/booking/manage-link.server";
import { configContext, tenantContext } from "../.server/context.server";
import { sendEnquiryNotification } from "../.server/enquiry/enquiry-mails.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { sendRfpConfirmation } from "../.server/mail/guest-mails.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { resolveTypedPlace } from "../.server/pages/typed-place.server";
import { rateLimited } from "../.server/security/rate-limit.server";
import { FieldError, fieldClass } from "../components/checkout/step-form";
import { CurrencyOptions } from "../components/forms/currency-options";
import { LabelledField } from "../components/forms/labelled-field";
import { DateRangePicker } from "../components/search/date-range-picker";
import { PlaceCombobox } from "../components/search/place-combobox";
import { useDateRangePickerTexts } from "../components/search/use-date-range-picker-texts";
import { usePlaceComboboxTexts } from "../components/search/use-place-combobox-texts";
import { Alert } from "../components/ui/alert";
import { BUDGET_PERIODS, type EnquiryFormValues, enquiryFormSchemaFor } from "../domain/enquiry/enquiry-form-schema";
import { enquiryPrefill, enquiryRequestOf } from "../domain/enquiry/enquiry-request";
import { ENQUIRY_REQUIREMENTS } from "../domain/enquiry/enquiry-requirements";
import { DEFAULT_RADIUS_KM, RADIUS_CHOICES_KM } from "../domain/search/search-radius";
import { pageLinks } from "../domain/seo/page-links";
import { parseWithSchema, validateFormWithSchema } from "../forms/parse-with-schema";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/enquiry";

/** What the form's fields hold as typed (conform's metadata). */
type EnquiryFields = Record<keyof EnquiryFormValues, string | string[] | undefined>;

/** Never cached; a refusal's Retry-After reaches the browser with the page. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(actionHeaders);
  for (const [name, value] of Object.entries(noStoreHeaders())) out.set(name, value);
  return out;
}

/** The form is one page per language: its canonical and language versions (docs/decisions/0080). */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  // An error (a brand without RFPs answers 404) carries no canonical.
  if (!root || !loaderData) return [];
  return pageLinks({
    origin: root.origin,
    languages: root.tenant.languages,
    defaultLanguage: root.tenant.defaultLanguage,
    current: root.locale,
    pathAfterLanguage: "/enquiry",
  });
};

/** Brands without RFPs (features.rfp off) have no enquiry form. */
function requireRfpFeature(context: Route.LoaderArgs["context"]) {
  const { tenant } = context.get(tenantContext);
  if (!tenant.features.rfp) throw data(null, { status: 404 });
  return tenant;
}

/** The general request for corporate customers; signed in, the contact fields start from the profile. */
export async function loader({ context }: Route.LoaderArgs) {
  const tenant = requireRfpFeature(context);
  const lng = getLocale(context);
  const prefill = enquiryPrefill(await bookingDetailsPrefillFor(context));
  return {
    lng,
    currencies: tenant.currencies,
    defaults: {
      ...prefill,
      currency: tenant.defaultCurrency,
      budgetPeriod: "month",
      radius: String(DEFAULT_RADIUS_KM),
    },
    requirements: ENQUIRY_REQUIREMENTS.map((id) => ({ id, name: serviceName(id, lng) })),
  };
}

type FormError = "enquiry.errors.failed" | "enquiry.errors.rateLimited" | "search.unableToGenerateRoute";

export async function action({ request, context }: Route.ActionArgs) {
  const tenant = requireRfpFeature(context);
  const lng = getLocale(context);
  const form = await request.formData();
  const submission = parseWithSchema(form, enquiryFormSchemaFor(intlLocale(lng), tenant.currencies));
  // Every attempt counts, per client address and per typed e-mail address: a request sends mail.
  const email = form.get("email");
  const limited = await rateLimited(context, request, "forms", typeof email === "string" ? email : undefined);
  if (limited) {
    const formError: FormError = "enquiry.errors.rateLimited";
    return data({ lastResult: submission.reply(), formError }, { status: 429, headers: limited.headers });
  }
  if (submission.status !== "success")
    return data({ lastResult: submission.reply(), formError: null }, { status: 400 });
  const values = submission.value;
  const resolved = await resolveTypedPlace(context, values, lng);
  if (!resolved.ok && resolved.reason === "not-found") {
    const reply = submission.reply({ fieldErrors: { location: ["validation.placeNotFound"] } });
    return data({ lastResult: reply, formError: null }, { status: 400 });
  }
  if (!resolved.ok) {
    const formError: FormError = "enquiry.errors.failed";
    return data({ lastResult: submission.reply(), formError }, { status: 502 });
  }
  const userId = await bookingSubjectFor(context);
  const enquiry = enquiryRequestOf(values, { place: resolved.place, language: lng, ...(userId ? { userId } : {}) });
  if (!enquiry) {
    const reply = submission.reply({ fieldErrors: { budget: ["checkout.validation.budgetInvalid"] } });
    return data({ lastResult: reply, formError: null }, { status: 400 });
  }
  const result = await adaptersOf(context).ota.createRfp(tenant.ibeUid, enquiry);
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { passOn: [400], log: "enquiry: not sent" });
    const formError: FormError = "enquiry.errors.failed";
    return data({ lastResult: submission.reply(), formError }, { status });
  }
  const origin = new URL(request.url).origin;
  await sendRfpConfirmation(context, { rfp: result.data, lng, origin });
  await sendEnquiryNotification(context, { rfp: result.data, origin });
  const path = await enquiryPath({
    lng,
    rfpId: result.data.id,
    ibeUid: tenant.ibeUid,
    secret: context.get(configContext).SESSION_SECRET,
  });
  return redirect(`${path}&sent=1`, { status: 303, headers: { "Cache-Control": "no-store" } });
}

export default function EnquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const placeTexts = usePlaceComboboxTexts();
  const pickerTexts = useDateRangePickerTexts();
  const message = useMessage();
  const { lng, currencies, defaults, requirements } = loaderData;
  const schema = useMemo(() => enquiryFormSchemaFor(intlLocale(lng), currencies), [lng, currencies]);
  const [form, fields] = useForm<EnquiryFields>({
    id: "enquiry",
    lastResult: actionData?.lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateFormWithSchema<EnquiryFields>(context, schema),
  });
  const error = (field: { errors?: string[] }) =>
    message(field.errors?.[0], { ...SEARCH_LIMIT_VALUES, place: String(fields.location.value ?? "") });
  const label = (name: keyof EnquiryFormValues, optional = false) =>
    `${t(`enquiry.fields.${name}` as "enquiry.fields.company")}${optional ? ` ${t("enquiry.optional")}` : ""}`;
  const input = (
    name: "company" | "name" | "email" | "phone" | "nights" | "apartments" | "guests" | "budget",
    type: "text" | "email" | "tel" | "number",
    extra: { autoComplete?: string; optional?: boolean; min?: number; inputMode?: "decimal" } = {},
  ) => (
    <LabelledField label={label(name, extra.optional)} field={fields[name]} error={error(fields[name])}>
      <input
        {...getInputProps(fields[name], { type })}
        autoComplete={extra.autoComplete ?? "off"}
        {...(extra.min !== undefined ? { min: extra.min } : {})}
        {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
        className={fieldClass}
      />
    </LabelledField>
  );
  const sectionClass = "grid gap-4 rounded-lg border border-ink/15 p-4 sm:grid-cols-2";
  const legendClass = "px-1 text-lg font-semibold";
  const formErrors = [actionData?.formError, ...(form.errors ?? [])].filter((m): m is string => Boolean(m));
  const selectedRequirements = new Set(
    ([] as (string | undefined)[]).concat(fields.requirements.value as string | string[] | undefined),
  );

  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="enquiry-title" data-testid="enquiry-page">
      <title>{t("enquiry.metaTitle")}</title>
      <h1 id="enquiry-title" className="text-2xl font-bold sm:text-3xl">
        {t("enquiry.title")}
      </h1>
      <p className="mt-2 text-ink/80">{t("enquiry.intro")}</p>
      {formErrors.length > 0 ? (
        <Alert variant="error" className="mt-6">
          {formErrors.map((m) => (
            <span key={m} className="block">
              {message(m)}
            </span>
          ))}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6">
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t("enquiry.sections.who")}</legend>
          {input("company", "text", { autoComplete: "organization" })}
          {input("name", "text", { autoComplete: "name" })}
          {input("email", "email", { autoComplete: "email" })}
          {input("phone", "tel", { autoComplete: "tel", optional: true })}
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t("enquiry.sections.where")}</legend>
          <LabelledField label={label("location")} field={fields.location} error={error(fields.location)}>
            <PlaceCombobox
              key={fields.location.key}
              lng={lng}
              inputProps={getInputProps(fields.location, { type: "text" })}
              placeIdProps={getInputProps(fields.placeId, { type: "hidden" })}
              latProps={getInputProps(fields.lat, { type: "hidden" })}
              longProps={getInputProps(fields.long, { type: "hidden" })}
              className={fieldClass}
              texts={placeTexts}
            />
          </LabelledField>
          <LabelledField label={label("radius")} field={fields.radius} error={error(fields.radius)}>
            <select {...getSelectProps(fields.radius)} className={fieldClass}>
              {[...new Set([...RADIUS_CHOICES_KM, 100])].map((km) => (
                <option key={km} value={km}>
                  {t("enquiry.radiusKm", { radius: km })}
                </option>
              ))}
            </select>
          </LabelledField>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t("enquiry.sections.when")}</legend>
          <DateRangePicker
            key={`${fields.inDate.key}-${fields.outDate.key}`}
            lng={lng}
            className="sm:col-span-2"
            inDateProps={getInputProps(fields.inDate, { type: "date" })}
            outDateProps={getInputProps(fields.outDate, { type: "date" })}
            fieldClassName={fieldClass}
            texts={{ ...pickerTexts, checkIn: label("inDate"), checkOut: label("outDate") }}
            checkInError={<FieldError id={fields.inDate.errorId} message={error(fields.inDate)} />}
            checkOutError={<FieldError id={fields.outDate.errorId} message={error(fields.outDate)} />}
          />
          <div className="flex items-center gap-2 sm:col-span-2">
            <input {...getInputProps(fields.flexible, { type: "checkbox" })} className="size-4 accent-brand" />
            <label htmlFor={fields.flexible.id}>{t("enquiry.fields.flexible")}</label>
          </div>
          <div className="sm:col-span-2">
            {input("nights", "number", { min: 1, optional: true })}
            <p className="mt-1 text-sm text-ink/70">{t("enquiry.fields.nightsHint")}</p>
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t("enquiry.sections.what")}</legend>
          {input("apartments", "number", { min: 1 })}
          {input("guests", "number", { min: 1 })}
          <fieldset
            className="sm:col-span-2"
            aria-describedby={error(fields.requirements) ? fields.requirements.errorId : undefined}
          >
            <legend className="text-sm font-semibold">{label("requirements", true)}</legend>
            <div className="mt-2 grid gap-2 sm:grid-cols-2">
              {requirements.map((requirement) => (
                <label key={requirement.id} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    name={fields.requirements.name}
                    value={requirement.id}
                    defaultChecked={selectedRequirements.has(requirement.id)}
                    className="size-4 accent-brand"
                  />
                  {requirement.name}
                </label>
              ))}
            </div>
            {error(fields.requirements) ? (
              <p id={fields.requirements.errorId} className="mt-1 text-sm font-medium text-red-700">
                {error(fields.requirements)}
              </p>
            ) : null}
          </fieldset>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t("enquiry.sections.budget")}</legend>
          {input("budget", "text", { inputMode: "decimal" })}
          <LabelledField label={label("currency")} field={fields.currency} error={error(fields.currency)}>
            <select {...getSelectProps(fields.currency)} className={fieldClass}>
              <CurrencyOptions currencies={currencies} />
            </select>
          </LabelledField>
          <LabelledField label={label("budgetPeriod")} field={fields.budgetPeriod} error={error(fields.budgetPeriod)}>
            <select {...getSelectProps(fields.budgetPeriod)} className={fieldClass}>
              {BUDGET_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`enquiry.budgetPeriods.${period}`)}
                </option>
              ))}
            </select>
          </LabelledField>
        </fieldset>

        <LabelledField label={label("message", true)} field={fields.message} error={error(fields.message)}>
          <textarea {...getTextareaProps(fields.message)} rows={5} className={fieldClass} />
        </LabelledField>

        <div>
          <button type="submit" className="rounded-md bg-accent px-5 py-2.5 font-semibold text-white hover:opacity-90">
            {t("enquiry.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
