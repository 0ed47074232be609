import type { RouterContextProvider } from "react-router";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { requireAdmin } from "../auth/admin-access.server";
import { brandNames, getBrand } from "../brands/brand-store.server";
import { cloudflareContext } from "../context.server";

/**
 * The brand whose reviews an admin page shows: the admin's own, or for the platform's admin the one
 * chosen (`?brand=`, or the form's `brand`), with the list of brands to choose from.
 */
export async function adminReviewScope(
  args: { request: Request; context: Readonly<RouterContextProvider> },
  brandParam: string | null,
): Promise<{ tenant: Tenant; brands: { ibeUid: string; name: string }[] | null; brandParam: string | null }> {
  const { tenant, platform } = await requireAdmin(args);
  if (!platform) return { tenant, brands: null, brandParam: null };
  const env = args.context.get(cloudflareContext).env;
  const brands = await brandNames(env);
  const chosen = brands.find((b) => b.ibeUid === brandParam)?.ibeUid ?? tenant.ibeUid;
  const brand = chosen === tenant.ibeUid ? tenant : ((await getBrand(env, chosen))?.tenant ?? tenant);
  return { tenant: brand, brands, brandParam: brand.ibeUid };
}
