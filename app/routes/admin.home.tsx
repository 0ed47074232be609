import { useTranslation } from "react-i18next";
import { tenantContext } from "~/.server/context.server";
import { getI18n } from "~/.server/i18n/i18n-middleware.server";
import { Alert } from "~/components/ui/alert";
import type { Route } from "./+types/admin.home";

export function loader({ context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const brandHost = tenant.hosts.find((h) => h.endsWith(".localhost")) ?? tenant.hosts[0];
  return { title: getI18n(context).t("meta.adminTitle", { brand: tenant.name }), brandName: tenant.name, brandHost };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="text-2xl font-bold">{t("admin.title", { brand: loaderData.brandName })}</h1>
      <Alert variant="info" className="mt-4">
        {t("admin.signInRequired")}
      </Alert>
    </>
  );
}
