import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { tenantContext } from "~/.server/context.server";
import type { Route } from "./+types/legal";

const PAGES = ["imprint", "privacy", "terms"] as const;

/** The tenant's legal pages: who runs the brand and how to reach them. */
export function loader({ params, context }: Route.LoaderArgs) {
  const page = PAGES.find((p) => p === params.page);
  if (!page) throw data(null, { status: 404 });
  const { tenant } = context.get(tenantContext);
  return { page, brand: tenant.name, contact: tenant.contact };
}

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, brand, contact } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t(`footer.${page}`)}</h1>
      <p className="mt-4">
        {brand} · <a href={`mailto:${contact.email}`}>{contact.email}</a> · {contact.phone}
      </p>
    </article>
  );
}
