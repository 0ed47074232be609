import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { data, Form, redirect } from "react-router";
import { adminOtaFor, requireAdmin } from "~/.server/auth/admin-access.server";
import { failedUpstreamStatus } from "~/.server/http/upstream-failure.server";
import { logger } from "~/.server/logger.server";
import { getLocale } from "~/.server/middleware/i18n.server";
import { fieldClass } from "~/components/checkout/step-form";
import { LabelledField } from "~/components/forms/labelled-field";
import { Alert } from "~/components/ui/alert";
import {
  BLANK_PLAN_ROW,
  createCompanyCodeRequestOf,
  editCompanyCodeFormSchema,
  newCompanyCodeFormSchema,
  PLAN_RATE_KINDS,
  PLAN_SCOPES,
  planRowOf,
  updateCompanyCodeRequestOf,
} from "~/domain/company/company-code-form";
import type { AdminCompanyCode, CompanyRatePlan } from "~/domain/ota/company-code";
import { parseWithSchema } from "~/forms/parse-with-schema";
import { useMessage } from "~/i18n/use-message";
import { useT } from "~/i18n/use-t";
import type { Route } from "./+types/admin.company-codes";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The operators' company codes (docs/decisions/0032-company-rates.md, 0038): list; create and edit a code
 * with its rate plans (conform's list intents add and remove plan rows, with or without JavaScript).
 */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const url = new URL(args.request.url);
  const done = url.searchParams.get("done");
  const doneCode = url.searchParams.get("code");
  const result = await adminOtaFor(args.context).listCompanyCodes(tenant.ibeUid);
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { log: "admin: company codes unavailable" });
    return data({ lng, codes: null, done: null, doneCode: null }, { status });
  }
  return {
    lng,
    codes: result.data.items,
    done: done === "created" || done === "saved" ? done : null,
    doneCode: doneCode && /^[A-Z0-9-]{1,32}$/.test(doneCode) ? doneCode : null,
  };
}

type ActionData = {
  /** Which form answered: "new", or the edited code's id. */
  form: string;
  lastResult: SubmissionResult<string[]>;
};

const E = "adminCompanyCodes.errors";

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const ota = adminOtaFor(args.context);
  const formData = await args.request.formData();
  const back = (done: "created" | "saved", code: string) =>
    redirect(`/${lng}/admin/company-codes?done=${done}&code=${encodeURIComponent(code)}`, 303);
  const answer = (form: string, lastResult: SubmissionResult<string[]>, status: number) =>
    data<ActionData>({ form, lastResult }, { status });
  /** The OTA's refusal of a plan's property or apartment type, on that plan's row. */
  const scopeError = (details: Record<string, unknown> | undefined) => {
    const index = typeof details?.planIndex === "number" ? details.planIndex : 0;
    return { [`plans[${index}].scopeId`]: [`${E}.scopeId`] };
  };

  if (formData.get("intent") === "create") {
    const submission = parseWithSchema(formData, newCompanyCodeFormSchema);
    // A list intent (add or remove a plan row) answers the form as it is now, with the rows changed.
    if (submission.status !== "success") return answer("new", submission.reply(), submission.status ? 400 : 200);
    const existing = await ota.listCompanyCodes(tenant.ibeUid);
    if (existing.ok && existing.data.items.some((item) => item.code === submission.value.code))
      return answer("new", submission.reply({ fieldErrors: { code: [`${E}.taken`] } }), 400);
    const result = await ota.createCompanyCode(tenant.ibeUid, createCompanyCodeRequestOf(submission.value));
    if (result.ok) return back("created", result.data.code);
    logger.warn("admin: company code not created", { status: result.status, code: result.code });
    // The code was free: what the OTA refuses then is a plan's property or apartment type.
    if (result.status === 400) return answer("new", submission.reply({ fieldErrors: scopeError(result.details) }), 400);
    return answer("new", submission.reply({ formErrors: [`${E}.failed`] }), failedUpstreamStatus(result));
  }
  const id = String(formData.get("id") ?? "");
  if (formData.get("intent") === "update" && /^[A-Za-z0-9_-]{1,80}$/.test(id)) {
    const submission = parseWithSchema(formData, editCompanyCodeFormSchema);
    if (submission.status !== "success") return answer(id, submission.reply(), submission.status ? 400 : 200);
    const result = await ota.updateCompanyCode(tenant.ibeUid, id, updateCompanyCodeRequestOf(submission.value));
    if (result.ok) return back("saved", result.data.code);
    logger.warn("admin: company code not saved", { status: result.status, code: result.code });
    if (result.status === 400) return answer(id, submission.reply({ fieldErrors: scopeError(result.details) }), 400);
    return answer(
      id,
      submission.reply({ formErrors: [`${E}.failed`] }),
      failedUpstreamStatus(result, { passOn: [404] }),
    );
  }
  return answer("new", { status: "error", error: { "": [`${E}.failed`] } }, 400);
}

