import { useTranslation } from "react-i18next";
import { requireAdmin } from "~/.server/auth/admin-access.server";
import { getI18n } from "~/.server/i18n/i18n-middleware.server";
import type { Route } from "./+types/admin.home";

export async function loader(args: Route.LoaderArgs) {
  const { tenant } = await requireAdmin(args);
  return { title: getI18n(args.context).t("meta.adminTitle", { brand: tenant.name }) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export default function AdminHome() {
  const { t } = useTranslation();
  return (
    <h1 className="text-2xl font-bold" data-testid="admin-dashboard">
      {t("admin.dashboard.title")}
    </h1>
  );
}
