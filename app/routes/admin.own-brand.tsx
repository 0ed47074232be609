import type { SubmissionResult } from "@conform-to/react";
import { useForm } from "@conform-to/react";
import { data, redirect } from "react-router";
import { requireAdmin } from "../.server/auth/admin-access.server";
import { actorOf } from "../.server/brands/brand-pages.server";
import { brandStore } from "../.server/brands/brand-store-port.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { OperatorFields } from "../components/admin/brands/operator-fields";
import { DefinitionList } from "../components/admin/definition-list";
import { SaveForm } from "../components/admin/houses/save-form";
import { Alert } from "../components/ui/alert";
import {
  missingLanguageTexts,
  operatorFormSchema,
  operatorFormValuesOf,
  operatorOfForm,
} from "../domain/brands/brand-form";
import { parseWithSchema } from "../forms/parse-with-schema";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.own-brand";

/** The admin's own brand as stored (every admin of a brand; the platform's admin sees the platform brand). */
async function ownBrand(args: Route.LoaderArgs | Route.ActionArgs) {
  const access = await requireAdmin(args);
  const stored = await brandStore(args.context).get(access.tenant.ibeUid);
  if (!stored) throw data(null, { status: 404 });
  return { access, stored };
}

/** A brand's admin: their brand's settings to read, and its legal details and bank account to keep up to date. */
export async function loader(args: Route.LoaderArgs) {
  const { stored } = await ownBrand(args);
  const { tenant } = stored;
  return {
    lng: getLocale(args.context),
    title: getI18n(args.context).t("adminBrands.own.title"),
    brand: {
      name: tenant.name,
      hosts: tenant.hosts,
      languages: tenant.languages,
      defaultLanguage: tenant.defaultLanguage,
      currencies: tenant.currencies,
      defaultCurrency: tenant.defaultCurrency,
      theme: tenant.theme,
      features: tenant.features,
      paymentMethods: tenant.paymentMethods,
      contact: tenant.contact,
      status: stored.status,
    },
    values: operatorFormValuesOf(tenant),
    done: new URL(args.request.url).searchParams.get("done") === "operatorSaved",
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const { access, stored } = await ownBrand(args);
  const lng = getLocale(args.context);
  const formData = await args.request.formData();
  const submission = parseWithSchema(formData, operatorFormSchema);
  const answer = (lastResult: SubmissionResult<string[]>, status: number) => data({ lastResult }, { status });
  if (submission.status !== "success") return answer(submission.reply(), 400);
  const missing = missingLanguageTexts(Object.fromEntries(formData), stored.tenant.languages);
  if (Object.keys(missing).length > 0) return answer(submission.reply({ fieldErrors: missing }), 400);
  const { operator, bankAccount } = operatorOfForm(submission.value);
  const { bankAccount: _old, ...rest } = stored.tenant;
  const tenant = { ...rest, operator, ...(bankAccount ? { bankAccount } : {}) };
  if (tenant.paymentMethods.includes("bankTransfer") && !bankAccount)
    return answer(submission.reply({ fieldErrors: { bankIban: ["adminBrands.errors.iban"] } }), 400);
  const saved = await brandStore(args.context).saveDetails(
    { tenant, status: stored.status },
    actorOf(access),
    stored.version,
  );
  if (!saved.ok && saved.code === "version_conflict")
    return answer(submission.reply({ formErrors: ["adminBrands.errors.stale"] }), 409);
  if (!saved.ok) throw new Error(`brand store refused the operator's details: ${saved.code}`);
  return redirect(`/${lng}/admin/brand?done=operatorSaved`, 303);
}

export default function AdminOwnBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { brand, values, done } = loaderData;
  const [form, fields] = useForm<Record<string, string | undefined>>({
    id: "operator-form",
    lastResult: actionData?.lastResult,
    defaultValue: values,
    shouldRevalidate: "onBlur",
  });
  const yes = (on: boolean) => (on ? "✓" : "–");
  return (
    <section aria-labelledby="admin-own-brand-title" data-testid="admin-own-brand">
      <h1 id="admin-own-brand-title" className="text-2xl font-bold">
        {t("adminBrands.own.title")}
      </h1>
      <p className="mt-2 max-w-3xl text-ink/80">{t("adminBrands.own.intro", { brand: brand.name })}</p>
      {done ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="brand-done">{t("adminBrands.done.operatorSaved")}</span>
        </Alert>
      ) : null}
      <section aria-labelledby="own-brand-settings" className="mt-6">
        <h2 id="own-brand-settings" className="text-xl font-bold">
          {t("adminBrands.own.readOnly")}
        </h2>
        <div className="mt-3" data-testid="own-brand-settings">
          <DefinitionList
            items={[
              [t("adminBrands.fields.name"), brand.name],
              [t("adminBrands.columns.status"), t(`adminBrands.status.${brand.status}`)],
              [t("adminBrands.columns.hosts"), brand.hosts.join(", ")],
              [
                t("adminBrands.fields.languages"),
                `${brand.languages.map((l) => t(`languageNames.${l}`)).join(", ")} (${t(`languageNames.${brand.defaultLanguage}`)})`,
              ],
              [t("adminBrands.fields.currencies"), `${brand.currencies.join(", ")} (${brand.defaultCurrency})`],
              [
                t("adminBrands.sections.theme"),
                `${brand.theme.primary} · ${brand.theme.primaryForeground} · ${brand.theme.accent} · ${brand.theme.surface} · ${brand.theme.ink}`,
              ],
              [t("adminBrands.fields.extraServices"), yes(brand.features.extraServices)],
              [t("adminBrands.fields.rfp"), yes(brand.features.rfp)],
              [t("adminBrands.fields.map"), yes(brand.features.map)],
              [
                t("adminBrands.fields.paymentMethods"),
                brand.paymentMethods.map((m) => t(`adminBrands.paymentMethods.${m}`)).join(", "),
              ],
              [t("adminBrands.sections.contact"), `${brand.contact.email} · ${brand.contact.phone}`],
            ]}
          />
        </div>
      </section>
      <section aria-labelledby="own-brand-operator" className="mt-8">
        <h2 id="own-brand-operator" className="text-xl font-bold">
          {t("adminBrands.own.operatorTitle")}
        </h2>
        <SaveForm form={form} submitLabel={t("adminBrands.own.save")} testId="operator-save">
          <div className="grid gap-6 sm:col-span-2">
            <OperatorFields field={(name) => fields[name] as (typeof fields)[string]} />
          </div>
        </SaveForm>
      </section>
    </section>
  );
}
