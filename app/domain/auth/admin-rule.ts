/** The roles the spec grants admin rights with; the platform role counts only on the main tenant. */
export type AdminRuleInput = {
  /** The signed-in user's roles; null or undefined when nobody is signed in (no roles). */
  roles: readonly string[] | null | undefined;
  /** The tenant (ibeUid) the request belongs to. */
  tenant: string;
  /** The platform's main tenant (ibeUid), where `portal-backend:admin` is an admin. */
  mainTenant: string;
};

/** The platform's own admin role: an admin of every tenant, but only on the main tenant's admin host. */
export const PLATFORM_ADMIN_ROLE = "portal-backend:admin";

/**
 * The spec's admin rule, exactly: roles include `admin`, or `portal-backend-{tenant}:admin`, or, on the
 * main tenant, `portal-backend:admin`. Unauthenticated users have no roles.
 */
export function isAdminByRoles({ roles, tenant, mainTenant }: AdminRuleInput): boolean {
  if (!roles) return false;
  if (roles.includes("admin")) return true;
  if (roles.includes(`portal-backend-${tenant}:admin`)) return true;
  return tenant === mainTenant && roles.includes(PLATFORM_ADMIN_ROLE);
}

/**
 * What a request on a host may do in the admin area:
 * - `not-admin-host`: the brand's public host (the admin area answers only on `admin.<host>`);
 * - `sign-in`: nobody is signed in;
 * - `forbidden`: signed in, but no admin of this tenant (another brand's admin included);
 * - `tenant-admin`: an admin of this tenant;
 * - `platform-admin`: the platform role on the main tenant's admin host (every tenant's data).
 */
export type AdminHostVerdict = "not-admin-host" | "sign-in" | "forbidden" | "tenant-admin" | "platform-admin";

export type AdminHostInput = AdminRuleInput & {
  /** Which of the tenant's hosts the request came to. */
  area: "public" | "admin";
  signedIn: boolean;
};

/** The admin rule on hosts: who gets the admin area of a tenant, and whether as the platform's admin. */
export function adminOnHost({ area, signedIn, ...rule }: AdminHostInput): AdminHostVerdict {
  if (area !== "admin") return "not-admin-host";
  if (!signedIn) return "sign-in";
  if (!isAdminByRoles(rule)) return "forbidden";
  return rule.tenant === rule.mainTenant && rule.roles?.includes(PLATFORM_ADMIN_ROLE)
    ? "platform-admin"
    : "tenant-admin";
}
