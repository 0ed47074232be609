import type { FieldMetadata } from "@conform-to/react";
import { useT } from "../../../i18n/use-t";
import { Field } from "../company-codes/company-code-fields";
import { TextAreaField } from "../houses/text-area-field";

const OPERATOR = [
  "operatorCompany",
  "operatorStreet",
  "operatorPostcode",
  "operatorCity",
  "operatorCountryEn",
  "operatorCountryDe",
  "operatorRegister",
  "operatorVatId",
  "operatorLawEn",
  "operatorLawDe",
  "operatorVenue",
] as const;
const BANK = ["bankAccountHolder", "bankIban", "bankBic", "bankName"] as const;

/** The operator's legal details and the bank account: in the platform's brand form and the brand admin's own. */
export function OperatorFields({ field }: { field: (name: string) => FieldMetadata<string | undefined> }) {
  const { t } = useT();
  const label = (name: string) => t(`adminBrands.fields.${name}` as "adminBrands.fields.name");
  return (
    <>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-lg font-bold">{t("adminBrands.sections.operator")}</legend>
        {OPERATOR.map((name) => (
          <Field key={name} meta={field(name)} label={label(name)} />
        ))}
        <TextAreaField meta={field("operatorRepresentatives")} label={label("operatorRepresentatives")} />
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-lg font-bold">{t("adminBrands.sections.bank")}</legend>
        {BANK.map((name) => (
          <Field key={name} meta={field(name)} label={label(name)} />
        ))}
      </fieldset>
    </>
  );
}
