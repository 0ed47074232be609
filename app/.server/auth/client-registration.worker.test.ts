import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { Tenant } from "../../../shared/tenancy/tenant";
import { TENANTS } from "../../../shared/tenancy/tenant-registry";
import { appConfig } from "../env.server";
import { fakeFetcher, jsonResponse } from "../http/fake-fetcher.test-support";
import { globalFetcher } from "../http/upstream-http.server";
import { brandClients } from "./brand-clients.server";
import { type RegistrationDeps, registerBrandClient, saveManualBrandClient } from "./client-registration.server";
import { oidcCredentialsFor } from "./oidc-credentials.server";

// In workerd against the app's D1 and the real local provider beside the tests (vitest.app.config.ts),
// which accepts this run's OIDC_REGISTRATION_TOKEN at its registration endpoint.
const config = appConfig(env);
const LOCAL = { protocol: "http:", port: "9350" } as const;
let brandCount = 0;

/** A run-time brand of its own per test (the provider refuses the configured tenants' ids). */
function newBrand(): Tenant {
  brandCount += 1;
  const ibeUid = `runtime-${brandCount}-${crypto.randomUUID().slice(0, 8)}`;
  const base = TENANTS[1] as Tenant;
  return {
    ...base,
    ibeUid,
    name: `Runtime ${brandCount}`,
    hosts: [`${ibeUid}.localhost`],
    identity: { clientId: "unregistered", tenantHint: ibeUid },
  };
}

const deps = (overrides: Partial<RegistrationDeps> = {}): RegistrationDeps => ({
  issuer: config.OIDC_ISSUER,
  initialAccessToken: config.OIDC_REGISTRATION_TOKEN,
  http: { fetcher: globalFetcher },
  clients: brandClients(env.DB, config.BRAND_SECRETS_KEY),
  ...overrides,
});

async function adminToken(clientId: string, clientSecret: string, ibeUid: string) {
  const response = await fetch(`${config.OIDC_ISSUER}/token`, {
    method: "POST",
    headers: {
      Authorization: `Basic ${btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`)}`,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      scope: `ota:admin:${ibeUid}`,
      resource: "urn:quartier:ota",
    }),
  });
  return response.status;
}

/** A provider's discovery document, with a registration endpoint or without. */
function discoveryOf(issuer: string, registration?: string) {
  return jsonResponse({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/token`,
    jwks_uri: `${issuer}/keys`,
    ...(registration ? { registration_endpoint: `${issuer}${registration}` } : {}),
  });
}

describe("registering a brand's client at the provider", () => {
  it("registers once, stores the secret sealed, and the app's credentials for the brand are the new client's", async () => {
    const brand = newBrand();
    const first = await registerBrandClient(deps(), brand, LOCAL);
    expect(first).toMatchObject({ outcome: "registered" });
    const clientId = first.outcome === "registered" ? first.clientId : "";

    const credentials = await oidcCredentialsFor(config, brand, deps().clients);
    expect(credentials.clientId).toBe(clientId);
    expect(credentials.clientSecret).toBeTruthy();
    expect(await adminToken(clientId, credentials.clientSecret ?? "", brand.ibeUid)).toBe(200);

    const row = await env.DB.prepare("SELECT * FROM brand_oidc_clients WHERE ibe_uid = ?1")
      .bind(brand.ibeUid)
      .first<Record<string, string>>();
    expect(row?.client_id).toBe(clientId);
    expect(row?.sealed_secrets).not.toContain(credentials.clientSecret);
    expect(await deps().clients.summary(brand.ibeUid)).toMatchObject({ clientId, source: "registered" });

    // Going live again (new hosts, say) updates the same client: no second registration.
    const again = await registerBrandClient(deps(), { ...brand, hosts: [`www.${brand.ibeUid}.localhost`] }, LOCAL);
    expect(again).toEqual({ outcome: "updated", clientId });
    expect((await oidcCredentialsFor(config, brand, deps().clients)).clientSecret).toBe(credentials.clientSecret);
  });

  it("is refused without the initial access token, and stores nothing", async () => {
    const brand = newBrand();
    expect(await registerBrandClient(deps({ initialAccessToken: undefined }), brand, LOCAL)).toEqual({
      outcome: "failed",
      reason: "refused",
      status: 401,
    });
    expect(await deps().clients.get(brand.ibeUid)).toBeNull();
  });

  it("asks for the client by hand where the provider has no registration endpoint, and keeps what was typed in", async () => {
    const brand = newBrand();
    const issuer = "https://login.example";
    const { fetcher } = fakeFetcher([() => discoveryOf(issuer)]);
    const noRegistration = deps({ issuer, http: { fetcher } });
    expect(await registerBrandClient(noRegistration, brand, LOCAL)).toEqual({ outcome: "manual-needed" });

    await saveManualBrandClient(noRegistration.clients, brand.ibeUid, { clientId: "typed-id", clientSecret: "typed" });
    expect(await registerBrandClient(noRegistration, brand, LOCAL)).toEqual({ outcome: "kept", clientId: "typed-id" });
    expect(await oidcCredentialsFor(config, brand, noRegistration.clients)).toMatchObject({
      clientId: "typed-id",
      clientSecret: "typed",
    });
  });

  it("keeps a client registered where the provider offers no update (no registration access token)", async () => {
    const brand = newBrand();
    const issuer = "https://open-registration.example";
    const { fetcher, calls } = fakeFetcher([
      () => discoveryOf(issuer, "/oidc/register"),
      () => jsonResponse({ client_id: "auth0-like-id", client_secret: "auth0-like-secret" }, 201),
    ]);
    const open = deps({ issuer, initialAccessToken: undefined, http: { fetcher } });
    expect(await registerBrandClient(open, brand, LOCAL)).toEqual({ outcome: "registered", clientId: "auth0-like-id" });
    expect(new Headers(calls[1]?.init?.headers).has("Authorization")).toBe(false);
    expect(await registerBrandClient(open, brand, LOCAL)).toEqual({ outcome: "kept", clientId: "auth0-like-id" });
    expect(calls.filter((call) => call.init?.method === "POST")).toHaveLength(1);
  });

  it("leaves a configured brand on its configured client and the shared secret", async () => {
    const alpenstay = TENANTS.find((t) => t.ibeUid === "alpenstay") as Tenant;
    expect(await oidcCredentialsFor(config, alpenstay, deps().clients)).toMatchObject({
      clientId: "alpenstay-web",
      clientSecret: config.OIDC_CLIENT_SECRET,
    });
  });
});
