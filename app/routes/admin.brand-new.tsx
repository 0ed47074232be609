import { Link } from "react-router";
import { requirePlatformAdmin, saveBrandForm } from "../.server/brands/brand-pages.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { BrandChecks } from "../components/admin/brands/brand-checks";
import { BrandForm } from "../components/admin/brands/brand-form";
import { NEW_BRAND_VALUES } from "../domain/brands/brand-form";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.brand-new";

const FORM_ID = "new-brand-form";

/** A new brand, stored as a draft: nothing answers on its hosts until it goes live. */
export async function loader(args: Route.LoaderArgs) {
  await requirePlatformAdmin(args);
  return { lng: getLocale(args.context), title: getI18n(args.context).t("adminBrands.newTitle") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export async function action(args: Route.ActionArgs) {
  const access = await requirePlatformAdmin(args);
  return saveBrandForm(args, access, null);
}

export default function AdminBrandNew({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng } = loaderData;
  return (
    <section aria-labelledby="admin-brand-new-title" data-testid="admin-brand-new">
      <p className="text-sm">
        <Link to={`/${lng}/admin/brands`} className="text-brand underline">
          {t("adminBrands.backToList")}
        </Link>
      </p>
      <h1 id="admin-brand-new-title" className="mt-2 text-2xl font-bold">
        {t("adminBrands.newTitle")}
      </h1>
      {actionData?.failures.length ? <BrandChecks failures={actionData.failures} formId={FORM_ID} lng={lng} /> : null}
      <BrandForm
        id={FORM_ID}
        lastResult={actionData?.lastResult}
        assets={actionData?.assets}
        defaultValue={NEW_BRAND_VALUES}
        submitLabel={t("adminBrands.create")}
        lng={lng}
      />
    </section>
  );
}
