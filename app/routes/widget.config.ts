import { data } from "react-router";
import { tenantContext } from "../.server/context.server";
import { embedCorsHeaders } from "../.server/security/embed-cors.server";
import { widgetConfigOf } from "../domain/widget/widget-config";
import type { Route } from "./+types/widget.config";

/**
 * GET /widget/v1/config: the brand's name, languages and colours for its widget (app/widget/v1),
 * readable from the brand's embedding origins only. Shared by caches for five minutes, per origin.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { tenant } = context.get(tenantContext);
  return data(widgetConfigOf(tenant), {
    headers: { ...embedCorsHeaders(request, tenant), "Cache-Control": "public, max-age=300" },
  });
}
