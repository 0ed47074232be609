import i18next from "i18next";
import { data, Outlet, redirect } from "react-router";
import { isLanguage } from "../../shared/tenancy/languages";
import { tenantContext } from "../.server/context.server";
import { currencyParamMiddleware } from "../.server/middleware/currency-param.server";
import { rootDataOf } from "../.server/pages/root-data.server";
import { areaVerdict } from "../domain/tenancy/area-routing";
import { ensureTranslationParts } from "../i18n/load-translation";
import { translationPartsFor } from "../i18n/translation-parts";
import type { Route } from "./+types/language-layout";

/**
 * Every page lives under a language the tenant offers; others are 404. On the admin host only the
 * admin area answers, and the brand host never serves it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ params, request, context }, next) => {
    const { tenant, area } = context.get(tenantContext);
    // Thrown before any loader runs: the 404 carries the root's data, so it is the brand's page, in
    // the brand's default language (.server/middleware/i18n.server.ts), not a bare one.
    if (!isLanguage(params.lng) || !tenant.languages.includes(params.lng)) {
      const { root } = await rootDataOf(request, context, { withFlash: false });
      throw data({ root }, { status: 404 });
    }
    const verdict = areaVerdict(area, new URL(request.url).pathname);
    if (verdict === "to-admin-home") throw redirect(`/${params.lng}/admin`);
    if (verdict === "not-found") throw data(null, { status: 404 });
    return next();
  },
  // A deep link's `currency` becomes the guest's choice (docs/guides/deep-links.md).
  currencyParamMiddleware,
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
