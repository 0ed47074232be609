import { env } from "cloudflare:test";
import { authSessionStore } from "../../app/.server/auth/auth-session-store.server";

/**
 * A signed-in visitor without the identity provider: a server-side session as a finished sign-in
 * leaves it (in the same store, under a fresh id) and the `__Host-session` cookie that names it.
 * For pages behind the sign-in; the sign-in flow itself is tested against the real provider.
 */
export async function signedInCookie(input: {
  tenant: string;
  sub: string;
  name: string;
  email: string;
}): Promise<string> {
  const session = await authSessionStore(env.SESSIONS).create({
    tenant: input.tenant,
    user: { sub: input.sub, name: input.name, email: input.email, roles: [], tenant: input.tenant },
    // No expiry: the session is kept as it is, never refreshed at the provider.
    tokens: { accessToken: "test-access-token", idToken: "test-id-token" },
  });
  // React Router's cookie encoding without secrets: base64 of the JSON value, URI-encoded.
  return `__Host-session=${encodeURIComponent(btoa(JSON.stringify(session.id)))}`;
}
