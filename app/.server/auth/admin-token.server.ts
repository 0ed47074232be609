import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { OTA_PLATFORM_ADMIN_SCOPE, otaAdminScope } from "../../../shared/ota/admin-scopes";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { type Adapters, adaptersOf } from "../adapters.server";
import { configContext } from "../context.server";
import type { AppConfig } from "../env.server";
import { logger } from "../logger.server";
import { tokenRequest } from "./identity-http.server";
import { oidcCredentialsFor } from "./oidc-credentials.server";
import { discoverProvider } from "./oidc-discovery.server";

/** Whose admin token: one tenant's, or the platform's (every tenant, main tenant's client only). */
export type AdminTokenFor = { tenant: Tenant; platform: boolean };

/** The provider would not give an admin token (unreachable, refused, or without the scope asked for). */
export class AdminTokenError extends Error {
  constructor(reason: string) {
    super(`No admin token: ${reason}`);
    this.name = "AdminTokenError";
  }
}

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
  scope: z.string().optional(),
});

/** The scope an admin token is asked with. */
export function adminScopeFor({ tenant, platform }: AdminTokenFor): string {
  return platform ? OTA_PLATFORM_ADMIN_SCOPE : otaAdminScope(tenant.ibeUid);
}

/** The cache key of a tenant's admin token: its client and scope (never the secret). */
export function adminTokenKey(config: AppConfig, who: AdminTokenFor): string {
  return `${who.tenant.identity.clientId}:${adminScopeFor(who)}:${config.ADMIN_TOKEN_AUDIENCE}`;
}

/**
 * Asks the tenant's provider for a client-credentials token for the OTA's audience (the tenant's own
 * client and secret, HTTP Basic as RFC 6749 2.3.1 has it), with the admin scope.
 */
async function requestAdminToken(
  config: AppConfig,
  adapters: Pick<Adapters, "identity" | "brandClients">,
  who: AdminTokenFor,
  now: number,
) {
  const http = adapters.identity;
  const { issuer, clientId, clientSecret } = await oidcCredentialsFor(config, who.tenant, adapters.brandClients);
  if (!clientSecret) throw new AdminTokenError("no client secret");
  const { token_endpoint } = await discoverProvider(issuer, http);
  const scope = adminScopeFor(who);
  const basic = btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`);
  const form = new URLSearchParams({
    grant_type: "client_credentials",
    scope,
    [config.ADMIN_TOKEN_AUDIENCE_PARAM]: config.ADMIN_TOKEN_AUDIENCE,
  });
  const result = await tokenRequest(http, token_endpoint, form, { Authorization: `Basic ${basic}` });
  if (!result.ok && (result.code === "timeout" || result.code === "network_error")) {
    throw new AdminTokenError("provider unreachable");
  }
  if (!result.ok && result.code !== "invalid_response") {
    logger.warn("admin token refused", { status: result.status, tenant: who.tenant.ibeUid });
    throw new AdminTokenError(`provider answered ${result.status}`);
  }
  const parsed = tokenAnswerSchema.safeParse(result.ok ? result.data : null);
  if (!parsed.success) throw new AdminTokenError("unreadable token answer");
  const granted = parsed.data.scope?.split(" ");
  // A provider that says what it granted must have granted the admin scope; one that does not say is trusted.
  if (granted && !granted.includes(scope)) throw new AdminTokenError("scope not granted");
  const expiresAt = parsed.data.expires_in === undefined ? undefined : now + parsed.data.expires_in * 1000;
  return { token: parsed.data.access_token, expiresAt };
}

/**
 * Spec: getAmsAdminToken. The admin token of the request's tenant (or the platform's), from the cache
 * while it is good, else from the provider. Never logged, never sent to the browser.
 */
export async function getAmsAdminToken(context: Readonly<RouterContextProvider>, who: AdminTokenFor): Promise<string> {
  const config = context.get(configContext);
  const cache = adaptersOf(context).adminTokens;
  const key = adminTokenKey(config, who);
  const now = Date.now();
  const cached = await cache.get(key, now);
  if (cached) return cached;
  const fresh = await requestAdminToken(config, adaptersOf(context), who, now);
  if (fresh.expiresAt !== undefined) await cache.put(key, { token: fresh.token, expiresAt: fresh.expiresAt }, now);
  return fresh.token;
}

/** Forgets the cached admin token (the OTA refused it), so the next call asks the provider anew. */
export async function dropAmsAdminToken(context: Readonly<RouterContextProvider>, who: AdminTokenFor): Promise<void> {
  await adaptersOf(context).adminTokens.drop(adminTokenKey(context.get(configContext), who));
}
