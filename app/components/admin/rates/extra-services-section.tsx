import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { EXTRA_SERVICE_PRICINGS } from "../../../../shared/checkout/extra-services";
import type { ExtraServiceInput } from "../../../../shared/ota/back-office-rates";
import type { Language } from "../../../../shared/tenancy/tenant";
import { formatMoney } from "../../../domain/money/money";
import { intlLocale } from "../../../i18n/intl-locale";
import { useT } from "../../../i18n/use-t";
import { Field } from "../company-codes/company-code-fields";
import { SaveForm } from "../houses/save-form";

type ServiceFields = { id?: string; pricing?: string; price?: string };

/**
 * The type's extra services (catalogue services, so their names come in both languages) with their
 * pricing and price, each with a remove button; below, the form that adds one or changes a listed one.
 */
export function ExtraServicesSection({
  services,
  choices,
  currency,
  lastResult,
  lng,
}: {
  lng: Language;
  services: readonly ExtraServiceInput[];
  /** The catalogue's services in the page's language. */
  choices: readonly { id: string; name: string }[];
  currency: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useT();
  const [form, fields] = useForm<ServiceFields>({
    id: "rates-service",
    lastResult,
    defaultValue: { pricing: "once" },
    shouldRevalidate: "onBlur",
  });
  const nameOf = (id: string) => choices.find((choice) => choice.id === id)?.name ?? id;
  const pricings = EXTRA_SERVICE_PRICINGS.map((pricing) => ({
    value: pricing,
    label: t(`adminRates.services.pricings.${pricing}`),
  }));
  return (
    <>
      {services.length === 0 ? (
        <p className="mt-3 text-ink/70">{t("adminRates.services.none")}</p>
      ) : (
        <ul className="mt-3 grid max-w-4xl gap-2" data-testid="extra-services">
          {services.map((service) => (
            <li
              key={service.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-black/15 bg-white p-3"
              data-testid="extra-service"
            >
              <span>
                <span className="font-semibold">{nameOf(service.id)}</span> ·{" "}
                {formatMoney({ amount: service.price, currency }, intlLocale(lng))} ·{" "}
                {t(`adminRates.services.pricings.${service.pricing}`)}
              </span>
              <Form method="post">
                <input type="hidden" name="form" value="remove-service" />
                <input type="hidden" name="id" value={service.id} />
                <button
                  type="submit"
                  className="rounded-md border border-red-800 bg-white px-3 py-1 text-sm font-semibold text-red-800"
                  aria-label={t("adminRates.services.removeNamed", { name: nameOf(service.id) })}
                >
                  {t("adminRates.services.remove")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-5 text-lg font-bold">{t("adminRates.services.addTitle")}</h3>
      <SaveForm form={form} submitLabel={t("adminRates.services.save")} testId="rates-service-save">
        <input type="hidden" name="form" value="service" />
        <Field
          meta={fields.id}
          label={t("adminRates.services.service")}
          options={[{ value: "", label: "–" }, ...choices.map((choice) => ({ value: choice.id, label: choice.name }))]}
        />
        <Field meta={fields.pricing} label={t("adminRates.services.pricing")} options={pricings} />
        <Field meta={fields.price} label={t("adminRates.services.price", { currency })} />
      </SaveForm>
    </>
  );
}
