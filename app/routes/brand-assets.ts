import { data } from "react-router";
import { PLATFORM_TENANT_ID } from "../../shared/tenancy/tenant-registry";
import { BRAND_ASSET_KEY, brandAssetResponse } from "../.server/brands/brand-assets.server";
import { cloudflareContext, tenantContext } from "../.server/context.server";
import type { Route } from "./+types/brand-assets";

/**
 * A brand's logo or favicon (uploaded in the admin area, kept in R2). A brand's host serves its own;
 * the platform's admin host serves every brand's, for the brand pages and their previews.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const key = params["*"] ?? "";
  const owner = BRAND_ASSET_KEY.exec(key)?.[1];
  if (!owner) throw data(null, { status: 404 });
  const { tenant, area } = context.get(tenantContext);
  const platformAdmin = area === "admin" && tenant.ibeUid === PLATFORM_TENANT_ID;
  if (owner !== tenant.ibeUid && !platformAdmin) throw data(null, { status: 404 });
  const response = await brandAssetResponse(context.get(cloudflareContext).env.BRAND_ASSETS, key, request);
  if (!response) throw data(null, { status: 404 });
  return response;
}
