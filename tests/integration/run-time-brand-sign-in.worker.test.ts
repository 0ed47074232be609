import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { brandClients } from "../../app/.server/auth/brand-clients.server";
import { registerBrandClient } from "../../app/.server/auth/client-registration.server";
import { appConfig } from "../../app/.server/env.server";
import { globalFetcher } from "../../app/.server/http/upstream-http.server";
import { DEMO_USERS } from "../../scripts/idp/demo-users";
import { fetchApp } from "./fetch-app";
import { runTimeTenant, saveRunTimeBrand } from "./run-time-brand";
import { signIn } from "./sign-in-flow";

// A brand created at run time signs in through the real login page: its client registered at the local
// provider as the go-live hook does it (Dynamic Client Registration), nothing of it in any code.
const config = appConfig(env);
const anna = DEMO_USERS.find((user) => user.sub === "guest-anna");

async function launch(ibeUid: string) {
  const draft = await saveRunTimeBrand(runTimeTenant(ibeUid), "draft");
  const registration = await registerBrandClient(
    {
      issuer: config.OIDC_ISSUER,
      initialAccessToken: config.OIDC_REGISTRATION_TOKEN,
      http: { fetcher: globalFetcher },
      clients: brandClients(env.DB, config.BRAND_SECRETS_KEY),
    },
    draft.tenant,
    { protocol: "http:", port: env.TEST_APP_PORT },
  );
  if (registration.outcome !== "registered") throw new Error(`registration: ${registration.outcome}`);
  const identity = { ...draft.tenant.identity, clientId: registration.clientId };
  await saveRunTimeBrand({ ...draft.tenant, identity }, "live", draft.version);
  return registration.clientId;
}

describe("a brand launched at run time", () => {
  it("signs a guest in through the provider's login page with its registered client", async () => {
    const ibeUid = `dcr-${crypto.randomUUID().slice(0, 8)}`;
    const clientId = await launch(ibeUid);

    const { app, callback, origin } = await signIn(ibeUid, { email: anna?.email, returnTo: "/en/account" });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("Location")).toBe("/en/account");
    const account = await fetchApp(`${origin}/en/account`, { headers: { Cookie: app.header() } });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(anna?.name ?? "?");

    // The sign-in went through the brand's own client, not a configured one.
    const start = await fetchApp(`${origin}/en/sign-in`, { freshBrowser: true });
    expect(new URL(start.headers.get("Location") ?? "").searchParams.get("client_id")).toBe(clientId);
  });
});
