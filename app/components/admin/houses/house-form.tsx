import { useForm } from "@conform-to/react";
import { useT } from "../../../i18n/use-t";
import { Field } from "../company-codes/company-code-fields";
import { CatalogueCheckboxes, SERVICE_ENTRY_TYPES } from "./catalogue-checkboxes";
import { PositionPicker } from "./position-picker";
import { type RecordFormProps, SaveForm } from "./save-form";
import { TextAreaField } from "./text-area-field";

type TextField =
  | "name"
  | "ownerIbeUid"
  | "street"
  | "houseNumber"
  | "postcode"
  | "city"
  | "country"
  | "lat"
  | "long"
  | "descriptionEn"
  | "descriptionDe"
  | "checkInFrom"
  | "checkOutUntil"
  | "contactName"
  | "contactEmail"
  | "contactPhone";
/** The form's fields as the browser holds them. */
export type HouseFields = { [K in TextField]?: string } & { services?: string[]; paymentMethods?: string[] };
type Label =
  | "name"
  | "owner"
  | "address"
  | "services"
  | "paymentMethods"
  | "contact"
  | Exclude<TextField, "ownerIbeUid">;

/**
 * A house's form (new and edit): name, address with its position (found from the address when left
 * blank; a map to adjust it with JavaScript), descriptions, times, services, payment methods, contact.
 * The platform's admin chooses the brand of a new house (`owners`).
 */
export function HouseForm({
  id,
  lastResult,
  defaultValue,
  owners,
  submitLabel,
  lng,
}: RecordFormProps<HouseFields> & {
  owners?: readonly { ibeUid: string; name: string }[] | undefined;
}) {
  const { t } = useT();
  const [form, fields] = useForm<HouseFields>({ id, lastResult, defaultValue, shouldRevalidate: "onBlur" });
  const h = (key: Label) => t(`adminHouses.fields.${key}`);
  return (
    <SaveForm form={form} submitLabel={submitLabel} testId="house-save">
      <Field meta={fields.name} label={h("name")} className="sm:col-span-2" />
      {owners ? (
        <Field
          meta={fields.ownerIbeUid}
          label={h("owner")}
          options={owners.map((owner) => ({ value: owner.ibeUid, label: owner.name }))}
        />
      ) : null}
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        <legend className="text-base font-bold">{h("address")}</legend>
        <Field meta={fields.street} label={h("street")} />
        <Field meta={fields.houseNumber} label={h("houseNumber")} />
        <Field meta={fields.postcode} label={h("postcode")} />
        <Field meta={fields.city} label={h("city")} />
        <Field meta={fields.country} label={h("country")} />
        <p className="text-sm text-ink/70 sm:col-span-2">{t("adminHouses.positionHint")}</p>
        <Field meta={fields.lat} label={h("lat")} />
        <Field meta={fields.long} label={h("long")} />
        <PositionPicker latId={fields.lat.id} longId={fields.long.id} lng={lng} />
      </fieldset>
      <TextAreaField meta={fields.descriptionEn} label={h("descriptionEn")} />
      <TextAreaField meta={fields.descriptionDe} label={h("descriptionDe")} />
      <Field meta={fields.checkInFrom} type="time" label={h("checkInFrom")} />
      <Field meta={fields.checkOutUntil} type="time" label={h("checkOutUntil")} />
      <CatalogueCheckboxes
        name="services"
        legend={h("services")}
        types={SERVICE_ENTRY_TYPES}
        checked={fields.services.initialValue}
        error={fields.services.errors}
        lng={lng}
      />
      <CatalogueCheckboxes
        name="paymentMethods"
        legend={h("paymentMethods")}
        types={["paymentMethods"]}
        checked={fields.paymentMethods.initialValue}
        error={fields.paymentMethods.errors}
        lng={lng}
      />
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
        <legend className="text-base font-bold">{h("contact")}</legend>
        <Field meta={fields.contactName} label={h("contactName")} />
        <Field meta={fields.contactEmail} type="email" label={h("contactEmail")} />
        <Field meta={fields.contactPhone} type="tel" label={h("contactPhone")} />
      </fieldset>
    </SaveForm>
  );
}
