import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalIdp, startLocalIdp } from "./local-idp.ts";
import { Browser, pkce } from "./provider-test-client.ts";

// Dynamic Client Registration (RFC 7591, 7592) at the local provider, as the app registers a brand
// launched at run time: the initial access token, the brand's tenant in the metadata, sign-in and admin
// tokens with the registered client, and the client kept across a restart of the provider.
const APP_PORT = 8841;
const REGISTRATION_TOKEN = "test-registration-token";
const ORIGIN = `http://seaside.localhost:${APP_PORT}`;
const CALLBACK = `${ORIGIN}/auth/callback`;
let dir: string;
let idp: LocalIdp;

const start = () =>
  startLocalIdp({
    port: 0,
    appPort: APP_PORT,
    clientSecret: "configured-clients-secret",
    cookieKeys: ["test-cookie-key"],
    stateDir: dir,
    scrypt: { N: 1024, r: 8, p: 1 },
    registrationToken: REGISTRATION_TOKEN,
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "idp-registration-test-"));
  idp = await start();
});

afterAll(async () => {
  await idp?.close();
  rmSync(dir, { recursive: true, force: true });
});

const seasideClient = {
  client_name: "Seaside Stays",
  tenant: "seaside",
  redirect_uris: [CALLBACK, `http://admin.seaside.localhost:${APP_PORT}/auth/callback`],
  post_logout_redirect_uris: [`${ORIGIN}/`],
  grant_types: ["authorization_code", "refresh_token", "client_credentials"],
  response_types: ["code"],
  token_endpoint_auth_method: "client_secret_basic",
};

type Registered = {
  client_id: string;
  client_secret: string;
  registration_access_token: string;
  registration_client_uri: string;
  tenant?: string;
  error?: string;
};

async function register(metadata: Record<string, unknown>, token: string | null = REGISTRATION_TOKEN) {
  const { registration_endpoint } = (await (await fetch(`${idp.issuer}/.well-known/openid-configuration`)).json()) as {
    registration_endpoint: string;
  };
  const response = await fetch(registration_endpoint, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(metadata),
  });
  return { status: response.status, body: (await response.json()) as Registered };
}

function basic(clientId: string, secret: string) {
  return `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString("base64")}`;
}

async function token(client: Registered, fields: Record<string, string>) {
  const response = await fetch(`${idp.issuer}/token`, {
    method: "POST",
    headers: {
      Authorization: basic(client.client_id, client.client_secret),
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

const claimsOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;

describe("dynamic client registration at the local provider", () => {
  it("refuses a registration without the initial access token, or with a wrong one (401)", async () => {
    expect((await register(seasideClient, null)).status).toBe(401);
    const wrong = await register(seasideClient, "not-the-token");
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe("invalid_token");
  });

  it.each<[string, Record<string, unknown>]>([
    ["without a tenant", { ...seasideClient, tenant: undefined }],
    ["with a malformed tenant", { ...seasideClient, tenant: "Seaside Stays" }],
    ["claiming a configured tenant", { ...seasideClient, tenant: "alpenstay" }],
    ["claiming the platform's tenant", { ...seasideClient, tenant: "quartier" }],
    ["without redirect URIs", { ...seasideClient, redirect_uris: [] }],
  ])("refuses a registration %s (400 invalid_client_metadata)", async (_case, metadata) => {
    const refused = await register(metadata);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^invalid_(client_metadata|redirect_uri)$/);
  });

  it("registers a brand's client that signs a user in and gets its tenant's admin token only", async () => {
    const registered = await register(seasideClient);
    expect(registered.status).toBe(201);
    const client = registered.body;
    expect(client).toMatchObject({ tenant: "seaside", redirect_uris: seasideClient.redirect_uris });
    expect(client.client_secret).toBeTruthy();

    const browser = new Browser(idp.issuer);
    const { verifier, challenge } = pkce();
    const params = new URLSearchParams({
      client_id: client.client_id,
      redirect_uri: CALLBACK,
      response_type: "code",
      scope: "openid email roles",
      state: "s",
      nonce: "n",
      code_challenge: challenge,
      code_challenge_method: "S256",
    });
    const callback = await browser.signInAt(`${idp.issuer}/auth?${params}`, "anna.gast@example.com", "anna-demo-2026");
    expect(callback.location.startsWith(CALLBACK)).toBe(true);
    const code = new URL(callback.location).searchParams.get("code") ?? "";
    const tokens = await token(client, {
      grant_type: "authorization_code",
      code,
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    });
    expect(tokens.status).toBe(200);
    expect(claimsOf(tokens.body.id_token ?? "")).toMatchObject({ aud: client.client_id, sub: "guest-anna" });

    const admin = await token(client, {
      grant_type: "client_credentials",
      scope: "ota:admin:seaside ota:admin ota:admin:alpenstay",
      resource: "urn:quartier:ota",
    });
    expect(admin.status).toBe(200);
    expect(claimsOf(admin.body.access_token ?? "")).toMatchObject({ tenant: "seaside", scope: "ota:admin:seaside" });
  });

  it("updates a registered client with its registration access token, and keeps it across a restart", async () => {
    const { body: client } = await register(seasideClient);
    const moved = [`https://seaside.example/auth/callback`];
    const update = await fetch(client.registration_client_uri, {
      method: "PUT",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${client.registration_access_token}` },
      body: JSON.stringify({ ...seasideClient, client_id: client.client_id, redirect_uris: moved }),
    });
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ client_id: client.client_id, redirect_uris: moved });
    const stranger = await fetch(client.registration_client_uri, { headers: { Authorization: "Bearer nope" } });
    expect(stranger.status).toBe(401);

    await idp.close();
    idp = await start();
    const read = await fetch(client.registration_client_uri.replace(/^http:\/\/localhost:\d+/, idp.issuer), {
      headers: { Authorization: `Bearer ${client.registration_access_token}` },
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ client_id: client.client_id, tenant: "seaside", redirect_uris: moved });
    const admin = await token(client, {
      grant_type: "client_credentials",
      scope: "ota:admin:seaside",
      resource: "urn:quartier:ota",
    });
    expect(admin.status).toBe(200);
  });
});
