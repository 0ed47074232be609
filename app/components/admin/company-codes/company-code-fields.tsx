import { type FieldMetadata, type FormMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { BLANK_PLAN_ROW, PLAN_RATE_KINDS, PLAN_SCOPES } from "../../../domain/company/company-code-form";
import { useMessage } from "../../../i18n/use-message";
import { useT } from "../../../i18n/use-t";
import { fieldClass } from "../../checkout/step-form";
import { LabelledField } from "../../forms/labelled-field";

const inputClass = fieldClass;

/** A labelled input or select bound to a conform field, with its translated error. */
export function Field({
  meta,
  label,
  type = "text",
  options,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "date" | "number" | "time" | "email" | "tel";
  /** A choice of these values (a select) instead of a typed input. */
  options?: readonly { value: string; label: string }[];
  className?: string;
}) {
  const message = useMessage();
  return (
    <LabelledField label={label} field={meta} error={message(meta.errors?.[0])} className={className}>
      {options ? (
        <select {...getSelectProps(meta)} className={inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...getInputProps(meta, { type })} className={inputClass} />
      )}
    </LabelledField>
  );
}

export function Checkbox({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input {...getInputProps(meta, { type: "checkbox" })} className="size-4" />
      {label}
    </label>
  );
}

export type PlanFields = { id?: string; scopeKind: string; scopeId?: string; rateKind: string; rateValue?: string };
/** The fields of both forms as the browser holds them (the new-code form has no `active`, the edit form no billing). */
export type CodeFields = {
  code?: string;
  companyName?: string;
  street?: string;
  postcode?: string;
  city?: string;
  country?: string;
  vatId?: string;
  costCentre?: string;
  validFrom?: string;
  validUntil?: string;
  active?: string;
  invoice?: string;
  airplus?: string;
  plans: PlanFields[];
};

/**
 * The plan rows of a code's form: each a group with its scope and rate, a remove button (while more
 * than one), and "add another plan" below. Both buttons are conform list intents: submit buttons that
 * the server answers with the form re-rendered, so they work without JavaScript.
 */
export function PlanRows({
  form,
  plans,
  rows,
  idPrefix,
}: {
  form: FormMetadata<CodeFields, string[]>;
  plans: FieldMetadata<PlanFields[], CodeFields, string[]>;
  /** plans.getFieldList(), read by the form's own component so that it re-renders when rows change. */
  rows: ReturnType<FieldMetadata<PlanFields[], CodeFields, string[]>["getFieldList"]>;
  idPrefix: string;
}) {
  const { t } = useT();
  const message = useMessage();
  const listError = message(plans.errors?.[0]);
  return (
    <fieldset className="grid gap-3 sm:col-span-2" data-testid={`${idPrefix}-plans`}>
      <legend className="text-base font-bold">{t("adminCompanyCodes.plansTitle")}</legend>
      {listError ? <p className="text-sm font-medium text-red-700">{listError}</p> : null}
      {rows.map((row, index) => {
        const fields = row.getFieldset();
        const n = index + 1;
        return (
          <fieldset
            key={row.key}
            className="grid gap-3 rounded-lg border border-black/15 p-3 sm:grid-cols-2"
            data-testid="plan-row"
          >
            <legend className="px-1 text-sm font-semibold">{t("adminCompanyCodes.planLegend", { n })}</legend>
            {fields.id.initialValue ? (
              <input type="hidden" name={fields.id.name} value={fields.id.initialValue} />
            ) : null}
            <Field
              meta={fields.scopeKind}
              label={t("adminCompanyCodes.scope")}
              options={PLAN_SCOPES.map((kind) => ({ value: kind, label: t(`adminCompanyCodes.scopes.${kind}`) }))}
            />
            <Field meta={fields.scopeId} label={t("adminCompanyCodes.scopeId")} />
            <Field
              meta={fields.rateKind}
              label={t("adminCompanyCodes.rateKind")}
              options={PLAN_RATE_KINDS.map((kind) => ({
                value: kind,
                label: t(`adminCompanyCodes.rateKinds.${kind}`),
              }))}
            />
            <Field meta={fields.rateValue} label={t("adminCompanyCodes.rateValue")} />
            {rows.length > 1 ? (
              <button
                type="submit"
                {...form.remove.getButtonProps({ name: plans.name, index })}
                className="justify-self-start text-sm font-semibold text-red-800 underline sm:col-span-2"
              >
                {t("adminCompanyCodes.removePlan", { n })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button
        type="submit"
        {...form.insert.getButtonProps({ name: plans.name, defaultValue: BLANK_PLAN_ROW })}
        className="justify-self-start rounded-md border border-ink/30 bg-white px-3 py-1.5 text-sm font-semibold"
      >
        {t("adminCompanyCodes.addPlan")}
      </button>
    </fieldset>
  );
}

export function FormErrors({ errors }: { errors: string[] | undefined }) {
  const message = useMessage();
  return errors?.length ? (
    <p className="text-sm font-medium text-red-700 sm:col-span-2" role="alert">
      {errors.map((key) => message(key)).join(" ")}
    </p>
  ) : null;
}
