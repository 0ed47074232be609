import type { MiddlewareFunction } from "react-router";
import type { Brand } from "../../domain/tenancy/brand";
import { type TenantHost, tenantHostOf } from "../../domain/tenancy/resolve-tenant";
import { BRAND_PREVIEW_PARAM, brandPreviewCookie, isBrandPreview } from "../brands/brand-preview.server";
import { brandForHost } from "../brands/brand-store.server";
import { cloudflareContext, configContext, tenantContext } from "../context.server";

const UNKNOWN_HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title>
<meta name="robots" content="noindex"></head><body><h1>Not found</h1><p>No booking engine answers on this address.</p></body></html>`;

/** A suspended brand's host: no name, no colours, no data; in both languages, as the brand's language is its data. */
const SUSPENDED_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not available</title>
<meta name="robots" content="noindex"></head><body><h1>Not available</h1>
<p>This booking site is not available at the moment.</p>
<p lang="de">Diese Buchungsseite ist zurzeit nicht erreichbar.</p></body></html>`;

function neutralPage(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

type Verdict = { kind: "serve"; preview: boolean } | { kind: "unknown" } | { kind: "suspended" };

/**
 * What a host answers for its brand (docs/decisions/0120). A live brand answers on both areas. A
 * suspended one answers its admin area (its admins still work there) and a neutral 503 elsewhere.
 * A draft is not there for the public (the unknown host's 404) and answers its admin area, and its
 * public pages to a valid preview link of the platform admin's brand pages (and the cookie it sets).
 */
async function verdictFor(request: Request, host: TenantHost, brand: Brand, secret: string): Promise<Verdict> {
  if (brand.status === "live" || host.area === "admin") return { kind: "serve", preview: false };
  const offered =
    new URL(request.url).searchParams.get(BRAND_PREVIEW_PARAM) ??
    ((await brandPreviewCookie.parse(request.headers.get("Cookie"))) as string | null);
  if (await isBrandPreview(secret, brand.tenant.ibeUid, offered)) return { kind: "serve", preview: true };
  return brand.status === "suspended" ? { kind: "suspended" } : { kind: "unknown" };
}

/** A preview's answer: never shared or indexed; a preview link's token kept in its cookie for the next page. */
async function asPreview(request: Request, response: Response): Promise<Response> {
  const answer = new Response(response.body, response);
  answer.headers.set("Cache-Control", "no-store");
  answer.headers.set("X-Robots-Tag", "noindex, nofollow");
  const fromLink = new URL(request.url).searchParams.get(BRAND_PREVIEW_PARAM);
  if (fromLink) answer.headers.append("Set-Cookie", await brandPreviewCookie.serialize(fromLink));
  return answer;
}

/**
 * Resolves the tenant from the Host header before anything else runs, through the brand store's
 * cached read (one D1 read at most). An unknown host (or a draft's, outside its preview) gets a plain
 * 404 that names no brand; a suspended brand's host a neutral 503. The admin host serves only the
 * admin area.
 */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const host = tenantHostOf(request.headers.get("Host") ?? new URL(request.url).host);
  const { env } = context.get(cloudflareContext);
  const config = context.get(configContext);
  const brand = host && (await brandForHost(env, host.brandHost, { lifeMs: config.BRAND_CACHE_SECONDS * 1000 }));
  if (!host || !brand) return neutralPage(UNKNOWN_HOST_PAGE, 404);
  const verdict = await verdictFor(request, host, brand, config.SESSION_SECRET);
  if (verdict.kind === "unknown") return neutralPage(UNKNOWN_HOST_PAGE, 404);
  if (verdict.kind === "suspended") return neutralPage(SUSPENDED_PAGE, 503);
  context.set(tenantContext, { tenant: brand.tenant, area: host.area, ...(verdict.preview ? { preview: true } : {}) });
  const response = await next();
  return verdict.preview ? asPreview(request, response) : response;
};
