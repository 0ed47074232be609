import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { Language } from "../../../../shared/tenancy/languages";
import type { SignInOutcome } from "../../../domain/brands/sign-in-outcome";
import { intlLocale } from "../../../i18n/intl-locale";
import { useMessage } from "../../../i18n/use-message";
import { useT } from "../../../i18n/use-t";
import { fieldClass } from "../../checkout/step-form";
import { LabelledField } from "../../forms/labelled-field";
import { Alert } from "../../ui/alert";

/** The brand's stored client as the page may show it (never the secret). */
export type SignInClient = { clientId: string; source: "registered" | "manual"; updatedAt: number };

const OUTCOME_VARIANT = (outcome: SignInOutcome) =>
  outcome.startsWith("failed") ? "error" : outcome === "manual-needed" ? "warning" : "success";

type ManualFields = { clientId?: string; clientSecret?: string };

/**
 * The brand's sign-in: its OpenID Connect client (id, how it was set, when), what the last go-live did
 * at the provider, and a form to type a client in by hand: open where the provider offers no
 * registration or the entry was refused, folded otherwise.
 */
export function BrandSignIn({
  client,
  outcome,
  manualResult,
  lng,
}: {
  client: SignInClient | null;
  outcome: SignInOutcome | null;
  manualResult: SubmissionResult<string[]> | undefined;
  lng: Language;
}) {
  const { t } = useT();
  const message = useMessage();
  const [form, fields] = useForm<ManualFields>({
    id: "manual-client-form",
    lastResult: manualResult,
    shouldValidate: "onSubmit",
  });
  const when = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
  const open = outcome === "manual-needed" || !!manualResult;
  return (
    <section aria-labelledby="brand-sign-in-title" className="mt-8" data-testid="brand-sign-in">
      <h2 id="brand-sign-in-title" className="text-xl font-bold">
        {t("adminBrands.signIn.title")}
      </h2>
      {outcome ? (
        <Alert variant={OUTCOME_VARIANT(outcome)} className="mt-3 max-w-3xl">
          <span data-testid="brand-sign-in-outcome" data-outcome={outcome}>
            {t(`adminBrands.signIn.outcome.${outcome}`)}
          </span>
        </Alert>
      ) : null}
      {client ? (
        <dl className="mt-3 grid max-w-3xl grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
          <dt className="font-semibold">{t("adminBrands.signIn.clientId")}</dt>
          <dd className="break-all font-mono text-sm" data-testid="brand-client-id">
            {client.clientId}
          </dd>
          <dt className="font-semibold">{t("adminBrands.signIn.source")}</dt>
          <dd data-testid="brand-client-source">{t(`adminBrands.signIn.sources.${client.source}`)}</dd>
          <dt className="font-semibold">{t("adminBrands.signIn.updatedAt")}</dt>
          <dd>
            <time dateTime={new Date(client.updatedAt).toISOString()}>{when.format(client.updatedAt)} UTC</time>
          </dd>
        </dl>
      ) : (
        <p className="mt-3 max-w-3xl text-ink/70" data-testid="brand-client-none">
          {t("adminBrands.signIn.none")}
        </p>
      )}
      <details className="mt-4 max-w-3xl rounded-lg border border-black/15 bg-white p-3" open={open}>
        <summary className="cursor-pointer font-semibold">{t("adminBrands.signIn.manual.title")}</summary>
        <p className="mt-2 text-sm text-ink/70">{t("adminBrands.signIn.manual.hint")}</p>
        <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3" data-testid="manual-client-form">
          <input type="hidden" name="intent" value="manualClient" />
          <LabelledField
            label={t("adminBrands.signIn.clientId")}
            field={fields.clientId}
            error={message(fields.clientId.errors?.[0])}
          >
            <input {...getInputProps(fields.clientId, { type: "text" })} autoComplete="off" className={fieldClass} />
          </LabelledField>
          <LabelledField
            label={t("adminBrands.signIn.manual.clientSecret")}
            field={fields.clientSecret}
            error={message(fields.clientSecret.errors?.[0])}
          >
            <input
              {...getInputProps(fields.clientSecret, { type: "password" })}
              autoComplete="new-password"
              className={fieldClass}
            />
          </LabelledField>
          <button
            type="submit"
            className="justify-self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
            data-testid="manual-client-save"
          >
            {t("adminBrands.signIn.manual.save")}
          </button>
        </Form>
      </details>
    </section>
  );
}
