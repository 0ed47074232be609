import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import { adminOtaFor, requireAdmin } from "~/.server/auth/admin-access.server";
import { getLocale } from "~/.server/i18n/i18n-middleware.server";
import { logger } from "~/.server/logger.server";
import { Alert } from "~/components/ui/alert";
import {
  createCompanyCodeRequestOf,
  editCompanyCodeFormSchema,
  formErrors,
  newCompanyCodeFormSchema,
  updateCompanyCodeRequestOf,
} from "~/domain/company/company-code-form";
import type { AdminCompanyCode, CompanyRatePlan } from "~/domain/ota/company-code";
import { useMessage } from "~/i18n/use-message";
import type { Route } from "./+types/admin.company-codes";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The operators' company codes (docs/decisions/0032-company-rates.md): list, create, edit validity, deactivate. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const url = new URL(args.request.url);
  const done = url.searchParams.get("done");
  const doneCode = url.searchParams.get("code");
  const result = await adminOtaFor(args.context).listCompanyCodes(tenant.ibeUid);
  if (!result.ok) {
    logger.warn("admin: company codes unavailable", { status: result.status, code: result.code });
    return data({ lng, codes: null, done: null, doneCode: null }, { status: 502 });
  }
  return {
    lng,
    codes: result.data.items,
    done: done === "created" || done === "saved" ? done : null,
    doneCode: doneCode && /^[A-Z0-9-]{1,32}$/.test(doneCode) ? doneCode : null,
  };
}

type ActionData = {
  intent: "create" | "update";
  id?: string;
  values: Record<string, string>;
  errors: Record<string, string>;
};

export async function action(args: Route.ActionArgs) {
  const { tenant } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const ota = adminOtaFor(args.context);
  const form = await args.request.formData();
  const values = Object.fromEntries([...form].map(([key, value]) => [key, String(value)]));
  const back = (done: "created" | "saved", code: string) =>
    redirect(`/${lng}/admin/company-codes?done=${done}&code=${encodeURIComponent(code)}`, 303);
  const refuse = (answer: ActionData, status: number) => data(answer, { status });

  if (values.intent === "create") {
    const parsed = newCompanyCodeFormSchema.safeParse(values);
    if (!parsed.success) return refuse({ intent: "create", values, errors: formErrors(parsed.error) }, 400);
    const existing = await ota.listCompanyCodes(tenant.ibeUid);
    if (existing.ok && existing.data.items.some((item) => item.code === parsed.data.code))
      return refuse({ intent: "create", values, errors: { code: "companyRates.admin.errors.taken" } }, 400);
    const result = await ota.createCompanyCode(tenant.ibeUid, createCompanyCodeRequestOf(parsed.data));
    if (result.ok) return back("created", result.data.code);
    logger.warn("admin: company code not created", { status: result.status, code: result.code });
    // The code was free: what the OTA refuses then is the plan's property or apartment type.
    if (result.status === 400)
      return refuse({ intent: "create", values, errors: { scopeId: "companyRates.admin.errors.scopeId" } }, 400);
    return refuse({ intent: "create", values, errors: { form: "companyRates.admin.errors.failed" } }, 502);
  }
  if (values.intent === "update" && values.id && /^[A-Za-z0-9_-]{1,80}$/.test(values.id)) {
    const parsed = editCompanyCodeFormSchema.safeParse(values);
    if (!parsed.success)
      return refuse({ intent: "update", id: values.id, values, errors: formErrors(parsed.error) }, 400);
    const result = await ota.updateCompanyCode(tenant.ibeUid, values.id, updateCompanyCodeRequestOf(parsed.data));
    if (result.ok) return back("saved", result.data.code);
    logger.warn("admin: company code not saved", { status: result.status, code: result.code });
    const status = result.status === 404 ? 404 : result.status === 400 ? 400 : 502;
    return refuse(
      { intent: "update", id: values.id, values, errors: { form: "companyRates.admin.errors.failed" } },
      status,
    );
  }
  return refuse({ intent: "update", values, errors: { form: "companyRates.admin.errors.failed" } }, 400);
}

const inputClass = "mt-1 block w-full rounded-md border border-ink/30 bg-white px-3 py-2";

