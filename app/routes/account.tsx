import { requireUser } from "../.server/auth/session.server";
import { getLocale } from "../.server/middleware/i18n.server";
import { accountLinks } from "../domain/auth/account-links";
import { useT } from "../i18n/use-t";
import type { Route } from "./+types/account";

/** `/:lng/account`: the signed-in user's overview; signed-out visitors sign in and come back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { name: user.name, email: user.email, links: accountLinks(getLocale(context)) };
}

export const handle = { protectedPage: true };

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { name, email, links } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10" aria-labelledby="account-title" data-testid="account-page">
      <title>{t("account.title")}</title>
      <h1 id="account-title" className="text-2xl font-bold sm:text-3xl">
        {t("account.title")}
      </h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{t("account.name")}</dt>
        <dd data-testid="account-name">{name}</dd>
        <dt className="font-semibold">{t("account.email")}</dt>
        <dd data-testid="account-email" className="[overflow-wrap:anywhere]">
          {email}
        </dd>
      </dl>
      <ul className="mt-8 grid gap-3 sm:grid-cols-3">
        {links.map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              className="block rounded-md border border-black/10 bg-surface px-4 py-3 font-semibold text-brand hover:border-brand"
            >
              {t(`accountLinks.${link.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
