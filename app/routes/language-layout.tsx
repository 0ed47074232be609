import { data, Outlet, redirect } from "react-router";
import { tenantContext } from "~/.server/context.server";
import type { Route } from "./+types/language-layout";

/**
 * Every page lives under a language the tenant offers; others are 404. On the admin host only the
 * admin area answers, and the brand host never serves it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, request, context }, next) => {
    const { tenant, area } = context.get(tenantContext);
    if (!tenant.languages.includes(params.lng as never)) throw data(null, { status: 404 });
    const path = new URL(request.url).pathname;
    const inAdmin = /^\/[a-z]{2}\/admin(\/|$)/.test(path);
    const shared = /^\/[a-z]{2}\/preferences$/.test(path);
    if (area === "admin" && !inAdmin && !shared) throw redirect(`/${params.lng}/admin`);
    if (area === "public" && inAdmin) throw data(null, { status: 404 });
    return next();
  },
];

export default function LanguageLayout() {
  return <Outlet />;
}
