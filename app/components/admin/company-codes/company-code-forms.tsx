import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import type { AdminCompanyCode } from "../../../../shared/ota/company-code";
import { BLANK_PLAN_ROW, planRowOf } from "../../../domain/company/company-code-form";
import { useT } from "../../../i18n/use-t";
import { Checkbox, type CodeFields, Field, FormErrors, PlanRows } from "./company-code-fields";

/** The action's answer to one of the page's forms. */
export type CompanyCodeFormAnswer = {
  /** Which form answered: "new", or the edited code's id. */
  form: string;
  lastResult: SubmissionResult<string[]>;
};

/** The form that edits a code: its validity, payments and rate plans. */
/** The form that edits a code: its validity, payments and rate plans. */
export function EditCode({ code, answered }: { code: AdminCompanyCode; answered: CompanyCodeFormAnswer | undefined }) {
  const { t } = useT();
  const [form, fields] = useForm<CodeFields>({
    id: `edit-${code.id}`,
    lastResult: answered?.form === code.id ? answered.lastResult : undefined,
    defaultValue: {
      validFrom: code.validFrom,
      validUntil: code.validUntil,
      active: code.active ? "on" : undefined,
      invoice: code.invoice ? "on" : undefined,
      airplus: code.airplus ? "on" : undefined,
      plans: code.plans.map(planRowOf),
    },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="grid gap-3 sm:grid-cols-2"
      aria-label={`${t("adminCompanyCodes.edit")} ${code.code}`}
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={code.id} />
      <Field meta={fields.validFrom} type="date" label={t("adminCompanyCodes.validFrom")} />
      <Field meta={fields.validUntil} type="date" label={t("adminCompanyCodes.validUntil")} />
      <div className="flex flex-wrap gap-4 sm:col-span-2">
        <Checkbox meta={fields.active} label={t("adminCompanyCodes.active")} />
        <Checkbox meta={fields.invoice} label={t("adminCompanyCodes.invoice")} />
        <Checkbox meta={fields.airplus} label={t("adminCompanyCodes.airplus")} />
      </div>
      <PlanRows form={form} plans={fields.plans} rows={fields.plans.getFieldList()} idPrefix={`edit-${code.code}`} />
      <FormErrors errors={form.errors} />
      <button
        type="submit"
        className="justify-self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
        data-testid={`save-${code.code}`}
      >
        {t("adminCompanyCodes.save")}
      </button>
    </Form>
  );
}

/** The form that creates a code: the company's billing details, validity, payments and rate plans. */
export function NewCode({ answered }: { answered: CompanyCodeFormAnswer | undefined }) {
  const { t } = useT();
  const [form, fields] = useForm<CodeFields>({
    id: "new-code",
    lastResult: answered?.form === "new" ? answered.lastResult : undefined,
    defaultValue: { plans: [BLANK_PLAN_ROW] },
  });
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-3 grid gap-3 sm:grid-cols-2"
      data-testid="new-company-code-form"
    >
      <input type="hidden" name="intent" value="create" />
      <Field meta={fields.code} label={t("adminCompanyCodes.code")} />
      <Field meta={fields.companyName} label={t("adminCompanyCodes.companyName")} />
      <Field meta={fields.street} label={t("adminCompanyCodes.street")} />
      <Field meta={fields.postcode} label={t("adminCompanyCodes.postcode")} />
      <Field meta={fields.city} label={t("adminCompanyCodes.city")} />
      <Field meta={fields.country} label={t("adminCompanyCodes.country")} />
      <Field meta={fields.vatId} label={t("adminCompanyCodes.vatId")} />
      <Field meta={fields.costCentre} label={t("adminCompanyCodes.costCentre")} />
      <Field meta={fields.validFrom} type="date" label={t("adminCompanyCodes.validFrom")} />
      <Field meta={fields.validUntil} type="date" label={t("adminCompanyCodes.validUntil")} />
      <div className="flex flex-wrap gap-4 sm:col-span-2">
        <Checkbox meta={fields.invoice} label={t("adminCompanyCodes.invoice")} />
        <Checkbox meta={fields.airplus} label={t("adminCompanyCodes.airplus")} />
      </div>
      <PlanRows form={form} plans={fields.plans} rows={fields.plans.getFieldList()} idPrefix="new" />
      <FormErrors errors={form.errors} />
      <button
        type="submit"
        className="justify-self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg sm:col-span-2"
      >
        {t("adminCompanyCodes.create")}
      </button>
    </Form>
  );
}
