import i18next from "i18next";
import { data, Outlet, redirect } from "react-router";
import { tenantContext } from "~/.server/context.server";
import { isLanguage } from "~/domain/tenancy/languages";
import { ensureTranslationParts } from "~/i18n/load-translation";
import { translationPartsFor } from "~/i18n/translation-parts";
import type { Route } from "./+types/language-layout";

/**
 * Every page lives under a language the tenant offers; others are 404. On the admin host only the
 * admin area answers, and the brand host never serves it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, request, context }, next) => {
    const { tenant, area } = context.get(tenantContext);
    if (!isLanguage(params.lng) || !tenant.languages.includes(params.lng)) throw data(null, { status: 404 });
    const path = new URL(request.url).pathname;
    const inAdmin = /^\/[a-z]{2}\/admin(\/|$)/.test(path);
    // Preferences and sign-in serve both areas (admins sign in on the admin host).
    const shared = /^\/[a-z]{2}\/(preferences|sign-in)$/.test(path);
    if (area === "admin" && !inAdmin && !shared) throw redirect(`/${params.lng}/admin`);
    if (area === "public" && inAdmin) throw data(null, { status: 404 });
    return next();
  },
];

/** A client navigation to a page with more messages (an offer, the checkout) loads them first. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ params, request }, next) => {
    const lng = params.lng === "de" ? "de" : "en";
    await ensureTranslationParts(i18next, lng, translationPartsFor(new URL(request.url).pathname));
    return next();
  },
];

export default function LanguageLayout() {
  return <Outlet />;
}
