import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { KNOWN_CHANNELS } from "../../../../shared/ota/listing";
import type { Language } from "../../../../shared/tenancy/tenant";
import { BOOKING_MODES } from "../../../domain/admin/apartment-type-form";
import { useT } from "../../../i18n/use-t";
import { Field, FormErrors } from "../company-codes/company-code-fields";
import { CatalogueCheckboxes, SERVICE_ENTRY_TYPES } from "./catalogue-checkboxes";
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
}: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: TypeFields;
  currency: string;
  submitLabel: string;
  lng: Language;
}) {
  const { t } = useT();
  const [form, fields] = useForm<TypeFields>({ id, lastResult, defaultValue, shouldRevalidate: "onBlur" });
  const h = (key: Label) => t(`adminHouses.fields.${key}`);
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 grid max-w-4xl gap-4 sm:grid-cols-2" data-testid={id}>
      <input type="hidden" name="intent" value="save" />
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
      <FormErrors errors={form.errors} />
      <button
        type="submit"
        className="justify-self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
        data-testid="apartment-type-save"
      >
        {submitLabel}
      </button>
    </Form>
  );
}
