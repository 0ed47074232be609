/**
 * The OTA's admin authorisation, shared by the app (which asks the identity provider for these scopes)
 * and the inventory Worker (which checks them). An admin token is a client-credentials access token
 * for the OTA's audience whose `scope` names what it may do and whose tenant claim names whose client
 * asked for it (docs/decisions/0023-admin-tokens.md).
 */

/** Every tenant's admin endpoints: only the platform's (main tenant's) client may obtain it. */
export const OTA_PLATFORM_ADMIN_SCOPE = "ota:admin";

/** One tenant's admin endpoints. */
export function otaAdminScope(ibeUid: string): string {
  return `${OTA_PLATFORM_ADMIN_SCOPE}:${ibeUid}`;
}

/** Whom a verified admin token speaks for: every tenant, or the listed ones. */
export type AdminPrincipal = { tenants: "all" } | { tenants: string[] };

/**
 * The principal of a verified token from its `scope` (space-separated) and tenant claim, or null when
 * it grants nothing. A tenant scope counts only for the tenant the token names: a token of one
 * tenant's client that somehow carried another tenant's scope is worth nothing for that tenant.
 */
export function adminPrincipalOf(claims: { scope?: unknown; tenant?: unknown }): AdminPrincipal | null {
  const scopes = typeof claims.scope === "string" ? claims.scope.split(" ").filter(Boolean) : [];
  if (scopes.includes(OTA_PLATFORM_ADMIN_SCOPE)) return { tenants: "all" };
  const tenant = typeof claims.tenant === "string" ? claims.tenant : null;
  if (tenant && scopes.includes(otaAdminScope(tenant))) return { tenants: [tenant] };
  return null;
}

/** Whether the principal may act on one tenant's data. */
export function adminMayActFor(principal: AdminPrincipal, ibeUid: string): boolean {
  return principal.tenants === "all" || principal.tenants.includes(ibeUid);
}

/**
 * The audience (resource indicator, RFC 8707) of admin tokens for the embedded OTA and the local
 * provider; production names its OTA's with ADMIN_TOKEN_AUDIENCE (app) and the inventory's variable.
 */
export const OTA_ADMIN_AUDIENCE = "urn:quartier:ota";
