import { data, isRouteErrorResponse, NavLink, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import type { Language } from "../../shared/tenancy/tenant";
import { requireAdmin } from "../.server/auth/admin-access.server";
import { ErrorPage } from "../components/error-page";
import { UiIcon } from "../components/icons/ui-icon";
import { SIGN_OUT_ACTION } from "../components/layout/user-menu-links";
import { useT } from "../i18n/use-t";
import { noStoreHeaders } from "../navigation/no-store-headers";
import type { RootData } from "../navigation/root-data";
import type { Route } from "./+types/admin-layout";

/**
 * Every answer of the admin area (pages, data requests, errors) shows personal data or says who may
 * see it: never stored by a cache, never indexed.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (_args, next) => {
    const response = (await next()) as Response;
    const out = new Response(response.body, response);
    for (const [name, value] of Object.entries(noStoreHeaders())) out.headers.set(name, value);
    out.headers.set("X-Robots-Tag", "noindex, nofollow");
    return out;
  },
];

/** The admin shell's data: who is signed in, and whether as the platform's admin (every brand). */
export async function loader(args: Route.LoaderArgs) {
  const access = await requireAdmin(args);
  return data({ name: access.user.name, platform: access.platform }, { headers: noStoreHeaders() });
}

export const meta: Route.MetaFunction = ({ error }) => [
  // The 403 page has no loader data: its title comes with the refusal.
  ...(isRouteErrorResponse(error) && typeof error.data?.title === "string" ? [{ title: error.data.title }] : []),
  { name: "robots", content: "noindex, nofollow" },
];

const NAV = [
  { key: "dashboard", path: "" },
  { key: "bookings", path: "/bookings" },
  { key: "enquiries", path: "/enquiries" },
  { key: "messages", path: "/messages" },
  { key: "companyCodes", path: "/company-codes" },
  { key: "vouchers", path: "/vouchers" },
  { key: "reviews", path: "/reviews" },
  { key: "houses", path: "/houses" },
  { key: "connections", path: "/connections" },
] as const;
/** The platform's admin runs every brand; a brand's admin sees their own brand's settings. */
const BRANDS_NAV = { key: "brands", path: "/brands" } as const;
const OWN_BRAND_NAV = { key: "brand", path: "/brand" } as const;

function AdminNavItems({ lng, platform, vertical = false }: { lng: Language; platform: boolean; vertical?: boolean }) {
  const { t } = useT();
  return (
    <ul className={vertical ? "flex flex-col gap-1" : "flex flex-wrap items-center gap-1"}>
      {[...NAV, platform ? BRANDS_NAV : OWN_BRAND_NAV].map((item) => (
        <li key={item.key}>
          <NavLink
            to={`/${lng}/admin${item.path}`}
            end={item.path === ""}
            data-testid={`admin-nav-${item.key}`}
            className={({ isActive }) =>
              `block rounded px-3 py-2 text-sm font-semibold ${
                isActive ? "bg-brand text-brand-fg" : "text-ink hover:bg-white"
              }`
            }
          >
            {t(`admin.nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

function SignOutButton({ label }: { label: string }) {
  return (
    <form method="post" action={SIGN_OUT_ACTION}>
      <button
        type="submit"
        className="rounded border border-brand bg-white px-3 py-1.5 text-sm font-semibold text-brand hover:bg-surface"
        data-testid="admin-sign-out"
      >
        {label}
      </button>
    </form>
  );
}

/** The admin area's bar: brand, who is signed in, sign-out, and the area's navigation (a menu on phones). */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const lng = root?.locale ?? "en";
  const brand = root?.tenant.name ?? "";
  return (
    <div data-testid="admin-area">
      <div className="border-b border-black/10 bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-bold text-ink">
              {brand} · {t("admin.area")}
            </p>
            {loaderData.platform ? (
              <p
                className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-white"
                data-testid="admin-platform"
              >
                {t("admin.platform")}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm" data-testid="admin-user">
              {t("admin.signedInAs", { name: loaderData.name })}
            </p>
            <SignOutButton label={t("header.signOut")} />
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4 pb-2">
          <nav aria-label={t("admin.nav.label")} className="hidden md:block" data-testid="admin-nav">
            <AdminNavItems lng={lng} platform={loaderData.platform} />
          </nav>
          <details className="md:hidden" data-testid="admin-nav-menu">
            <summary className="inline-flex cursor-pointer items-center gap-2 rounded px-2 py-2 text-sm font-semibold">
              <UiIcon name="menu" className="size-5" />
              {t("admin.nav.menu")}
            </summary>
            {/* Its own name: two landmarks of one kind need two names (the bar's nav is there too, hidden). */}
            <nav aria-label={t("admin.nav.menu")} className="pt-1">
              <AdminNavItems lng={lng} platform={loaderData.platform} vertical />
            </nav>
          </details>
        </div>
      </div>
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Outlet />
      </div>
    </div>
  );
}

/** Signed in but no admin of this brand: a 403 page that says so and offers to sign out. */
function AdminForbiddenPage({ root }: { root: RootData | undefined }) {
  const { t } = useT();
  const brand = root?.tenant.name ?? "";
  const name = root?.session.status === "authenticated" ? root.session.name : "";
  return (
    <section
      className="mx-auto max-w-2xl px-4 py-16 text-center"
      data-testid="admin-forbidden"
      data-status={403}
      aria-labelledby="admin-forbidden-title"
    >
      <p className="text-6xl font-black text-brand">403</p>
      <h1 id="admin-forbidden-title" className="mt-4 text-2xl font-bold">
        {t("admin.forbidden.title")}
      </h1>
      <p className="mt-2">{t("admin.forbidden.body", { name, brand })}</p>
      <p className="mt-1 text-ink/80">{t("admin.forbidden.hint", { brand })}</p>
      <div className="mt-6 flex justify-center">
        <SignOutButton label={t("admin.forbidden.signOut")} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (isRouteErrorResponse(error) && error.status === 403) return <AdminForbiddenPage root={root} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />;
}
