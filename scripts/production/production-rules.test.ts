import { describe, expect, it } from "vitest";
import { type DeployConfig, productionFindings, secretsToSet, type WorkerRole } from "./production-rules";

const ISSUER = "https://login.brand.test/realms/brand";
const route = (pattern: string) => ({ pattern, custom_domain: true });
const base: DeployConfig = {
  name: "",
  vars: {},
  routes: [],
  workersDev: false,
  d1Databases: [],
  kvNamespaces: [],
  r2Buckets: [],
  services: [],
  sendEmail: [],
  requiredSecrets: [],
};

/** Three configurations with nothing left to do. */
function ready(): Record<WorkerRole, DeployConfig> {
  return {
    inventory: {
      ...base,
      name: "quartier-inventory",
      vars: { SEARCH_TTL_SECONDS: "900", ADMIN_TOKEN_ISSUER: ISSUER },
      d1Databases: [{ binding: "INVENTORY_DB", database_id: "0f1e2d3c-0000-4000-8000-000000000001" }],
      kvNamespaces: [{ binding: "SEARCH_CACHE", id: "a1b2c3d4e5f60718293a4b5c6d7e8f90" }],
      r2Buckets: [{ binding: "PHOTOS", bucket_name: "brand-photos" }],
      queueProducers: [{ binding: "DELIVERY_QUEUE", queue: "brand-deliveries" }],
      queueConsumers: [{ queue: "brand-deliveries" }],
    },
    payments: {
      ...base,
      name: "quartier-payments",
      vars: { APP_ORIGINS: "https://book.brand.test", TRANSACTION_TTL_SECONDS: "3600" },
      routes: [route("pay.brand.test")],
      kvNamespaces: [{ binding: "PAYMENT_TRANSACTIONS", id: "b1b2c3d4e5f60718293a4b5c6d7e8f90" }],
      requiredSecrets: ["PAYMENTS_API_KEY"],
    },
    app: {
      ...base,
      name: "quartier",
      vars: {
        ENVIRONMENT: "production",
        MAIL_MODE: "send_email",
        MAIL_FROM: "bookings@brand.test",
        PAYMENTS_PUBLIC_ORIGIN: "https://pay.brand.test",
        OIDC_ISSUER: ISSUER,
        CUSTOM_HOSTNAMES: "cloudflare",
        CUSTOM_HOSTNAMES_ZONE_ID: "0123456789abcdef0123456789abcdef",
        CUSTOM_HOSTNAMES_CNAME_TARGET: "customers.brand.test",
      },
      routes: [route("book.brand.test"), route("admin.book.brand.test"), { pattern: "*/*", zone_name: "brand.test" }],
      d1Databases: [{ binding: "DB", database_id: "0f1e2d3c-0000-4000-8000-000000000002" }],
      kvNamespaces: [{ binding: "SESSIONS", id: "c1b2c3d4e5f60718293a4b5c6d7e8f90" }],
      services: [
        { binding: "INVENTORY", service: "quartier-inventory" },
        { binding: "PAYMENTS", service: "quartier-payments" },
      ],
      sendEmail: [{ name: "MAIL" }],
    },
  };
}
const HOSTS = ["book.brand.test", "admin.book.brand.test"];

type Change = (configs: Record<WorkerRole, DeployConfig>) => void;
const patch =
  (role: WorkerRole, change: Partial<DeployConfig>): Change =>
  (c) => {
    c[role] = { ...c[role], ...change };
  };
const setVar =
  (role: WorkerRole, name: string, value: unknown): Change =>
  (c) => {
    c[role].vars = { ...c[role].vars, [name]: value };
  };