function Field({
  name,
  label,
  type = "text",
  defaultValue,
  error,
  idPrefix,
  options,
}: {
  name: string;
  label: string;
  type?: string;
  defaultValue?: string;
  error?: string | undefined;
  idPrefix: string;
  /** A choice of these values (a select) instead of a typed input. */
  options?: readonly { value: string; label: string }[];
}) {
  const message = useMessage();
  const id = `${idPrefix}-${name}`;
  const control = {
    id,
    name,
    defaultValue,
    className: inputClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {options ? (
        <select {...control}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...control} type={type} />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {message(error)}
        </p>
      ) : null}
    </div>
  );
}

function Checkbox({ name, label, defaultChecked }: { name: string; label: string; defaultChecked: boolean }) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} defaultChecked={defaultChecked} className="size-4" />
      {label}
    </label>
  );
}

function planText(
  plan: CompanyRatePlan,
  t: (key: string, values?: Record<string, string | number>) => string | undefined,
): string {
  const rate =
    plan.rate.kind === "percent"
      ? t("companyRates.admin.percentOff", { percent: plan.rate.percent })
      : t("companyRates.admin.fixedNightly", { amount: (plan.rate.amount / 100).toFixed(2) });
  const scope =
    plan.scope.kind === "all"
      ? t("companyRates.admin.scopeAll")
      : plan.scope.kind === "property"
        ? t("companyRates.admin.scopeProperty", { id: plan.scope.id })
        : t("companyRates.admin.scopeApartmentType", { id: plan.scope.id });
  return `${rate} · ${scope}`;
}

function EditCode({ code, failed }: { code: AdminCompanyCode; failed: ActionData | undefined }) {
  const { t } = useTranslation();
  const message = useMessage();
  const mine = failed?.intent === "update" && failed.id === code.id ? failed : undefined;
  const value = (name: "validFrom" | "validUntil") => mine?.values[name] ?? code[name];
  const checked = (name: "invoice" | "airplus" | "active") => (mine ? mine.values[name] === "on" : code[name]);
  const prefix = `edit-${code.id}`;
  return (
    <Form
      method="post"
      className="grid gap-2 sm:grid-cols-2"
      aria-label={`${t("companyRates.admin.edit")} ${code.code}`}
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={code.id} />
      <Field
        idPrefix={prefix}
        name="validFrom"
        type="date"
        label={t("companyRates.admin.validFrom")}
        defaultValue={value("validFrom")}
        error={mine?.errors.validFrom}
      />
      <Field
        idPrefix={prefix}
        name="validUntil"
        type="date"
        label={t("companyRates.admin.validUntil")}
        defaultValue={value("validUntil")}
        error={mine?.errors.validUntil}
      />
      <div className="flex flex-wrap gap-4 sm:col-span-2">
        <Checkbox name="active" label={t("companyRates.admin.active")} defaultChecked={checked("active")} />
        <Checkbox name="invoice" label={t("companyRates.admin.invoice")} defaultChecked={checked("invoice")} />
        <Checkbox name="airplus" label={t("companyRates.admin.airplus")} defaultChecked={checked("airplus")} />
      </div>
      {mine?.errors.form ? <p className="text-sm text-red-800 sm:col-span-2">{message(mine.errors.form)}</p> : null}
      <button
        type="submit"
        className="justify-self-start rounded-md border border-ink/30 bg-white px-4 py-2 font-semibold"
        data-testid={`save-${code.code}`}
      >
        {t("companyRates.admin.save")}
      </button>
    </Form>
  );
}

