import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";
import { z } from "zod";
import { memoised } from "../../../shared/memoised";
import { AuthError } from "./auth-error.server";

// The provider's keys, fetched on first use and refreshed by jose when a token names an unknown key.
const keySetOf = memoised((jwksUri: string) => createRemoteJWKSet(new URL(jwksUri)));

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

const userinfoSchema = claimsSchema.omit({ nonce: true });

/**
 * Adds what the userinfo endpoint says to the id token's claims. A conformant provider puts the
 * profile, e-mail and role claims there rather than in the id token when it issues an access token;
 * an answer about another subject is ignored (Core §5.3.2).
 */
export async function withUserinfo(
  claims: IdTokenClaims,
  { userinfoEndpoint, accessToken }: { userinfoEndpoint: string | undefined; accessToken: string },
): Promise<IdTokenClaims> {
  if (!userinfoEndpoint || (claims.name && claims.email && claims.roles)) return claims;
  try {
    const response = await fetch(userinfoEndpoint, {
      headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
    });
    if (!response.ok) return claims;
    const info = userinfoSchema.safeParse(await response.json());
    if (!info.success || info.data.sub !== claims.sub) return claims;
    return { ...info.data, ...stripUndefined(claims) };
  } catch {
    return claims;
  }
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
