import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { data, Form, redirect } from "react-router";
import { type ContactForm, contactSchema } from "../../shared/contact/contact-schema";
import { adaptersOf } from "../.server/adapters.server";
import { getSession } from "../.server/auth/session.server";
import { submitContact } from "../.server/contact/submit-contact.server";
import { tenantContext } from "../.server/context.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { formTrapProps } from "../.server/security/form-traps.server";
import { fieldClass } from "../components/checkout/step-form";
import { FormTrapFields } from "../components/forms/form-trap-fields";
import { LabelledField } from "../components/forms/labelled-field";
import { SubmitButton } from "../components/forms/submit-button";
import { Alert } from "../components/ui/alert";
import { contactSentPath } from "../domain/contact/contact-path";
import { contactPrefill } from "../domain/contact/contact-prefill";
import { offerPath } from "../domain/seo/offer-path";
import { validateFormWithSchema } from "../forms/parse-with-schema";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/contact";

/** The form carries a fresh time-trap token: never cached; a refusal's Retry-After reaches the browser. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(actionHeaders);
  out.set("Cache-Control", "no-store");
  return out;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex" },
];

/** The contact form (spec: sendContact): prefilled for a signed-in user, a booking or an apartment. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const lng = getLocale(context);
  const session = await getSession(context);
  const defaults = contactPrefill({ query: new URL(request.url).searchParams, user: session?.user ?? null });
  // The apartment's name, when the link came from its page; an id the OTA does not know is dropped.
  let apartment: { id: string; name: string; href: string } | null = null;
  if (defaults.apartmentTypeId) {
    const found = await adaptersOf(context).ota.getApartmentById(tenant.ibeUid, defaults.apartmentTypeId, lng);
    if (found.ok) {
      const { apartmentType, property } = found.data;
      apartment = {
        id: apartmentType.id,
        name: `${apartmentType.name}, ${property.name}`,
        href: offerPath(lng, apartmentType.id),
      };
    } else delete defaults.apartmentTypeId;
  }
  return {
    title: getI18n(context).t("contact.metaTitle", { brand: tenant.name }),
    defaults,
    apartment,
    traps: await formTrapProps(context),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const lng = getLocale(context);
  const outcome = await submitContact(context, request, await request.formData(), lng);
  switch (outcome.kind) {
    case "sent":
      return redirect(contactSentPath(lng, outcome.reference), {
        status: 303,
        headers: { "Cache-Control": "no-store" },
      });
    case "invalid":
      return data({ lastResult: outcome.lastResult, traps: outcome.traps, formError: null }, { status: 400 });
    case "send_again":
      return data(
        { lastResult: outcome.lastResult, traps: outcome.traps, formError: "contact.sendAgain" as const },
        { status: 400 },
      );
    case "rate_limited":
      return data(
        { lastResult: outcome.lastResult, traps: outcome.traps, formError: "contact.rateLimited" as const },
        { status: 429, headers: outcome.refusal.headers },
      );
    case "failed":
      return data(
        { lastResult: outcome.lastResult, traps: outcome.traps, formError: "contact.sendFailed" as const },
        { status: 502 },
      );
  }
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { defaults, apartment } = loaderData;
  // Shown again after a post: the token the form was served with, so its start time is kept.
  const traps = actionData?.traps ?? loaderData.traps;
  const [form, fields] = useForm<ContactForm>({
    id: "contact",
    lastResult: actionData?.lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: (context) => validateFormWithSchema<ContactForm>(context, contactSchema),
  });
  const error = (messages: string[] | undefined) => message(messages?.[0]);
  const input = (name: "name" | "email" | "subject", type: "text" | "email", autoComplete: string) => (
    <LabelledField label={t(`contact.${name}`)} field={fields[name]} error={error(fields[name].errors)}>
      <input
        {...getInputProps(fields[name], { type })}
        autoComplete={autoComplete}
        className={fieldClass}
        data-testid={`contact-${name}`}
      />
    </LabelledField>
  );
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="contact-title" data-testid="contact-page">
      <h1 id="contact-title" className="text-2xl font-bold sm:text-3xl">
        {t("contact.title")}
      </h1>
      <p className="mt-2 text-ink/80">{t("contact.intro")}</p>
      {actionData?.formError ? (
        <Alert variant="error" className="mt-4" title={t("contact.errorTitle")}>
          <p data-testid="contact-error">{t(actionData.formError)}</p>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="contact-form">
        <FormTrapFields traps={traps} />
        {input("name", "text", "name")}
        {input("email", "email", "email")}
        <div className="sm:col-span-2">{input("subject", "text", "off")}</div>
        {apartment ? (
          <p className="text-sm sm:col-span-2" data-testid="contact-apartment">
            <span className="font-semibold">{t("contact.about")}: </span>
            <a href={apartment.href} className="text-brand underline-offset-2 hover:underline">
              {apartment.name}
            </a>
            <input type="hidden" name={fields.apartmentTypeId.name} value={apartment.id} />
          </p>
        ) : null}
        <LabelledField
          className="sm:col-span-2"
          label={t("contact.bookingReference")}
          field={fields.bookingReference}
          error={error(fields.bookingReference.errors)}
        >
          <input
            {...getInputProps(fields.bookingReference, { type: "text" })}
            autoComplete="off"
            aria-describedby={
              fields.bookingReference.errors
                ? `${fields.bookingReference.errorId} contact-booking-hint`
                : "contact-booking-hint"
            }
            className={fieldClass}
            data-testid="contact-bookingReference"
          />
          <p id="contact-booking-hint" className="mt-1 text-sm text-ink/75">
            {t("contact.bookingReferenceHint")}
          </p>
        </LabelledField>
        <LabelledField
          className="sm:col-span-2"
          label={t("contact.message")}
          field={fields.message}
          error={error(fields.message.errors)}
        >
          <textarea
            {...getTextareaProps(fields.message)}
            rows={6}
            className={fieldClass}
            data-testid="contact-message"
          />
        </LabelledField>
        <div className="sm:col-span-2">
          <SubmitButton label={t("contact.send")} testId="contact-send" />
        </div>
      </Form>
    </section>
  );
}
