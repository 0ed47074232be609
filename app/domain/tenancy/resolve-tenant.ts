import type { Tenant } from "../../../shared/tenancy/tenant";

export type TenantMatch = {
  tenant: Tenant;
  area: "public" | "admin";
  /** A brand that is not live, opened by the platform admin's preview link (never shared or indexed). */
  preview?: boolean;
};

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

/** A request's host split into the brand host it belongs to and the area: `admin.<brand host>` is the admin area. */
export type TenantHost = { brandHost: string; area: TenantMatch["area"] };

export function tenantHostOf(hostHeader: string | null | undefined): TenantHost | null {
  const host = normaliseHost(hostHeader);
  if (!host) return null;
  const isAdmin = host.startsWith(ADMIN_PREFIX);
  return { brandHost: isAdmin ? host.slice(ADMIN_PREFIX.length) : host, area: isAdmin ? "admin" : "public" };
}

/** A host a brand may claim: `admin.` names the admin area of the host after it, so no brand host starts with it. */
export function isClaimableHost(host: string): boolean {
  return !host.startsWith(ADMIN_PREFIX);
}

/**
 * Finds the tenant that owns a host among a list (the seed brands in tests). `admin.<brand host>` is
 * the same tenant's admin area. Unknown hosts give null: callers answer 404 and show no brand.
 */
export function resolveTenant(tenants: readonly Tenant[], hostHeader: string | null | undefined): TenantMatch | null {
  const parsed = tenantHostOf(hostHeader);
  if (!parsed) return null;
  const tenant = tenants.find((t) => t.hosts.includes(parsed.brandHost));
  return tenant ? { tenant, area: parsed.area } : null;
}

/** The admin host of a tenant host, for links from the brand site to its admin area. */
/** The brand's own host of an admin host (and a brand host as it is): mails from the admin area link there. */
export function brandHostOf(host: string): string {
  return host.startsWith(ADMIN_PREFIX) ? host.slice(ADMIN_PREFIX.length) : host;
}

export function adminHostOf(host: string): string {
  return host.startsWith(ADMIN_PREFIX) ? host : `${ADMIN_PREFIX}${host}`;
}
