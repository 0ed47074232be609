import { Link } from "react-router";
import { requirePlatformAdmin } from "../.server/brands/brand-pages.server";
import { brandStore } from "../.server/brands/brand-store-port.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.brands";

/** Every brand with its status (the platform admin's only). */
export async function loader(args: Route.LoaderArgs) {
  await requirePlatformAdmin(args);
  const brands = await brandStore(args.context).list();
  return {
    lng: getLocale(args.context),
    title: getI18n(args.context).t("adminBrands.title"),
    brands: brands
      .map((brand) => ({
        ibeUid: brand.tenant.ibeUid,
        name: brand.tenant.name,
        hosts: brand.tenant.hosts,
        languages: brand.tenant.languages,
        status: brand.status,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export default function AdminBrands({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, brands } = loaderData;
  return (
    <section aria-labelledby="admin-brands-title" data-testid="admin-brands">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-brands-title" className="text-2xl font-bold">
          {t("adminBrands.title")}
        </h1>
        <Link
          to={`/${lng}/admin/brands/new`}
          className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
          data-testid="new-brand"
        >
          {t("adminBrands.newBrand")}
        </Link>
      </div>
      <p className="mt-2 max-w-3xl text-ink/80">{t("adminBrands.intro")}</p>
      {brands.length === 0 ? (
        <p className="mt-4">{t("adminBrands.empty")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="brand-list">
            <thead>
              <tr className="border-b border-black/15">
                <th className="py-2 pr-3">{t("adminBrands.columns.name")}</th>
                <th className="py-2 pr-3">{t("adminBrands.columns.ibeUid")}</th>
                <th className="py-2 pr-3">{t("adminBrands.columns.hosts")}</th>
                <th className="py-2 pr-3">{t("adminBrands.columns.languages")}</th>
                <th className="py-2">{t("adminBrands.columns.status")}</th>
              </tr>
            </thead>
            <tbody>
              {brands.map((brand) => (
                <tr key={brand.ibeUid} className="border-b border-black/5 align-top" data-testid="brand-row">
                  <th scope="row" className="py-2 pr-3">
                    <Link to={`/${lng}/admin/brands/${brand.ibeUid}`} className="font-semibold text-brand underline">
                      {brand.name}
                    </Link>
                  </th>
                  <td className="py-2 pr-3 font-mono">{brand.ibeUid}</td>
                  <td className="break-all py-2 pr-3">{brand.hosts.join(", ")}</td>
                  <td className="py-2 pr-3">{brand.languages.map((l) => l.toUpperCase()).join(", ")}</td>
                  <td className="py-2" data-testid="brand-row-status" data-status={brand.status}>
                    {t(`adminBrands.status.${brand.status}`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
