import { useForm } from "@conform-to/react";
import { KNOWN_CHANNELS } from "../../../../shared/ota/listing";
import { BOOKING_MODES } from "../../../domain/admin/apartment-type-form";
import { useT } from "../../../i18n/use-t";
import { Field } from "../company-codes/company-code-fields";
import { CatalogueCheckboxes, SERVICE_ENTRY_TYPES } from "./catalogue-checkboxes";
import { type RecordFormProps, SaveForm } from "./save-form";
import { TextAreaField } from "./text-area-field";

type Channel = (typeof KNOWN_CHANNELS)[number];
type TextField =
  | "nameEn"
  | "nameDe"
  | "descriptionEn"
  | "descriptionDe"
  | "sizeMin"
  | "sizeMax"
  | "bedrooms"
  | "bathrooms"
  | "beds"
  | "maxOccupancy"
  | "units"
  | "minStay"
  | "maxStay"
  | "bookingMode"
  | "baseNightly"
  | "cleaningFee"
  | `channel_${Channel}`;
/** The form's fields as the browser holds them. */
export type TypeFields = { [K in TextField]?: string } & { services?: string[] };
type Label =
  | Exclude<TextField, `channel_${Channel}` | "baseNightly" | "cleaningFee">
  | "layout"
  | "booking"
  | "services"
  | "channels";

/**
 * An apartment type's form (new and edit): names and descriptions in both languages, size, rooms,
 * beds, occupancy, units, services, stay limits, booking mode, channel links, base price and cleaning
 * fee (in the house's currency). `notice`: a refusal to show above the button (units below bookings).
 */
export function ApartmentTypeForm({
  id,
  lastResult,
  defaultValue,
  currency,
  submitLabel,
  lng,
}: RecordFormProps<TypeFields> & {
  currency: string;
}) {
  const { t } = useT();
  const [form, fields] = useForm<TypeFields>({ id, lastResult, defaultValue, shouldRevalidate: "onBlur" });
  const h = (key: Label) => t(`adminHouses.fields.${key}`);
  return (
    <SaveForm form={form} submitLabel={submitLabel} testId="apartment-type-save">
      <Field meta={fields.nameEn} label={h("nameEn")} />
      <Field meta={fields.nameDe} label={h("nameDe")} />
      <TextAreaField meta={fields.descriptionEn} label={h("descriptionEn")} />
      <TextAreaField meta={fields.descriptionDe} label={h("descriptionDe")} />
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-4">
        <legend className="text-base font-bold">{h("layout")}</legend>
        <Field meta={fields.sizeMin} label={h("sizeMin")} />
        <Field meta={fields.sizeMax} label={h("sizeMax")} />
        <Field meta={fields.bedrooms} type="number" label={h("bedrooms")} />
        <Field meta={fields.bathrooms} type="number" label={h("bathrooms")} />
        <Field meta={fields.beds} type="number" label={h("beds")} />
        <Field meta={fields.maxOccupancy} type="number" label={h("maxOccupancy")} />
        <Field meta={fields.units} type="number" label={h("units")} />
      </fieldset>
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-3">
        <legend className="text-base font-bold">{h("booking")}</legend>
        <Field meta={fields.minStay} type="number" label={h("minStay")} />
        <Field meta={fields.maxStay} type="number" label={h("maxStay")} />
        <Field
          meta={fields.bookingMode}
          label={h("bookingMode")}
          options={BOOKING_MODES.map((mode) => ({ value: mode, label: t(`adminHouses.bookingModes.${mode}`) }))}
        />
        <Field meta={fields.baseNightly} label={t("adminHouses.fields.baseNightly", { currency })} />
        <Field meta={fields.cleaningFee} label={t("adminHouses.fields.cleaningFee", { currency })} />
      </fieldset>
      <CatalogueCheckboxes
        name="services"
        legend={h("services")}
        types={SERVICE_ENTRY_TYPES}
        checked={fields.services.initialValue}
        error={fields.services.errors}
        lng={lng}
      />
      <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-4">
        <legend className="text-base font-bold">{h("channels")}</legend>
        {KNOWN_CHANNELS.map((channel) => (
          <Field key={channel} meta={fields[`channel_${channel}`]} label={channel} />
        ))}
      </fieldset>
    </SaveForm>
  );
}
