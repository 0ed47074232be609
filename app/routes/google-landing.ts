import { redirect } from "react-router";
import { tenantContext } from "../.server/context.server";
import { googleLandingTarget } from "../domain/google/google-landing";
import type { Route } from "./+types/google-landing";

/**
 * `/:lng/google/landing?listing&checkin&checkout&nights&adults&guests&language&currency`: Google's
 * vacation-rental link opens the apartment page with the guest's stay, which marks a stay it cannot
 * sell (docs/guides/google-vacation-rentals.md).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  const language = tenant.languages.find((candidate) => candidate === params.lng) ?? tenant.defaultLanguage;
  const target = googleLandingTarget(new URL(request.url).searchParams, {
    language,
    languages: tenant.languages,
    currencies: tenant.currencies,
    defaultCurrency: tenant.defaultCurrency,
  });
  return redirect(target, { headers: { "Cache-Control": "no-store" } });
}
