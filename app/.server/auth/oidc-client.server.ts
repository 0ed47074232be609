import { OAuth2Tokens } from "arctic";
import { createCookie, type RouterContextProvider } from "react-router";
import { Authenticator } from "remix-auth";
import { CodeChallengeMethod, OAuth2RequestError, OAuth2Strategy } from "remix-auth-oauth2";
import type { Language } from "../../../shared/tenancy/tenant";
import { CALLBACK_PATH } from "../../domain/auth/client-registration";
import { cookieNames } from "../../domain/http/cookie-header";
import { adaptersOf } from "../adapters.server";
import { configContext, tenantContext } from "../context.server";
import { logger } from "../logger.server";
import { AuthError } from "./auth-error.server";
import { type IdTokenClaims, verifyIdToken, withUserinfo } from "./id-token.server";
import { type IdentityHttp, tokenRequest } from "./identity-http.server";
import { oidcCredentialsFor } from "./oidc-credentials.server";
import { discoverProvider, type OidcProviderMetadata } from "./oidc-discovery.server";

export { CALLBACK_PATH };

/** remix-auth-oauth2 keeps state and PKCE verifier in `__Host-oauth:<random>` cookies (one per sign-in). */
const STATE_COOKIE = "__Host-oauth";
const COOKIE_BASE = { path: "/", secure: true, httpOnly: true, sameSite: "lax" } as const;

/** One tenant's OpenID Connect client on one host. */
export type OidcClient = {
  issuer: string;
  clientId: string;
  clientSecret: string | null;
  /** `<origin>/auth/callback`: each host (brand and admin) is registered with the provider. */
  redirectUri: string;
  /** The host's root, registered as the post-logout redirect URI; it leads to the language home. */
  postLogoutRedirectUri: string;
  tenantHint: string;
  tenantHintParam: string;
  scopes: string[];
  sessionSecret: string;
  /** The provider's calls go through the upstream client, within the request's deadline. */
  http: IdentityHttp;
};

/** The client of the request's tenant and host, from the tenant's configuration and stored client. */
export async function oidcClientFor(context: Readonly<RouterContextProvider>, requestUrl: string): Promise<OidcClient> {
  const config = context.get(configContext);
  const { tenant } = context.get(tenantContext);
  const origin = new URL(requestUrl).origin;
  return {
    ...(await oidcCredentialsFor(config, tenant, adaptersOf(context).brandClients)),
    redirectUri: `${origin}${CALLBACK_PATH}`,
    postLogoutRedirectUri: `${origin}/`,
    tenantHint: tenant.identity.tenantHint,
    tenantHintParam: config.OIDC_TENANT_HINT_PARAM,
    scopes: config.OIDC_SCOPES,
    sessionSecret: config.SESSION_SECRET,
    http: adaptersOf(context).identity,
  };
}

/** The sign-in in progress: what the callback checks (state, nonce) and where it goes afterwards. */
type PendingSignIn = { state: string; nonce: string; returnTo: string; lng: Language };

function pendingSignInCookie(secret: string) {
  return createCookie("__Host-signin", { ...COOKIE_BASE, secrets: [secret], maxAge: 600 });
}

/**
 * remix-auth-oauth2's strategy with the parameters OpenID Connect and our tenants need on every request.
 * Its two token calls (the code exchange, the refresh) are its own public methods, replaced here so
 * that they go through the upstream client within the request's deadline (arctic, underneath, would
 * call the global fetch without one); the request is arctic's, the answer read as arctic reads it.
 */
class OidcStrategy extends OAuth2Strategy<OAuth2Tokens> {
  constructor(
    options: OAuth2Strategy.ConstructorOptions,
    private readonly extraParams: Record<string, string>,
    private readonly oidc: Pick<OidcClient, "clientId" | "clientSecret" | "redirectUri" | "http">,
  ) {
    super(options, async ({ tokens }) => tokens);
  }

