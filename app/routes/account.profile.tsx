import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { data, Form, redirect } from "react-router";
import { type ProfileForm, profileFormValues, profileSchema } from "../../shared/account/profile-schema";
import { customerOf } from "../.server/account/customer.server";
import { adaptersOf } from "../.server/adapters.server";
import { requireUser } from "../.server/auth/session.server";
import { tenantContext } from "../.server/context.server";
import { flash } from "../.server/flash.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { fieldClass } from "../components/checkout/step-form";
import { LabelledField } from "../components/forms/labelled-field";
import { SubmitButton } from "../components/forms/submit-button";
import { Alert } from "../components/ui/alert";
import { sessionNames } from "../domain/account/booking-prefill";
import { countryOptions } from "../domain/checkout/country-options";
import { profileCompanyCodeErrorKey } from "../domain/company/company-notice";
import { parseWithSchema, validateFormWithSchema } from "../forms/parse-with-schema";
import { intlLocale } from "../i18n/intl-locale";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { Route } from "./+types/account.profile";

export const headers = noStoreHeaders;
export const handle = { protectedPage: true };
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Text fields: name, input type, autocomplete token. */
const PERSON_FIELDS = [
  ["firstName", "text", "given-name"],
  ["lastName", "text", "family-name"],
  ["phone", "tel", "tel"],
  ["company", "text", "organization"],
] as const;
const ADDRESS_FIELDS = [
  ["billingStreet", "text", "billing address-line1"],
  ["billingPostcode", "text", "billing postal-code"],
  ["billingCity", "text", "billing address-level2"],
] as const;

