import { describe, expect, it } from "vitest";
import { adaptersFor } from "./adapters.server";
import { appConfig } from "./env.server";
import { fakeFetcher, hanging, jsonResponse } from "./http/fake-fetcher.test-support";
import { createUpstreamDeadline } from "./http/upstream-deadline.server";

// The bindings and secrets as wrangler.toml declares them; the tests replace the ones they watch.
const env = {
  ENVIRONMENT: "test",
  SESSION_SECRET: "s".repeat(32),
  PAYMENTS_API_KEY: "merchant:password",
  OIDC_CLIENT_SECRET: "client-secret",
  DB: {},
  SESSIONS: {},
  PAGE_COPIES: {},
  RATES: {},
  INVENTORY: {},
  PAYMENTS: {},
} as unknown as Env;
const fakeBinding = (fake: ReturnType<typeof fakeFetcher>) => fake.fetcher as unknown as Fetcher;

describe("adaptersFor", () => {
  it("reaches the embedded services through their bindings, each adapter made once per request", async () => {
    const inventory = fakeFetcher([() => jsonResponse({ error: { code: "not_found", message: "no" } }, 404)]);
    const payments = fakeFetcher([() => jsonResponse({ ibeUid: "quartier", fields: [] })]);
    const bindings = { ...env, INVENTORY: fakeBinding(inventory), PAYMENTS: fakeBinding(payments) } as Env;
    const adapters = adaptersFor(bindings, appConfig(bindings));
    expect(adapters.ota).toBe(adapters.ota);
    await adapters.ota.getBooking("quartier", "bk_1");
    await adapters.payments.getDbiDefinition("quartier");
    expect(inventory.calls[0]?.url).toMatch(/^https:\/\/inventory\.internal\//);
    expect(payments.calls[0]?.url).toBe("https://payments.internal/v1/airplus/dbi-definition?ibeUid=quartier");
    expect(new Headers(payments.calls[0]?.init?.headers).get("Authorization")).toBe(
      `Basic ${btoa("merchant:password")}`,
    );
  });

  it("gives every upstream call the request's deadline", async () => {
    const inventory = fakeFetcher([hanging]);
    const payments = fakeFetcher([hanging]);
    const bindings = { ...env, INVENTORY: fakeBinding(inventory), PAYMENTS: fakeBinding(payments) } as Env;
    const adapters = adaptersFor(bindings, appConfig(bindings), createUpstreamDeadline(100));
    // Both hang; their own timeouts are 8 s, the deadline ends them (and leaves no room for retries).
    const [booking, definition] = await Promise.all([
      adapters.ota.getBooking("quartier", "bk_1"),
      adapters.payments.getDbiDefinition("quartier"),
    ]);
    expect(booking).toMatchObject({ ok: false, code: "timeout" });
    expect(definition).toMatchObject({ ok: false, code: "timeout" });
    expect(inventory.calls).toHaveLength(1);
    expect(payments.calls).toHaveLength(1);
  });

  it("names a missing binding when the adapter is first used, not before", () => {
    const bindings = { ...env, PAYMENTS: undefined } as Env;
    const adapters = adaptersFor(bindings, appConfig(bindings));
    expect(() => adapters.payments).toThrow(/PAYMENTS service binding/);
    expect(adapters.checkoutStore).toBeDefined();
  });
});

describe("appConfig", () => {
  it.each([
    [{ PAYMENTS_MODE: "remote" }, /PAYMENTS_BASE_URL is required/],
    [{ OTA_MODE: "production" }, /OTA_BASE_URL is required/],
    [{ MAIL_MODE: "send_email" }, /MAIL_FROM is required/],
    // No committed default secret: every environment brings its own (npm start makes them per machine).
    [{ SESSION_SECRET: undefined }, /SESSION_SECRET is required/],
    [{ SESSION_SECRET: "short" }, /SESSION_SECRET must have 32 or more characters/],
    [{ PAYMENTS_API_KEY: undefined }, /PAYMENTS_API_KEY is required/],
    [
      { ENVIRONMENT: "production", PAYMENTS_API_KEY: undefined, PAYMENTS_MODE: "remote" },
      /PAYMENTS_API_KEY is required/,
    ],
    [{ ENVIRONMENT: "production" }, /PAYMENTS_PUBLIC_ORIGIN is required/],
    [{ OIDC_CLIENT_SECRET: undefined }, /OIDC_CLIENT_SECRET is required/],
    [{ OIDC_CLIENT_SECRETS: "{not json" }, /OIDC_CLIENT_SECRETS must be a JSON object/],
    [{ OIDC_ISSUERS: '{"alpenstay":"not a url"}' }, /OIDC_ISSUERS must be a JSON object/],
    [{ ENVIRONMENT: "production" }, /OIDC_ISSUER is required/],
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
    [{ UPSTREAM_DEADLINE_MS: "soon" }, /UPSTREAM_DEADLINE_MS/],
  ])("refuses %j", (vars, message) => {
    expect(() => appConfig({ ...env, ...vars } as Env)).toThrow(message);
  });

  it("reads per-tenant issuers and client secrets, and a secret per tenant stands in for the shared one", () => {
    const config = appConfig({
      ...env,
      OIDC_CLIENT_SECRET: undefined,
      OIDC_CLIENT_SECRETS: '{"alpenstay":"a-secret"}',
      OIDC_ISSUERS: '{"alpenstay":"https://login.example/realms/alpenstay"}',
    } as unknown as Env);
    expect(config.OIDC_CLIENT_SECRETS).toEqual({ alpenstay: "a-secret" });
    expect(config.OIDC_ISSUERS).toEqual({ alpenstay: "https://login.example/realms/alpenstay" });
  });
});
