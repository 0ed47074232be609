import { data, Form, Link } from "react-router";
import { houseListQuerySchema } from "../../shared/ota/back-office-houses";
import { adminOtaFor, requireAdmin } from "../.server/auth/admin-access.server";
import { brandNames } from "../.server/brands/brand-store.server";
import { cloudflareContext } from "../.server/context.server";
import { failedUpstreamStatus } from "../.server/http/upstream-failure.server";
import { getI18n, getLocale } from "../.server/middleware/i18n.server";
import { fieldClass } from "../components/checkout/step-form";
import { Alert } from "../components/ui/alert";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.houses";

/** The operator's houses (the platform's admin: every brand's, with a brand filter), by name. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant, platform } = await requireAdmin(args);
  const lng = getLocale(args.context);
  const url = new URL(args.request.url);
  const parsed = houseListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : { limit: 50 };
  const brands = platform ? await brandNames(args.context.get(cloudflareContext).env) : null;
  const title = getI18n(args.context).t("adminHouses.title");
  const result = await adminOtaFor(args.context).listHouses(tenant.ibeUid, {
    ...query,
    ...(platform ? {} : { owner: undefined }),
  });
  if (!result.ok) {
    const status = failedUpstreamStatus(result, { log: "admin: houses unavailable" });
    return data({ lng, title, brands, query, houses: null, nextCursor: null }, { status });
  }
  return { lng, title, brands, query, houses: result.data.items, nextCursor: result.data.nextCursor };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export default function AdminHouses({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const status = (active: boolean) => t(active ? "adminHouses.active" : "adminHouses.inactive");
  const { lng, brands, query, houses, nextCursor } = loaderData;
  const brandName = (ibeUid: string) => brands?.find((b) => b.ibeUid === ibeUid)?.name ?? ibeUid;
  const next = new URLSearchParams({
    ...(query.q ? { q: query.q } : {}),
    ...("owner" in query && query.owner ? { owner: query.owner } : {}),
    ...(nextCursor ? { cursor: nextCursor } : {}),
  });
  return (
    <section aria-labelledby="admin-houses-title" data-testid="admin-houses">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="admin-houses-title" className="text-2xl font-bold">
          {t("adminHouses.title")}
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={`/${lng}/admin/houses/export${"owner" in query && query.owner ? `?owner=${query.owner}` : ""}`}
            download
            className="font-semibold text-brand underline"
            data-testid="houses-export"
          >
            {t("adminImport.export")}
          </a>
          <Link
            to={`/${lng}/admin/houses/import`}
            className="font-semibold text-brand underline"
            data-testid="houses-import"
          >
            {t("adminImport.title")}
          </Link>
          <Link
            to={`/${lng}/admin/houses/new`}
            className="rounded-md bg-brand px-4 py-2 font-semibold text-brand-fg"
            data-testid="new-house"
          >
            {t("adminHouses.newHouse")}
          </Link>
        </div>
      </div>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label={t("adminHouses.filter")}>
        <label className="grid gap-1 text-sm font-semibold">
          {t("adminHouses.search")}
          <input name="q" defaultValue={query.q ?? ""} className={fieldClass} />
        </label>
        {brands ? (
          <label className="grid gap-1 text-sm font-semibold">
            {t("adminHouses.brand")}
            <select name="owner" defaultValue={"owner" in query ? (query.owner ?? "") : ""} className={fieldClass}>
              <option value="">{t("adminHouses.allBrands")}</option>
              {brands.map((brand) => (
                <option key={brand.ibeUid} value={brand.ibeUid}>
                  {brand.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <button type="submit" className="rounded-md border border-ink/30 bg-white px-3 py-2 text-sm font-semibold">
          {t("adminHouses.apply")}
        </button>
      </Form>
      {houses === null ? (
        <Alert variant="error" className="mt-6">
          {t("adminHouses.errors.unavailable")}
        </Alert>
      ) : houses.length === 0 ? (
        <p className="mt-6">{t("adminHouses.empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          {/* On a phone the status goes under the name: the table fits the screen without scrolling sideways. */}
          <table className="w-full text-left text-sm sm:min-w-[32rem]" data-testid="house-list">
            <thead>
              <tr className="border-b border-black/15">
                <th className="py-2 pr-3">{t("adminHouses.fields.name")}</th>
                <th className="py-2 pr-3">{t("adminHouses.fields.city")}</th>
                {brands ? <th className="py-2 pr-3">{t("adminHouses.brand")}</th> : null}
                <th className="py-2 pr-3">{t("adminHouses.apartmentTypes")}</th>
                <th className="hidden py-2 sm:table-cell">{t("adminHouses.status")}</th>
              </tr>
            </thead>
            <tbody>
              {houses.map((house) => (
                <tr key={house.id} className="border-b border-black/10" data-testid="house-row">
                  <td className="py-2 pr-3">
                    <Link to={`/${lng}/admin/houses/${house.id}`} className="font-semibold text-brand underline">
                      {house.name}
                    </Link>
                    <span className="block text-ink/70 sm:hidden">{status(house.active)}</span>
                  </td>
                  <td className="py-2 pr-3">
                    {house.city}, {house.country}
                  </td>
                  {brands ? <td className="py-2 pr-3">{brandName(house.ownerIbeUid)}</td> : null}
                  <td className="py-2 pr-3">{house.apartmentTypes}</td>
                  <td className="hidden py-2 sm:table-cell">{status(house.active)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {nextCursor ? (
            <Link to={`?${next}`} className="mt-3 inline-block font-semibold text-brand underline">
              {t("adminHouses.more")}
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
