import { data, Link } from "react-router";
import {
  changeBrandStatus,
  checkContextFor,
  previewPagesOf,
  requirePlatformAdmin,
  saveBrandForm,
} from "../.server/brands/brand-pages.server";
import { saveManualClientForm, signInAndHostsOf, signInOutcomeFrom } from "../.server/brands/brand-sign-in.server";
import { brandStore } from "../.server/brands/brand-store-port.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { BrandChecks } from "../components/admin/brands/brand-checks";
import { BrandForm } from "../components/admin/brands/brand-form";
import { BrandHistory } from "../components/admin/brands/brand-history";
import { BrandHosts } from "../components/admin/brands/brand-hosts";
import { BrandPreview } from "../components/admin/brands/brand-preview";
import { BrandSignIn } from "../components/admin/brands/brand-sign-in";
import { BrandStatusActions } from "../components/admin/brands/brand-status-actions";
import { Alert } from "../components/ui/alert";
import { brandFormValuesOf } from "../domain/brands/brand-form";
import { liveCheckFailures } from "../domain/brands/live-checks";
import { useMessage } from "../i18n/use-message";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.brand";

const FORM_ID = "edit-brand-form";
const DONE = ["created", "saved", "live", "suspended", "resumed", "clientSaved"] as const;
const STATUS_INTENTS = ["goLive", "suspend", "resume"] as const;

async function storedBrand(args: Route.LoaderArgs | Route.ActionArgs) {
  const stored = await brandStore(args.context).get(args.params.ibeUid);
  if (!stored) throw data(null, { status: 404 });
  return stored;
}

/** One brand: its status buttons, sign-in client and hosts, the live checks' results, a preview, its form and history. */
export async function loader(args: Route.LoaderArgs) {
  await requirePlatformAdmin(args);
  const stored = await storedBrand(args);
  const [history, checkContext, signInAndHosts] = await Promise.all([
    brandStore(args.context).history(stored.tenant.ibeUid),
    checkContextFor(args.context, stored),
    signInAndHostsOf(args.context, stored),
  ]);
  const done = new URL(args.request.url).searchParams.get("done");
  return {
    lng: getLocale(args.context),
    title: stored.tenant.name,
    brand: { name: stored.tenant.name, ibeUid: stored.tenant.ibeUid, status: stored.status },
    values: brandFormValuesOf(stored.tenant),
    failures: liveCheckFailures(stored.tenant, checkContext),
    preview: await previewPagesOf(args, stored),
    history,
    done: DONE.find((value) => value === done) ?? null,
    ...signInAndHosts,
    signInOutcome: signInOutcomeFrom(args.request.url),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const access = await requirePlatformAdmin(args);
  const stored = await storedBrand(args);
  const intent = (await args.request.clone().formData()).get("intent");
  const statusIntent = STATUS_INTENTS.find((value) => value === intent);
  if (statusIntent) return changeBrandStatus(args, access, stored, statusIntent);
  if (intent === "manualClient") return saveManualClientForm(args, stored);
  return saveBrandForm(args, access, stored);
}

export default function AdminBrand({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const message = useMessage();
  const { lng, brand, values, preview, history, done } = loaderData;
  const saveRefusal = actionData && "lastResult" in actionData ? actionData : null;
  const statusRefusal = actionData && "statusRefused" in actionData ? actionData : null;
  const manualRefusal = actionData && "manualClient" in actionData ? actionData.manualClient : undefined;
  const failures = saveRefusal?.failures.length
    ? saveRefusal.failures
    : (statusRefusal?.failures ?? loaderData.failures);
  return (
    <section aria-labelledby="admin-brand-title" data-testid="admin-brand">
      <p className="text-sm">
        <Link to={`/${lng}/admin/brands`} className="text-brand underline">
          {t("adminBrands.backToList")}
        </Link>
      </p>
      <h1 id="admin-brand-title" className="mt-2 text-2xl font-bold">
        {brand.name}
      </h1>
      {done ? (
        <Alert variant="success" className="mt-4">
          <span data-testid="brand-done">{t(`adminBrands.done.${done}`)}</span>
        </Alert>
      ) : null}
      {statusRefusal ? (
        <Alert variant="error" className="mt-4">
          <span data-testid="brand-status-refused">
            {message(statusRefusal.formError ?? "adminBrands.errors.notLive")}
          </span>
        </Alert>
      ) : null}
      <BrandStatusActions status={brand.status} />
      <BrandSignIn
        client={loaderData.client}
        outcome={loaderData.signInOutcome}
        manualResult={manualRefusal}
        lng={lng}
      />
      <BrandHosts hosts={loaderData.hosts} />
      <BrandChecks failures={failures} formId={FORM_ID} lng={lng} />
      <BrandPreview pages={preview} live={brand.status === "live"} />
      <section aria-labelledby="brand-edit-title" className="mt-8">
        <h2 id="brand-edit-title" className="text-xl font-bold">
          {t("adminBrands.sections.settings")}
        </h2>
        <BrandForm
          id={FORM_ID}
          lastResult={saveRefusal?.lastResult}
          assets={saveRefusal?.assets}
          defaultValue={values}
          submitLabel={t("adminBrands.save")}
          lng={lng}
          ibeUidFixed
        />
      </section>
      <BrandHistory entries={history} lng={lng} />
    </section>
  );
}
