/** The roles the spec grants admin rights with; the platform role counts only on the main tenant. */
export type AdminRuleInput = {
  /** The signed-in user's roles; null or undefined when nobody is signed in (no roles). */
  roles: readonly string[] | null | undefined;
  /** The tenant (ibeUid) the request belongs to. */
  tenant: string;
  /** The platform's main tenant (ibeUid), where `portal-backend:admin` is an admin. */
  mainTenant: string;
};

/**
 * The spec's admin rule, exactly: roles include `admin`, or `portal-backend-{tenant}:admin`, or, on the
 * main tenant, `portal-backend:admin`. Unauthenticated users have no roles.
 */
export function isAdminByRoles({ roles, tenant, mainTenant }: AdminRuleInput): boolean {
  if (!roles) return false;
  if (roles.includes("admin")) return true;
  if (roles.includes(`portal-backend-${tenant}:admin`)) return true;
  return tenant === mainTenant && roles.includes("portal-backend:admin");
}
