import { isEmbedOriginAllowed } from "../../../shared/tenancy/embed-origins";
import type { Tenant } from "../../../shared/tenancy/tenant";

/**
 * CORS for the widget's JSON (docs/decisions/0128): the answer names the asking origin when the brand
 * lists it among its embedding origins, and nothing otherwise, so the browser keeps the JSON from
 * every other site. No credentials: the widget sends no cookie. `Vary: Origin` keeps shared caches
 * from handing one site's answer to another. Only simple GETs, so no preflight is ever needed.
 */
export function embedCorsHeaders(
  request: Request,
  tenant: Pick<Tenant, "embedOrigins">,
): { Vary: string; "Access-Control-Allow-Origin"?: string } {
  const origin = request.headers.get("Origin");
  if (!isEmbedOriginAllowed(origin, tenant.embedOrigins ?? [])) return { Vary: "Origin" };
  return { "Access-Control-Allow-Origin": origin as string, Vary: "Origin" };
}