/** The profile (spec: updateMyself), kept by the OTA for this brand; it prefills the booking details. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const result = await adaptersOf(context).ota.getMyProfile(tenant.ibeUid, customerOf(user));
  const stored = result.ok ? result.data.profile : null;
  const currencyNames = new Intl.DisplayNames([intlLocale(lng)], { type: "currency" });
  return data(
    {
      lng,
      email: user.email,
      // Before the first save the form starts from the name the sign-in gave.
      defaults: stored ? profileFormValues(stored) : (sessionNames(user) as ProfileForm),
      unavailable: !result.ok,
      languages: tenant.languages,
      currencies: tenant.currencies,
      currencyNames: Object.fromEntries(tenant.currencies.map((code) => [code, currencyNames.of(code) ?? code])),
      countries: countryOptions(intlLocale(lng)),
    },
    { status: result.ok ? 200 : failedUpstreamStatus(result, { log: "account: profile unavailable" }) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const submission = parseWithSchema(await request.formData(), profileSchema({ currencies: tenant.currencies }));
  if (submission.status !== "success") {
    return data({ lastResult: submission.reply(), formError: null }, { status: 400 });
  }
  const result = await adaptersOf(context).ota.updateMyself(tenant.ibeUid, customerOf(user), submission.value);
  if (!result.ok && result.code === "company_code_invalid") {
    // The OTA would not keep the code (unknown, expired or off): said at the field, the input kept.
    const companyCode = [profileCompanyCodeErrorKey(result.details?.status)];
    return data({ lastResult: submission.reply({ fieldErrors: { companyCode } }), formError: null }, { status: 400 });
  }
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { passOn: [400], log: "account: profile not saved" });
    const formError = status === 400 ? "account.profile.refused" : "account.profile.saveFailed";
    return data({ lastResult: submission.reply(), formError }, { status });
  }
  const note = await flash(request, context, {
    kind: "toast",
    variant: "success",
    messageKey: "account.profile.saved",
  });
  return redirect(`/${lng}/account/profile`, { headers: note });
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { lng, defaults, languages, currencies, currencyNames, countries, email, unavailable } = loaderData;
  const schema = useMemo(() => profileSchema({ currencies }), [currencies]);
  const [form, fields] = useForm<ProfileForm>({
    id: "profile",
    lastResult: actionData?.lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateFormWithSchema<ProfileForm>(context, schema),
  });
  const error = (messages: string[] | undefined) => message(messages?.[0]);
  const textField = (name: (typeof PERSON_FIELDS | typeof ADDRESS_FIELDS)[number][0], type: string, auto: string) => (
    <LabelledField
      key={name}
      label={t(`account.profile.${name}`)}
      field={fields[name]}
      error={error(fields[name].errors)}
    >
      <input {...getInputProps(fields[name], { type: type as "text" })} autoComplete={auto} className={fieldClass} />
    </LabelledField>
  );
  const select = (
    name: "billingCountry" | "preferredLanguage" | "preferredCurrency",
    options: { value: string; label: string }[],
    autoComplete = "off",
  ) => (
    <LabelledField label={t(`account.profile.${name}`)} field={fields[name]} error={error(fields[name].errors)}>
      <select {...getSelectProps(fields[name])} autoComplete={autoComplete} className={fieldClass}>
        <option value="">{t("account.profile.none")}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </LabelledField>
  );
  const formErrors = [actionData?.formError, ...(form.errors ?? [])].filter((m): m is string => Boolean(m));

  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="profile-title" data-testid="account-profile">
      <title>{t("account.profile.metaTitle")}</title>
      <p className="text-sm">
        <a href={`/${lng}/account`} className="text-brand underline-offset-2 hover:underline">
          {t("account.title")}
        </a>
      </p>
      <h1 id="profile-title" className="mt-1 text-2xl font-bold sm:text-3xl">
        {t("account.profile.title")}
      </h1>
      <p className="mt-2 text-ink/80">{t("account.profile.intro")}</p>
      {unavailable ? (
        <Alert variant="warning" className="mt-4" title={t("account.profile.unavailableTitle")}>
          <p>{t("account.profile.unavailable")}</p>
        </Alert>
      ) : null}
      {formErrors.length > 0 ? (
        <Alert variant="error" className="mt-4" title={t("account.profile.errorTitle")}>
          <ul data-testid="profile-error">
            {formErrors.map((key) => (
              <li key={key}>{message(key)}</li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-6" data-testid="profile-form">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("account.profile.personTitle")}</legend>
          {PERSON_FIELDS.map(([name, type, auto]) => textField(name, type, auto))}
          <p className="text-sm text-ink/75 sm:col-span-2">
            {t("account.profile.emailNote")} <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>
          </p>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("account.profile.billingTitle")}</legend>
          <p className="-mt-2 text-sm text-ink/75 sm:col-span-2">{t("account.profile.billingNote")}</p>
          {ADDRESS_FIELDS.map(([name, type, auto]) => textField(name, type, auto))}
          {select(
            "billingCountry",
            countries.map((c) => ({ value: c.code, label: c.name })),
            "billing country",
          )}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("account.profile.preferencesTitle")}</legend>
          {select(
            "preferredLanguage",
            languages.map((code) => ({ value: code, label: t(`languageNames.${code}`) })),
          )}
          {select(
            "preferredCurrency",
            currencies.map((code) => ({ value: code, label: `${code} · ${currencyNames[code] ?? code}` })),
          )}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold">{t("account.profile.companyTitle")}</legend>
          <p className="-mt-2 text-sm text-ink/75 sm:col-span-2" id="profile-company-code-hint">
            {t("account.profile.companyCodeHint")}
          </p>
          <LabelledField
            label={t("account.profile.companyCode")}
            field={fields.companyCode}
            error={error(fields.companyCode.errors)}
          >
            <input
              {...getInputProps(fields.companyCode, { type: "text" })}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={64}
              aria-describedby={[
                fields.companyCode.errors ? fields.companyCode.errorId : null,
                "profile-company-code-hint",
              ]
                .filter(Boolean)
                .join(" ")}
              className={fieldClass}
              data-testid="profile-company-code"
            />
          </LabelledField>
        </fieldset>
        <div>
          <SubmitButton label={t("account.profile.save")} testId="profile-save" />
        </div>
      </Form>
    </section>
  );
}
