import type { Tenant } from "../../../shared/tenancy/tenant";
import type { AppConfig } from "../env.server";
import { AuthError } from "./auth-error.server";
import type { BrandClients } from "./brand-clients.server";

/** A tenant's issuer and client: what sign-in and the admin token authenticate with. */
export type OidcCredentials = { issuer: string; clientId: string; clientSecret: string | null };

/**
 * A tenant's issuer and client credentials. The secret: the tenant's own in `OIDC_CLIENT_SECRETS`,
 * else the brand's stored client (registered at run time or typed in, docs/decisions/0124: its id and
 * secret together, as they pair), else the shared `OIDC_CLIENT_SECRET` with the brand's configured id.
 */
export async function oidcCredentialsFor(
  config: AppConfig,
  tenant: Tenant,
  clients: BrandClients,
): Promise<OidcCredentials> {
  const issuer = config.OIDC_ISSUERS[tenant.ibeUid] ?? config.OIDC_ISSUER;
  if (!issuer) throw new AuthError("unavailable", "OIDC_ISSUER is not configured");
  const own = config.OIDC_CLIENT_SECRETS[tenant.ibeUid];
  if (own) return { issuer, clientId: tenant.identity.clientId, clientSecret: own };
  const stored = await clients.get(tenant.ibeUid);
  if (stored) return { issuer, clientId: stored.clientId, clientSecret: stored.clientSecret };
  return { issuer, clientId: tenant.identity.clientId, clientSecret: config.OIDC_CLIENT_SECRET ?? null };
}