export default function AdminCompanyCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const { codes, done, doneCode } = loaderData;
  const creating = actionData?.intent === "create" ? actionData : undefined;
  const v = (name: string, fallback = "") => creating?.values[name] ?? fallback;
  const e = (name: string) => creating?.errors[name];
  return (
    <section aria-labelledby="admin-company-codes-title" data-testid="admin-company-codes">
      <title>{t("companyRates.admin.title")}</title>
      <h1 id="admin-company-codes-title" className="text-2xl font-bold">
        {t("companyRates.admin.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-ink/80">{t("companyRates.admin.intro")}</p>
      {done && doneCode ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="company-code-done">{message(`companyRates.admin.${done}`, { code: doneCode })}</span>
        </Alert>
      ) : null}
      {codes === null ? (
        <Alert variant="error" className="mt-6">
          {t("companyRates.admin.errors.failed")}
        </Alert>
      ) : codes.length === 0 ? (
        <p className="mt-6">{t("companyRates.admin.empty")}</p>
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
                  {t(`companyRates.admin.statuses.${code.status}`)}
                </span>
              </div>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold">{t("companyRates.admin.validity")}</dt>
                <dd>
                  {code.validFrom} – {code.validUntil}
                </dd>
                <dt className="font-semibold">{t("companyRates.admin.rates")}</dt>
                <dd>{code.plans.map((plan) => planText(plan, message)).join("; ")}</dd>
                <dt className="font-semibold">{t("companyRates.admin.payments")}</dt>
                <dd>
                  {[
                    code.invoice ? t("companyRates.admin.invoice") : null,
                    code.airplus ? t("companyRates.admin.airplus") : null,
                  ]
                    .filter(Boolean)
                    .join(", ") || "–"}
                </dd>
              </dl>
              <details className="mt-3">
                <summary className="cursor-pointer font-semibold text-brand">{t("companyRates.admin.edit")}</summary>
                <div className="mt-3">
                  <EditCode code={code} failed={actionData} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby="new-company-code" className="mt-10 max-w-3xl">
        <h2 id="new-company-code" className="text-xl font-bold">
          {t("companyRates.admin.newTitle")}
        </h2>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="new-company-code-form">
          <input type="hidden" name="intent" value="create" />
          <Field
            idPrefix="new"
            name="code"
            label={t("companyRates.admin.code")}
            defaultValue={v("code")}
            error={e("code")}
          />
          <Field
            idPrefix="new"
            name="companyName"
            label={t("companyRates.admin.companyName")}
            defaultValue={v("companyName")}
            error={e("companyName")}
          />
          <Field idPrefix="new" name="street" label={t("companyRates.admin.street")} defaultValue={v("street")} />
          <Field idPrefix="new" name="postcode" label={t("companyRates.admin.postcode")} defaultValue={v("postcode")} />
          <Field idPrefix="new" name="city" label={t("companyRates.admin.city")} defaultValue={v("city")} />
          <Field
            idPrefix="new"
            name="country"
            label={t("companyRates.admin.country")}
            defaultValue={v("country")}
            error={e("country")}
          />
          <Field idPrefix="new" name="vatId" label={t("companyRates.admin.vatId")} defaultValue={v("vatId")} />
          <Field
            idPrefix="new"
            name="costCentre"
            label={t("companyRates.admin.costCentre")}
            defaultValue={v("costCentre")}
          />
          <Field
            idPrefix="new"
            name="validFrom"
            type="date"
            label={t("companyRates.admin.validFrom")}
            defaultValue={v("validFrom")}
            error={e("validFrom")}
          />
          <Field
            idPrefix="new"
            name="validUntil"
            type="date"
            label={t("companyRates.admin.validUntil")}
            defaultValue={v("validUntil")}
            error={e("validUntil")}
          />
          <Field
            idPrefix="new"
            name="scopeKind"
            label={t("companyRates.admin.scope")}
            defaultValue={v("scopeKind", "all")}
            error={e("scopeKind")}
            options={(["all", "property", "apartmentType"] as const).map((kind) => ({
              value: kind,
              label: t(`companyRates.admin.scopes.${kind}`),
            }))}
          />
          <Field
            idPrefix="new"
            name="scopeId"
            label={t("companyRates.admin.scopeId")}
            defaultValue={v("scopeId")}
            error={e("scopeId")}
          />
          <Field
            idPrefix="new"
            name="rateKind"
            label={t("companyRates.admin.rateKind")}
            defaultValue={v("rateKind", "percent")}
            options={(["percent", "fixedNightly"] as const).map((kind) => ({
              value: kind,
              label: t(`companyRates.admin.rateKinds.${kind}`),
            }))}
          />
          <Field
            idPrefix="new"
            name="rateValue"
            label={t("companyRates.admin.rateValue")}
            defaultValue={v("rateValue")}
            error={e("rateValue")}
          />
          <div className="flex flex-wrap gap-4 sm:col-span-2">
            <Checkbox name="invoice" label={t("companyRates.admin.invoice")} defaultChecked={v("invoice") === "on"} />
            <Checkbox name="airplus" label={t("companyRates.admin.airplus")} defaultChecked={v("airplus") === "on"} />
          </div>
          {e("form") ? <p className="text-sm text-red-800 sm:col-span-2">{message(e("form"))}</p> : null}
          <button
            type="submit"
            className="justify-self-start rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg sm:col-span-2"
          >
            {t("companyRates.admin.create")}
          </button>
        </Form>
      </section>
    </section>
  );
}