describe("production configuration rules", () => {
  it("find nothing in a configuration ready for production", () => {
    expect(productionFindings(ready(), HOSTS)).toEqual([]);
  });

  it.each<[string, Change, WorkerRole, string]>([
    [
      "a placeholder D1 id",
      patch("app", { d1Databases: [{ binding: "DB", database_id: "REPLACE_ME-d1" }] }),
      "app",
      "placeholder id",
    ],
    [
      "the local D1 id",
      patch("app", { d1Databases: [{ binding: "DB", database_id: "6d1b4a5e-0000-4000-8000-00000000a001" }] }),
      "app",
      "placeholder id",
    ],
    [
      "a KV namespace without id",
      patch("inventory", { kvNamespaces: [{ binding: "SEARCH_CACHE" }] }),
      "inventory",
      "placeholder id",
    ],
    [
      "a placeholder R2 bucket",
      patch("inventory", { r2Buckets: [{ binding: "PHOTOS", bucket_name: "replace-me-r2-photos" }] }),
      "inventory",
      "placeholder id",
    ],
    ["no photo bucket", patch("inventory", { r2Buckets: [] }), "inventory", "photos"],
    ["no deliveries queue", patch("inventory", { queueProducers: [] }), "inventory", "deliveries"],
    ["a deliveries queue nobody consumes", patch("inventory", { queueConsumers: [] }), "inventory", "deliveries"],
    ["development mode", setVar("app", "ENVIRONMENT", "development"), "app", "development mode"],
    ["no ENVIRONMENT", setVar("app", "ENVIRONMENT", undefined), "app", "development mode"],
    ["mails into the outbox", setVar("app", "MAIL_MODE", "outbox"), "app", "mail"],
    ["send_email without its binding", patch("app", { sendEmail: [] }), "app", "mail"],
    [
      "an identity provider on this machine",
      setVar("app", "OIDC_ISSUER", "http://localhost:8788"),
      "app",
      "local address",
    ],
    ["no identity provider", setVar("app", "OIDC_ISSUER", undefined), "app", "sign-in"],
    [
      "an example issuer",
      setVar("app", "OIDC_ISSUER", "https://login.quartier.example/realms/q"),
      "app",
      "placeholder var",
    ],
    ["an example sender", setVar("app", "MAIL_FROM", "bookings@quartier.example"), "app", "placeholder var"],
    ["no card page origin", setVar("app", "PAYMENTS_PUBLIC_ORIGIN", undefined), "app", "payments"],
    ["a production OTA without address", setVar("app", "OTA_MODE", "production"), "app", "ota"],
    ["the app without routes", patch("app", { routes: [] }), "app", "no route"],
    [
      "an example route",
      patch("app", { routes: [route("book.brand.test"), route("admin.book.brand.test"), route("quartier.example")] }),
      "app",
      "placeholder route",
    ],
    ["a tenant host without route", patch("app", { routes: [route("book.brand.test")] }), "app", "tenant host"],
    ["no custom hostnames", setVar("app", "CUSTOM_HOSTNAMES", undefined), "app", "custom hostnames"],
    [
      "a placeholder SaaS zone",
      setVar("app", "CUSTOM_HOSTNAMES_ZONE_ID", "REPLACE_ME-zone"),
      "app",
      "custom hostnames",
    ],
    ["no CNAME target", setVar("app", "CUSTOM_HOSTNAMES_CNAME_TARGET", undefined), "app", "custom hostnames"],
    [
      "custom hostnames without the route */*",
      patch("app", { routes: [route("book.brand.test"), route("admin.book.brand.test")] }),
      "app",
      "custom hostnames",
    ],
    ["the sandbox without routes", patch("payments", { routes: [] }), "payments", "no route"],
    ["the inventory on workers.dev", patch("inventory", { workersDev: undefined }), "inventory", "public inventory"],
    [
      "the inventory with a route",
      patch("inventory", { routes: [route("ota.brand.test")] }),
      "inventory",
      "public inventory",
    ],
    [
      "a service binding to another name",
      patch("inventory", { name: "quartier-inventory-production" }),
      "app",
      "service binding",
    ],
    [
      "a card page origin the sandbox does not serve",
      setVar("app", "PAYMENTS_PUBLIC_ORIGIN", "https://cards.brand.test"),
      "payments",
      "card page origin",
    ],
    [
      "an app host the sandbox refuses",
      setVar("payments", "APP_ORIGINS", "https://other.brand.test"),
      "payments",
      "app origins",
    ],
    [
      "admin tokens of another issuer",
      setVar("inventory", "ADMIN_TOKEN_ISSUER", "https://other.test/"),
      "inventory",
      "admin tokens",
    ],
  ])("find %s", (_, change, worker, rule) => {
    const configs = ready();
    change(configs);
    expect(productionFindings(configs, HOSTS)).toContainEqual(expect.objectContaining({ worker, rule }));
  });

  it("list the secrets each Worker needs", () => {
    const configs = ready();
    expect(secretsToSet("app", configs.app)).toEqual([
      "SESSION_SECRET",
      "PAYMENTS_API_KEY",
      "OIDC_CLIENT_SECRET",
      "OIDC_REGISTRATION_TOKEN",
      "BRAND_SECRETS_KEY",
      "CLOUDFLARE_API_TOKEN",
    ]);
    expect(
      secretsToSet("app", { ...configs.app, vars: { OTA_MODE: "production", OIDC_CLIENT_SECRETS: "{}" } }),
    ).toEqual(["SESSION_SECRET", "PAYMENTS_API_KEY", "OTA_API_KEY", "OIDC_REGISTRATION_TOKEN", "BRAND_SECRETS_KEY"]);
    expect(secretsToSet("payments", configs.payments)).toEqual(["PAYMENTS_API_KEY"]);
    expect(secretsToSet("inventory", configs.inventory)).toEqual([]);
  });
});