  protected override authorizationParams(params: URLSearchParams): URLSearchParams {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(this.extraParams)) merged.set(key, value);
    return merged;
  }

  override validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const form = new URLSearchParams({ grant_type: "authorization_code", code, redirect_uri: this.oidc.redirectUri });
    form.set("code_verifier", codeVerifier);
    return this.tokens(form);
  }

  override refreshToken(refreshToken: string): Promise<OAuth2Tokens> {
    const form = new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken });
    if (this.options.scopes?.length) form.set("scope", this.options.scopes.join(" "));
    return this.tokens(form);
  }

  /** Client authentication as arctic does it: HTTP Basic with a secret, the client id in the form without. */
  private async tokens(form: URLSearchParams): Promise<OAuth2Tokens> {
    const { clientId, clientSecret, http } = this.oidc;
    if (clientSecret === null) form.set("client_id", clientId);
    const headers: Record<string, string> =
      clientSecret === null ? {} : { Authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}` };
    const result = await tokenRequest(http, this.options.tokenEndpoint.toString(), form, headers);
    if (result.ok) return new OAuth2Tokens(result.data);
    // The provider's OAuth refusal (400/401 with an error code); anything else is "could not be asked".
    if ((result.status === 400 || result.status === 401) && result.code && !isTransportCode(result.code)) {
      throw new OAuth2RequestError(result.code, result.message ?? null, null, null);
    }
    throw new TokenEndpointUnavailable(result.status, result.code);
  }
}

/** The token endpoint did not answer with tokens or a refusal (a timeout, an outage, an unreadable answer). */
class TokenEndpointUnavailable extends Error {
  constructor(status: number, code: string | undefined) {
    super(`The token endpoint failed (${status}${code ? `, ${code}` : ""})`);
    this.name = "TokenEndpointUnavailable";
  }
}

function isTransportCode(code: string): boolean {
  return code === "timeout" || code === "network_error" || code === "invalid_response";
}

function authenticatorFor(
  client: OidcClient,
  metadata: OidcProviderMetadata,
  extraParams: Record<string, string>,
  scopes = client.scopes,
) {
  const strategy = new OidcStrategy(
    {
      clientId: client.clientId,
      clientSecret: client.clientSecret,
      authorizationEndpoint: metadata.authorization_endpoint,
      tokenEndpoint: metadata.token_endpoint,
      tokenRevocationEndpoint: metadata.revocation_endpoint,
      redirectURI: client.redirectUri,
      scopes,
      codeChallengeMethod: CodeChallengeMethod.S256,
      cookie: { name: STATE_COOKIE, path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: 600 },
    },
    extraParams,
    client,
  );
  return { strategy, authenticator: new Authenticator<OAuth2Tokens>().use(strategy, "oidc") };
}

function randomToken(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/**
 * Starts the authorization code flow (PKCE, state, nonce): a redirect to the provider with the tenant
 * hint and the page's language, `prompt=create` to register. The state and verifier go into
 * remix-auth-oauth2's cookie, the nonce and the return path into our signed one.
 */
export async function startSignIn(
  client: OidcClient,
  { lng, returnTo, register }: { lng: Language; returnTo: string; register: boolean },
): Promise<Response> {
  const metadata = await discoverProvider(client.issuer, client.http);
  const nonce = randomToken();
  const extra: Record<string, string> = {
    nonce,
    ui_locales: lng,
    [client.tenantHintParam]: client.tenantHint,
    ...(register ? { prompt: "create" } : {}),
  };
  const { authenticator } = authenticatorFor(client, metadata, extra);
  // A request without a query: a `state` parameter on the sign-in link must not pass for a callback.
  const start = new Request(new URL(CALLBACK_PATH, client.redirectUri), { headers: { Cookie: "" } });
  let redirect: Response;
  try {
    await authenticator.authenticate("oidc", start);
    throw new Error("the strategy did not redirect");
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    redirect = thrown;
  }
  const location = redirect.headers.get("Location") ?? "";
  const state = new URL(location).searchParams.get("state") ?? "";
  const pending: PendingSignIn = { state, nonce, returnTo, lng };
  const headers = new Headers(redirect.headers);
  headers.append("Set-Cookie", await pendingSignInCookie(client.sessionSecret).serialize(pending));
  headers.set("Cache-Control", "no-store");
  return new Response(null, { status: 302, headers });
}

/** What a finished sign-in gives: the tokens, the verified claims, and where the user was going. */
export type FinishedSignIn = {
  tokens: OAuth2Tokens;
  claims: IdTokenClaims;
  returnTo: string;
  lng: Language;
  /** Set-Cookie headers that clear the sign-in's state cookies. */
  clearCookies: string[];
};

/** The Set-Cookie headers that expire every sign-in cookie this request carries. */
async function clearSignInCookies(request: Request, secret: string): Promise<string[]> {
  const names = cookieNames(request.headers.get("Cookie")).filter((name) => name.startsWith(`${STATE_COOKIE}:`));
  return [
    ...names.map((name) => `${name}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`),
    await pendingSignInCookie(secret).serialize("", { maxAge: 0 }),
  ];
}

/**
 * Finishes the flow at the callback: the state must be this browser's (remix-auth-oauth2 checks it
 * against its cookie, we against ours), the code is exchanged with the PKCE verifier, and the id token
 * is verified (signature, issuer, audience, expiry, nonce). Every failure is an AuthError.
 */
export async function finishSignIn(client: OidcClient, request: Request): Promise<FinishedSignIn> {
  const clearCookies = await clearSignInCookies(request, client.sessionSecret);
  const pending = (await pendingSignInCookie(client.sessionSecret).parse(
    request.headers.get("Cookie"),
  )) as PendingSignIn | null;
  const url = new URL(request.url);
  const state = url.searchParams.get("state");
  if (!pending?.state || !state || pending.state !== state) throw withCookies(new AuthError("state"), clearCookies);
  let tokens: OAuth2Tokens;
  try {
    const metadata = await discoverProvider(client.issuer, client.http);
    const { authenticator } = authenticatorFor(client, metadata, {});
    tokens = await authenticator.authenticate("oidc", request);
    const claims = await verifyIdToken(tokens.idToken(), {
      issuer: client.issuer,
      jwksUri: metadata.jwks_uri,
      clientId: client.clientId,
      nonce: pending.nonce,
    });
    const user = await withUserinfo(claims, {
      userinfoEndpoint: metadata.userinfo_endpoint,
      accessToken: tokens.accessToken(),
    });
    return { tokens, claims: user, returnTo: pending.returnTo, lng: pending.lng, clearCookies };
  } catch (error) {
    throw withCookies(asAuthError(error), clearCookies);
  }
}

function withCookies(error: AuthError, cookies: string[]): AuthError {
  return Object.assign(error, { clearCookies: cookies });
}

/** remix-auth-oauth2's and arctic's errors as the user's reason. */
function asAuthError(error: unknown): AuthError {
  if (error instanceof AuthError) return error;
  if (error instanceof OAuth2RequestError) {
    logger.info("The identity provider refused the sign-in", { code: error.code });
    return new AuthError("provider", error.code);
  }
  if (error instanceof RangeError || error instanceof ReferenceError) return new AuthError("state", error.message);
  if (error instanceof Error && error.message.includes("id_token")) return new AuthError("token", "no id token");
  logger.warn("Sign-in failed", { error: error instanceof Error ? error.name : "unknown" });
  return new AuthError("unavailable");
}

/** The provider refused to refresh (revoked, expired, rotated away), or could not be asked. */
export type RefreshOutcome =
  | { ok: true; tokens: OAuth2Tokens; claims: IdTokenClaims | null }
  | { ok: false; refused: boolean };

/** Renews the tokens with the refresh token; a new id token, when the provider sends one, is verified. */
export async function refreshTokens(client: OidcClient, refreshToken: string): Promise<RefreshOutcome> {
  try {
    const metadata = await discoverProvider(client.issuer, client.http);
    // No scope on a refresh: the grant's own (RFC 6749 §6); asking again for one the provider dropped
    // (offline_access without a consent prompt) would be refused.
    const { strategy } = authenticatorFor(client, metadata, {}, []);
    const tokens = await strategy.refreshToken(refreshToken);
    const claims =
      "id_token" in tokens.data
        ? await verifyIdToken(tokens.idToken(), {
            issuer: client.issuer,
            jwksUri: metadata.jwks_uri,
            clientId: client.clientId,
            nonce: undefined,
          })
        : null;
    return { ok: true, tokens, claims };
  } catch (error) {
    if (error instanceof OAuth2RequestError || (error instanceof AuthError && error.failure !== "unavailable")) {
      logger.info("The identity provider refused the session refresh", {
        reason: error instanceof OAuth2RequestError ? error.code : (error as AuthError).detail,
      });
      return { ok: false, refused: true };
    }
    logger.warn("Session refresh could not reach the identity provider", {
      error: error instanceof Error ? error.name : "unknown",
    });
    return { ok: false, refused: false };
  }
}

/**
 * RP-initiated logout: the provider's end_session endpoint with the id token as hint and the host's
 * registered post-logout address. Null when the provider has no such endpoint.
 */
export async function endSessionUrl(client: OidcClient, idToken: string | undefined, lng: Language) {
  const metadata = await discoverProvider(client.issuer, client.http);
  if (!metadata.end_session_endpoint) return null;
  const url = new URL(metadata.end_session_endpoint);
  if (idToken) url.searchParams.set("id_token_hint", idToken);
  url.searchParams.set("client_id", client.clientId);
  url.searchParams.set("post_logout_redirect_uri", client.postLogoutRedirectUri);
  url.searchParams.set("ui_locales", lng);
  return url.toString();
}
