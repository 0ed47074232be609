import { describe, expect, it } from "vitest";
import { adaptersFor } from "./adapters.server";
import { appConfig } from "./env.server";
import { fakeFetcher, jsonResponse } from "./http/fake-fetcher.test-support";

// The bindings and secrets as wrangler.toml declares them; the tests replace the ones they watch.
const env = {
  ENVIRONMENT: "test",
  SESSION_SECRET: "s".repeat(32),
  PAYMENTS_API_KEY: "merchant:password",
  DB: {},
  SESSIONS: {},
  RATES: {},
  INVENTORY: {},
  PAYMENTS: {},
} as unknown as Env;
const fakeBinding = (fake: ReturnType<typeof fakeFetcher>) => fake.fetcher as unknown as Fetcher;

describe("adaptersFor", () => {
  it("reaches the embedded services through their bindings, one set of adapters per configuration", async () => {
    const inventory = fakeFetcher([() => jsonResponse({ error: { code: "not_found", message: "no" } }, 404)]);
    const payments = fakeFetcher([() => jsonResponse({ ibeUid: "quartier", fields: [] })]);
    const bindings = { ...env, INVENTORY: fakeBinding(inventory), PAYMENTS: fakeBinding(payments) } as Env;
    const adapters = adaptersFor(bindings, appConfig(bindings));
    expect(adaptersFor(bindings, appConfig(bindings))).toBe(adapters);
    expect(adapters.ota).toBe(adapters.ota);
    await adapters.ota.getBooking("quartier", "bk_1");
    await adapters.payments.getDbiDefinition("quartier");
    expect(inventory.calls[0]?.url).toMatch(/^https:\/\/inventory\.internal\//);
    expect(payments.calls[0]?.url).toBe("https://payments.internal/v1/airplus/dbi-definition?ibeUid=quartier");
    expect(new Headers(payments.calls[0]?.init?.headers).get("Authorization")).toBe(
      `Basic ${btoa("merchant:password")}`,
    );
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
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL/],
  ])("refuses %j", (vars, message) => {
    expect(() => appConfig({ ...env, ...vars } as Env)).toThrow(message);
  });
});
