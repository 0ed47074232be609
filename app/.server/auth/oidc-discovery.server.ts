import { z } from "zod";
import { memoisedFor } from "../../../shared/memoised";
import { isValidIssuer } from "../../domain/auth/issuer";
import { logger } from "../logger.server";
import { AuthError } from "./auth-error.server";
import { type IdentityHttp, identityDocument } from "./identity-http.server";

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  end_session_endpoint: z.url().optional(),
  revocation_endpoint: z.url().optional(),
  /** Dynamic Client Registration (RFC 7591), where the provider offers it. */
  registration_endpoint: z.url().optional(),
  code_challenge_methods_supported: z.array(z.string()).optional(),
});

/** What the app uses of a provider's OpenID Connect discovery document. */
export type OidcProviderMetadata = z.infer<typeof discoverySchema>;

/** A provider's document per issuer, for a few minutes (a failed discovery is not kept). */
const discovered = memoisedFor<string, Promise<OidcProviderMetadata>>(10 * 60 * 1000);

/**
 * The provider's metadata from `{issuer}/.well-known/openid-configuration` (through the upstream
 * client, within the request's deadline), kept per isolate for a few minutes. The document must name
 * exactly the configured issuer (isValidIssuer), or sign-in stops.
 */
export async function discoverProvider(
  issuer: string,
  http: IdentityHttp,
  now = Date.now(),
): Promise<OidcProviderMetadata> {
  return discovered(issuer, () => discover(issuer, http), now);
}

async function discover(issuer: string, http: IdentityHttp): Promise<OidcProviderMetadata> {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  const result = await identityDocument(http, url, discoverySchema);
  if (!result.ok) {
    logger.warn("OIDC discovery failed", { status: result.status, code: result.code });
    throw new AuthError("unavailable", result.code === "invalid_response" ? "discovery document" : "discovery");
  }
  if (!isValidIssuer(result.data.issuer, issuer)) {
    logger.warn("OIDC discovery names another issuer than the configured one");
    throw new AuthError("issuer", "discovery");
  }
  return result.data;
}
