import { Link } from "react-router";
import { adminApartmentTypePage, unwrapBackOffice } from "../.server/admin/back-office-houses.server";
import { ApartmentTypeTabs, apartmentTypeAdminPath } from "../components/admin/apartment-type-tabs";
import { ChangeHistoryList } from "../components/admin/houses/change-history-list";
import { useT } from "../i18n/use-t";
import { adminPageMeta } from "../navigation/admin-page-meta";
import type { Route } from "./+types/admin.apartment-history";

/** An apartment type's history: who changed what and when, newest first, a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const { tenant, ota, lng, type, title } = await adminApartmentTypePage(args, args.params.apartmentTypeId);
  const cursor = new URL(args.request.url).searchParams.get("cursor");
  const page = unwrapBackOffice(
    await ota.apartmentTypeHistory(
      tenant.ibeUid,
      type.id,
      cursor && /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? cursor : undefined,
    ),
    "admin: apartment type history unavailable",
  );
  return { lng, type, title, page };
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminPageMeta(loaderData?.title);

export default function AdminApartmentHistory({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { lng, type, page } = loaderData;
  return (
    <section aria-labelledby="admin-apartment-history-title" data-testid="admin-apartment-history">
      <p className="text-sm">
        <Link to={`/${lng}/admin/houses/${type.propertyId}`} className="text-brand underline">
          {t("adminHouses.backToHouse")}
        </Link>
      </p>
      <h1 id="admin-apartment-history-title" className="mt-2 mb-3 text-2xl font-bold">
        {type.name[lng]}
      </h1>
      <ApartmentTypeTabs lng={lng} apartmentTypeId={type.id} />
      <h2 className="mt-4 text-xl font-bold">{t("adminHouses.history.title")}</h2>
      <ChangeHistoryList entries={page.items} lng={lng} />
      {page.nextCursor ? (
        <Link
          to={`${apartmentTypeAdminPath(lng, type.id, "history")}?cursor=${page.nextCursor}`}
          className="mt-3 inline-block font-semibold text-brand underline"
        >
          {t("adminHouses.history.older")}
        </Link>
      ) : null}
    </section>
  );
}
