import { type SubmissionResult, useForm } from "@conform-to/react";
import { useT } from "../../../i18n/use-t";
import { Field } from "../company-codes/company-code-fields";
import { SaveForm } from "../houses/save-form";

type PriceFields = Record<
  "baseNightly" | "weekendNightly" | "monthlyRate" | "cleaningFee" | "extraGuestFee" | "includedGuests",
  string
>;

/** The type's prices in the house's currency: nightly, weekend, monthly, cleaning, extra guests. */
export function PricesForm({
  lastResult,
  defaultValue,
  currency,
  maxOccupancy,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: PriceFields;
  currency: string;
  maxOccupancy: number;
}) {
  const { t } = useT();
  const [form, fields] = useForm<PriceFields>({
    id: "rates-prices",
    lastResult,
    defaultValue,
    shouldRevalidate: "onBlur",
  });
  const label = (key: keyof PriceFields) => t(`adminRates.prices.${key}`, { currency, max: maxOccupancy });
  return (
    <SaveForm form={form} submitLabel={t("adminRates.prices.save")} testId="rates-prices-save">
      <input type="hidden" name="form" value="prices" />
      <Field meta={fields.baseNightly} label={label("baseNightly")} />
      <Field meta={fields.weekendNightly} label={label("weekendNightly")} />
      <Field meta={fields.monthlyRate} label={label("monthlyRate")} />
      <Field meta={fields.cleaningFee} label={label("cleaningFee")} />
      <Field meta={fields.extraGuestFee} label={label("extraGuestFee")} />
      <Field meta={fields.includedGuests} type="number" label={label("includedGuests")} />
    </SaveForm>
  );
}
