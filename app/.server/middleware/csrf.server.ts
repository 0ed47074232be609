import type { MiddlewareFunction } from "react-router";
import { fetchSite } from "remix-utils/sec-fetch";
import { isServerToServerPath } from "../../domain/security/server-to-server";
import { adminHostOf, normaliseHost } from "../../domain/tenancy/resolve-tenant";
import { tenantContext } from "../context.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type CsrfInput = {
  method: string;
  secFetchSite: string | null;
  origin: string | null;
  requestUrl: string;
  /** Hosts of the same tenant that may post to each other (the brand host and its admin host). */
  trustedHosts: readonly string[];
};

/**
 * Decides whether a request may change state. Browsers tell where a request comes from with
 * Sec-Fetch-Site and Origin: cross-site is always refused; otherwise the Origin must be this
 * request's origin or the same tenant's paired host (brand <-> admin) on the same scheme and port.
 * `same-site` alone is not enough: other tenants can share a registrable domain.
 */
export function isTrustedRequest(input: CsrfInput): boolean {
  if (SAFE_METHODS.has(input.method.toUpperCase())) return true;
  if (input.secFetchSite === "cross-site") return false;
  if (!input.origin || input.origin === "null") return input.secFetchSite === "same-origin";
  let origin: URL;
  try {
    origin = new URL(input.origin);
  } catch {
    return false;
  }
  const target = new URL(input.requestUrl);
  if (origin.origin === target.origin) return true;
  if (origin.protocol !== target.protocol || origin.port !== target.port) return false;
  const originHost = normaliseHost(origin.host);
  return originHost !== null && input.trustedHosts.includes(originHost);
}

export const csrfMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // Called server to server with a key, never by a browser: nothing for a cross-site check to judge.
  if (isServerToServerPath(new URL(request.url).pathname)) return next();
  const { tenant } = context.get(tenantContext);
  const trustedHosts = tenant.hosts.flatMap((h) => [h, adminHostOf(h)]);
  const trusted = isTrustedRequest({
    method: request.method,
    secFetchSite: fetchSite(request),
    origin: request.headers.get("Origin"),
    requestUrl: request.url,
    trustedHosts,
  });
  if (!trusted) {
    return new Response("Forbidden: cross-site request refused", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return next();
};
