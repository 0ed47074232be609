import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";
import { z } from "zod";
import { AuthError } from "./auth-error.server";

// The provider's keys, fetched on first use and refreshed by jose when a token names an unknown key.
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(jwksUri: string) {
  let keys = keySets.get(jwksUri);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, keys);
  }
  return keys;
}

const claimsSchema = z.object({
  sub: z.string().min(1),
  name: z.string().optional(),
  email: z.string().optional(),
  roles: z.array(z.string()).optional(),
  tenant: z.string().optional(),
  nonce: z.string().optional(),
});

/** The claims of a verified id token that the session keeps. */
export type IdTokenClaims = z.infer<typeof claimsSchema> & JWTPayload;

/**
 * Verifies an id token (OpenID Connect Core §3.1.3.7): its signature with the provider's published
 * keys, the issuer exactly, the audience (our client id), its expiry, and the nonce of the sign-in that
 * asked for it. A refreshed id token carries no nonce (expectedNonce undefined).
 */
export async function verifyIdToken(
  idToken: string,
  expected: { issuer: string; jwksUri: string; clientId: string; nonce: string | undefined },
): Promise<IdTokenClaims> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(expected.jwksUri), {
      issuer: expected.issuer,
      audience: expected.clientId,
      clockTolerance: 30,
    }));
  } catch (error) {
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === "iss")
      throw new AuthError("issuer", "id token");
    if (error instanceof errors.JOSEError) throw new AuthError("token", error.code);
    throw new AuthError("unavailable", "keys");
  }
  const claims = claimsSchema.safeParse(payload);
  if (!claims.success) throw new AuthError("token", "claims");
  if (expected.nonce !== undefined && claims.data.nonce !== expected.nonce) throw new AuthError("token", "nonce");
  return { ...payload, ...claims.data };
}