const inputClass = fieldClass;

/** A labelled input or select bound to a conform field, with its translated error. */
function Field({
  meta,
  label,
  type = "text",
  options,
  className,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "date";
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

function Checkbox({ meta, label }: { meta: FieldMetadata<string | undefined>; label: string }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input {...getInputProps(meta, { type: "checkbox" })} className="size-4" />
      {label}
    </label>
  );
}

type PlanFields = { id?: string; scopeKind: string; scopeId?: string; rateKind: string; rateValue?: string };
/** The fields of both forms as the browser holds them (the new-code form has no `active`, the edit form no billing). */
type CodeFields = {
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
function PlanRows({
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

function FormErrors({ errors }: { errors: string[] | undefined }) {
  const message = useMessage();
  return errors?.length ? (
    <p className="text-sm font-medium text-red-700 sm:col-span-2" role="alert">
      {errors.map((key) => message(key)).join(" ")}
    </p>
  ) : null;
}

function planText(
  plan: CompanyRatePlan,
  t: (key: string, values?: Record<string, string | number>) => string | undefined,
): string {
  const rate =
    plan.rate.kind === "percent"
      ? t("adminCompanyCodes.percentOff", { percent: plan.rate.percent })
      : t("adminCompanyCodes.fixedNightly", { amount: (plan.rate.amount / 100).toFixed(2) });
  const scope =
    plan.scope.kind === "all"
      ? t("adminCompanyCodes.scopeAll")
      : plan.scope.kind === "property"
        ? t("adminCompanyCodes.scopeProperty", { id: plan.scope.id })
        : t("adminCompanyCodes.scopeApartmentType", { id: plan.scope.id });
  return `${rate} · ${scope}`;
}

function EditCode({ code, answered }: { code: AdminCompanyCode; answered: ActionData | undefined }) {
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

function NewCode({ answered }: { answered: ActionData | undefined }) {
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

export default function AdminCompanyCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { codes, done, doneCode } = loaderData;
  return (
    <section aria-labelledby="admin-company-codes-title" data-testid="admin-company-codes">
      <title>{t("adminCompanyCodes.title")}</title>
      <h1 id="admin-company-codes-title" className="text-2xl font-bold">
        {t("adminCompanyCodes.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-ink/80">{t("adminCompanyCodes.intro")}</p>
      {done && doneCode ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="company-code-done">{message(`adminCompanyCodes.${done}`, { code: doneCode })}</span>
        </Alert>
      ) : null}
      {codes === null ? (
        <Alert variant="error" className="mt-6">
          {t("adminCompanyCodes.errors.failed")}
        </Alert>
      ) : codes.length === 0 ? (
        <p className="mt-6">{t("adminCompanyCodes.empty")}</p>
      ) : (
        <ul className="mt-6 grid gap-4" data-testid="company-code-list">
          {codes.map((code) => (
            <li
              key={code.id}
              className="rounded-xl border border-black/10 bg-white p-4"
              data-testid="company-code-row"
              data-code={code.code}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-bold">
                  <span className="font-mono">{code.code}</span> · {code.billing.companyName}
                </h2>
                <span
                  className="rounded bg-surface px-2 py-0.5 text-sm font-semibold"
                  data-testid="company-code-status"
                >
                  {t(`adminCompanyCodes.statuses.${code.status}`)}
                </span>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">{t("adminCompanyCodes.validity")}</dt>
                <dd>
                  {code.validFrom} – {code.validUntil}
                </dd>
                <dt className="font-semibold">{t("adminCompanyCodes.rates")}</dt>
                <dd>
                  <ul data-testid="company-code-plans">
                    {code.plans.map((plan) => (
                      <li key={plan.id}>{planText(plan, message)}</li>
                    ))}
                  </ul>
                </dd>
                <dt className="font-semibold">{t("adminCompanyCodes.payments")}</dt>
                <dd>
                  {[
                    code.invoice ? t("adminCompanyCodes.invoice") : null,
                    code.airplus ? t("adminCompanyCodes.airplus") : null,
                  ]
                    .filter(Boolean)
                    .join(", ") || "–"}
                </dd>
              </dl>
              <details className="mt-3" open={actionData?.form === code.id}>
                <summary className="cursor-pointer font-semibold text-brand">{t("adminCompanyCodes.edit")}</summary>
                <div className="mt-3">
                  <EditCode code={code} answered={actionData} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="new-company-code" className="mt-10 max-w-3xl">
        <h2 id="new-company-code" className="text-xl font-bold">
          {t("adminCompanyCodes.newTitle")}
        </h2>
        <NewCode answered={actionData} />
      </section>
    </section>
  );
}
