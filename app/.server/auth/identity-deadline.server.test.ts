import { describe, expect, it } from "vitest";
import { type FakeCall, fakeFetcher, hanging, jsonResponse } from "../http/fake-fetcher.test-support";
import type { UpstreamDeadline } from "../http/upstream-deadline.server";
import type { AuthError } from "./auth-error.server";
import { type OidcClient, refreshTokens } from "./oidc-client.server";
import { discoverProvider } from "./oidc-discovery.server";

/** A request deadline this test ends itself: the moment the provider has been asked and hangs. */
function deadlineEndedBy() {
  const controller = new AbortController();
  const deadline: UpstreamDeadline = {
    signal: controller.signal,
    remainingMs: () => (controller.signal.aborted ? 0 : 30_000),
  };
  const end = () => controller.abort(new DOMException("The request's deadline passed", "TimeoutError"));
  return { deadline, end };
}

/** A provider that hangs, and whose hanging ends the request's deadline (no timer in the test). */
const hangingUntilDeadline = (end: () => void) => (call: FakeCall) => {
  const answer = hanging(call);
  end();
  return answer;
};

let issuers = 0;
const discoveryOf = (issuer: string) => ({
  issuer,
  authorization_endpoint: `${issuer}/authorize`,
  token_endpoint: `${issuer}/token`,
  jwks_uri: `${issuer}/jwks`,
});

function clientOf(issuer: string, fetcher: OidcClient["http"]["fetcher"], deadline?: UpstreamDeadline): OidcClient {
  return {
    issuer,
    clientId: "quartier-web",
    clientSecret: "secret",
    redirectUri: "https://quartier.localhost/auth/callback",
    postLogoutRedirectUri: "https://quartier.localhost/",
    tenantHint: "quartier",
    tenantHintParam: "tenant",
    scopes: ["openid"],
    sessionSecret: "s".repeat(32),
    http: { fetcher, ...(deadline ? { deadline } : {}) },
  };
}

describe("the identity provider's calls within the request's deadline", () => {
  it("discovery: a provider that does not answer is cut at the deadline, as unavailable", async () => {
    const issuer = `https://idp-${++issuers}.example`;
    const { deadline, end } = deadlineEndedBy();
    const provider = fakeFetcher([hangingUntilDeadline(end)]);
    const failed = await discoverProvider(issuer, { fetcher: provider.fetcher, deadline }).catch((e: AuthError) => e);
    expect(failed).toMatchObject({ name: "AuthError", failure: "unavailable" });
    // The deadline left no room for the retry a discovery read may have.
    expect(provider.calls.map((call) => call.url)).toEqual([`${issuer}/.well-known/openid-configuration`]);
  });

  it("token refresh: a token endpoint that does not answer is cut at the deadline, not a refusal", async () => {
    const issuer = `https://idp-${++issuers}.example`;
    const { deadline, end } = deadlineEndedBy();
    const provider = fakeFetcher([() => jsonResponse(discoveryOf(issuer)), hangingUntilDeadline(end)]);
    const outcome = await refreshTokens(clientOf(issuer, provider.fetcher, deadline), "refresh-1");
    expect(outcome).toEqual({ ok: false, refused: false });
    expect(provider.calls.map((call) => call.url)).toEqual([
      `${issuer}/.well-known/openid-configuration`,
      `${issuer}/token`,
    ]);
  });

  it("token refresh: the request is the OAuth one (no scope: the grant's own), and the provider's answer gives the tokens", async () => {
    const issuer = `https://idp-${++issuers}.example`;
    const provider = fakeFetcher([
      () => jsonResponse(discoveryOf(issuer)),
      () => jsonResponse({ access_token: "at-2", token_type: "Bearer", expires_in: 300, refresh_token: "refresh-2" }),
    ]);
    const outcome = await refreshTokens(clientOf(issuer, provider.fetcher), "refresh-1");
    expect(outcome.ok && [outcome.tokens.accessToken(), outcome.tokens.refreshToken()]).toEqual(["at-2", "refresh-2"]);
    const token = provider.calls[1];
    expect(token?.init?.method).toBe("POST");
    expect(new Headers(token?.init?.headers).get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(new Headers(token?.init?.headers).get("Authorization")).toBe(`Basic ${btoa("quartier-web:secret")}`);
    expect(Object.fromEntries(new URLSearchParams(String(token?.init?.body)))).toEqual({
      grant_type: "refresh_token",
      refresh_token: "refresh-1",
    });
  });

  it.each([
    [400, { error: "invalid_grant" }, { ok: false, refused: true }],
    [401, { error: "invalid_client" }, { ok: false, refused: true }],
    [400, { unexpected: true }, { ok: false, refused: false }],
    [503, { error: "temporarily_unavailable" }, { ok: false, refused: false }],
  ])("token refresh: a %i answer %o is %o", async (status, body, expected) => {
    const issuer = `https://idp-${++issuers}.example`;
    const provider = fakeFetcher([() => jsonResponse(discoveryOf(issuer)), () => jsonResponse(body, status)]);
    expect(await refreshTokens(clientOf(issuer, provider.fetcher), "refresh-1")).toEqual(expected);
    // A token request is never repeated: a refresh token may rotate on first use.
    expect(provider.calls).toHaveLength(2);
  });
});
