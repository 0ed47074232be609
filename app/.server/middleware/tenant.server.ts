import type { MiddlewareFunction } from "react-router";
import { TENANTS } from "../../../shared/tenancy/tenant-registry";
import { resolveTenant } from "../../domain/tenancy/resolve-tenant";
import { tenantContext } from "../context.server";

const UNKNOWN_HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title>
<meta name="robots" content="noindex"></head><body><h1>Not found</h1><p>No booking engine answers on this address.</p></body></html>`;

/**
 * Resolves the tenant from the Host header before anything else runs. An unknown host gets a
 * plain 404 that names no brand. The admin host serves only the admin area.
 */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const match = resolveTenant(TENANTS, request.headers.get("Host") ?? new URL(request.url).host);
  if (!match) {
    return new Response(UNKNOWN_HOST_PAGE, {
      status: 404,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  context.set(tenantContext, match);
  return next();
};
