import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from "jose";
import { memoisedFor } from "../../../shared/memoised";
import { type AdminPrincipal, adminPrincipalOf, OTA_ADMIN_AUDIENCE } from "../../../shared/ota/admin-scopes";
import type { InventoryEnv } from "../env";
import { OtaError } from "./responses";

/**
 * The check in front of `/api/admin/*`: an admin bearer token (a client-credentials JWT from the
 * identity provider) verified by signature (the provider's JWKS), issuer, audience and expiry; its
 * scope and tenant claim make the principal (shared/ota/admin-scopes.ts). The guest API key is no
 * admin credential. Configuration (workers/inventory/env.ts): ADMIN_TOKEN_ISSUER, optionally
 * ADMIN_TOKEN_AUDIENCE, and the keys inline (ADMIN_TOKEN_JWKS, pinned) or at ADMIN_TOKEN_JWKS_URL;
 * without either, the issuer's discovery document names them.
 */

/**
 * Key sets per isolate, by where they come from (jose caches and refetches remote keys itself), for an
 * hour: a provider that moves its keys' address is followed; a failed discovery is not kept.
 */
const keySetOf = memoisedFor<string, Promise<JWTVerifyGetKey>>(60 * 60 * 1000, 16);

async function discoveredJwksUri(issuer: string): Promise<string> {
  const response = await fetch(`${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`, {
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
  if (document.issuer !== issuer || typeof document.jwks_uri !== "string")
    throw new Error("unusable discovery document");
  return document.jwks_uri;
}

async function keysOf(env: InventoryEnv, issuer: string): Promise<JWTVerifyGetKey> {
  const source = env.ADMIN_TOKEN_JWKS
    ? `inline:${env.ADMIN_TOKEN_JWKS}`
    : (env.ADMIN_TOKEN_JWKS_URL ?? `issuer:${issuer}`);
  return keySetOf(source, async () =>
    env.ADMIN_TOKEN_JWKS
      ? createLocalJWKSet(JSON.parse(env.ADMIN_TOKEN_JWKS) as JSONWebKeySet)
      : createRemoteJWKSet(new URL(env.ADMIN_TOKEN_JWKS_URL ?? (await discoveredJwksUri(issuer)))),
  );
}

function bearerOf(request: Request): string | null {
  const match = /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(request.headers.get("Authorization") ?? "");
  return match?.[1] ?? null;
}

/** The verified principal of an admin request; 401 without a valid token, 403 when it grants no admin scope. */
export async function verifyAdminToken(request: Request, env: InventoryEnv): Promise<AdminPrincipal> {
  const token = bearerOf(request);
  if (!token) throw new OtaError("unauthorized", "An admin bearer token is required");
  const issuer = env.ADMIN_TOKEN_ISSUER;
  if (!issuer) throw new OtaError("unauthorized", "Admin tokens are not configured");
  let keys: JWTVerifyGetKey;
  try {
    keys = await keysOf(env, issuer);
  } catch (error) {
    console.error("inventory: admin token keys unavailable", error instanceof Error ? error.message : "error");
    throw new OtaError("unauthorized", "The admin token cannot be checked now");
  }
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(token, keys, {
      issuer,
      audience: env.ADMIN_TOKEN_AUDIENCE ?? OTA_ADMIN_AUDIENCE,
      clockTolerance: 30,
    }));
  } catch {
    throw new OtaError("unauthorized", "Invalid admin token");
  }
  const principal = adminPrincipalOf({ scope: claims.scope, tenant: claims[env.ADMIN_TOKEN_TENANT_CLAIM ?? "tenant"] });
  if (!principal) throw new OtaError("forbidden", "The token grants no admin scope");
  return principal;
}
