import type { Tenant } from "../../../shared/tenancy/tenant";

export type TenantMatch = { tenant: Tenant; area: "public" | "admin" };

const ADMIN_PREFIX = "admin.";

/** Host header value to a bare lower-case host name: port and trailing dot removed. */
export function normaliseHost(hostHeader: string | null | undefined): string | null {
  if (!hostHeader) return null;
  let host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return null; // IP literals never name a brand
  const colon = host.indexOf(":");
  if (colon !== -1) host = host.slice(0, colon);
  if (host.endsWith(".")) host = host.slice(0, -1);
  return /^[a-z0-9.-]+$/.test(host) ? host : null;
}

/**
 * Finds the tenant that owns a host. `admin.<brand host>` is the same tenant's admin area.
 * Unknown hosts give null: callers answer 404 and show no brand.
 */
export function resolveTenant(tenants: readonly Tenant[], hostHeader: string | null | undefined): TenantMatch | null {
  const host = normaliseHost(hostHeader);
  if (!host) return null;
  const isAdmin = host.startsWith(ADMIN_PREFIX);
  const brandHost = isAdmin ? host.slice(ADMIN_PREFIX.length) : host;
  const tenant = tenants.find((t) => t.hosts.includes(brandHost));
  if (!tenant) return null;
  return { tenant, area: isAdmin ? "admin" : "public" };
}

/** The admin host of a tenant host, for links from the brand site to its admin area. */
/** The brand's own host of an admin host (and a brand host as it is): mails from the admin area link there. */
export function brandHostOf(host: string): string {
  return host.startsWith(ADMIN_PREFIX) ? host.slice(ADMIN_PREFIX.length) : host;
}

export function adminHostOf(host: string): string {
  return host.startsWith(ADMIN_PREFIX) ? host : `${ADMIN_PREFIX}${host}`;
}
