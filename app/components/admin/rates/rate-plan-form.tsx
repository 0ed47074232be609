import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { FEE_KINDS } from "../../../domain/admin/rates-form";
import { useT } from "../../../i18n/use-t";
import { Checkbox, Field } from "../company-codes/company-code-fields";
import { SaveForm } from "../houses/save-form";

type PlanFields = {
  id?: string;
  code?: string;
  name?: { en?: string; de?: string };
  factorPercent?: string;
  freeDays?: string;
  feeKind?: string;
  feePercent?: string;
  noticeDays?: string;
  active?: string;
};

/**
 * One rate plan's form (a stored plan's, or the new plan's without `planId`): code, names in both
 * languages, its price in % of the type's prices, cancellation terms (free until N days before
 * arrival, then a fee), long stays' notice, active. A stored plan has its remove button below, which
 * the page refuses for a plan bookings name (then it can be deactivated).
 */
export function RatePlanForm({
  formId,
  planId,
  lastResult,
  defaultValue,
  booked,
}: {
  formId: string;
  planId?: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: PlanFields;
  booked?: boolean;
}) {
  const { t } = useT();
  const [form, fields] = useForm<PlanFields>({ id: formId, lastResult, defaultValue, shouldRevalidate: "onBlur" });
  const name = fields.name.getFieldset();
  const l = (key: string) => t(`adminRates.plans.${key}` as "adminRates.plans.code");
  return (
    <div className="rounded-lg border border-black/15 bg-white p-4" data-testid="rate-plan">
      <SaveForm form={form} submitLabel={l(planId ? "save" : "add")} testId={`${formId}-save`}>
        <input type="hidden" name="form" value={formId} />
        {planId ? <input type="hidden" name="id" value={planId} /> : null}
        <Field meta={fields.code} label={l("code")} />
        <Field meta={fields.factorPercent} label={l("factorPercent")} />
        <Field meta={name.en} label={l("nameEn")} />
        <Field meta={name.de} label={l("nameDe")} />
        <fieldset className="grid gap-3 sm:col-span-2 sm:grid-cols-4">
          <legend className="text-base font-bold">{l("cancellation")}</legend>
          <Field meta={fields.freeDays} type="number" label={l("freeDays")} />
          <Field
            meta={fields.feeKind}
            label={l("feeKind")}
            options={FEE_KINDS.map((kind) => ({ value: kind, label: l(`feeKinds.${kind}`) }))}
          />
          <Field meta={fields.feePercent} type="number" label={l("feePercent")} />
          <Field meta={fields.noticeDays} type="number" label={l("noticeDays")} />
        </fieldset>
        <Checkbox meta={fields.active} label={l("active")} />
      </SaveForm>
      {planId ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="form" value="remove-plan" />
          <input type="hidden" name="id" value={planId} />
          {booked ? <p className="text-sm text-ink/70">{l("bookedHint")}</p> : null}
          <button
            type="submit"
            className="mt-1 rounded-md border border-red-800 bg-white px-3 py-1.5 text-sm font-semibold text-red-800"
            data-testid={`${formId}-remove`}
          >
            {l("remove")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}
