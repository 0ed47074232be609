/**
 * What a Worker's production configuration still lacks, as pure rules over the configuration as
 * wrangler reads it for `--env production` (scripts/production/check-production.ts reads the three).
 * The app validates its variables again on its first request (app/.server/env.server.ts); these rules
 * run before a deploy and see what the Worker cannot: ids, routes, the other Workers.
 */

export type WorkerRole = "app" | "inventory" | "payments";

/** The parts of a wrangler configuration the rules read. */
export type DeployConfig = {
  name: string;
  vars: Record<string, unknown>;
  routes: ReadonlyArray<string | { pattern: string; custom_domain?: boolean; zone_name?: string }>;
  workersDev: boolean | undefined;
  d1Databases: ReadonlyArray<{ binding: string; database_id?: string }>;
  kvNamespaces: ReadonlyArray<{ binding: string; id?: string }>;
  r2Buckets: ReadonlyArray<{ binding: string; bucket_name?: string }>;
  /** Queues the Worker sends to (by binding) and those it consumes (by queue name). */
  queueProducers?: ReadonlyArray<{ binding: string; queue: string }>;
  queueConsumers?: ReadonlyArray<{ queue: string }>;
  services: ReadonlyArray<{ binding: string; service: string }>;
  sendEmail: ReadonlyArray<{ name: string }>;
  requiredSecrets: readonly string[];
};

export type Finding = { worker: WorkerRole; rule: string; message: string };

/** Marks a value in the committed configuration that the deployer fills in. */
export const PLACEHOLDER = "REPLACE_ME";
/** The ids of the local configuration (they only name local state files). */
const LOCAL_ID = /^6d1b4a5e/;
/** Reserved for documentation (RFC 2606), as the tenant registry's hosts are: never a production host. */
const EXAMPLE_HOST = /(^|\.)example$/;

/** R2 bucket names are lower case with dashes: `replace-me-...` is the placeholder there. */
const isPlaceholder = (value: string) =>
  value.toUpperCase().replaceAll("-", "_").includes(PLACEHOLDER) || LOCAL_ID.test(value);
const hostOf = (value: string): string | null => {
  try {
    return new URL(value).hostname;
  } catch {
    return null;
  }
};
const isLocal = (value: string) => /^(localhost|127\.0\.0\.1|\[::1\])$|\.localhost$/.test(hostOf(value) ?? "");
const routePatterns = (config: DeployConfig) =>
  config.routes.map((route) => (typeof route === "string" ? route : route.pattern));
const routeHost = (pattern: string) =>
  pattern
    .replace(/^https?:\/\//, "")
    .split("/")[0]
    ?.replace(/^\*\.?/, "") ?? "";

/** Ids still a placeholder (or the local ones): the resources are not created yet. */
export function placeholderIds(worker: WorkerRole, config: DeployConfig): Finding[] {
  const ids = [
    ...config.d1Databases.map((d) => [`D1 ${d.binding}`, d.database_id ?? ""] as const),
    ...config.kvNamespaces.map((k) => [`KV ${k.binding}`, k.id ?? ""] as const),
    ...config.r2Buckets.map((r) => [`R2 ${r.binding}`, r.bucket_name ?? ""] as const),
  ];
  return ids
    .filter(([, id]) => id === "" || isPlaceholder(id))
    .map(([what, id]) => ({
      worker,
      rule: "placeholder id",
      message: `${what} has ${id ? `the placeholder id "${id}"` : "no id"}: create it and put its id in`,
    }));
}

/** Variables still a placeholder, a local address or an example host. */
export function placeholderVars(worker: WorkerRole, config: DeployConfig): Finding[] {
  const findings: Finding[] = [];
  for (const [name, raw] of Object.entries(config.vars)) {
    if (typeof raw !== "string") continue;
    for (const value of raw.split(/\s+/).filter(Boolean)) {
      const domain = hostOf(value) ?? /@([^@\s]+)$/.exec(value)?.[1] ?? "";
      if (value.includes(PLACEHOLDER) || EXAMPLE_HOST.test(domain)) {
        findings.push({ worker, rule: "placeholder var", message: `${name} is still a placeholder (${value})` });
      } else if (isLocal(value)) {
        findings.push({ worker, rule: "local address", message: `${name} points at this machine (${value})` });
      }
    }
  }
  return findings;
}

/**
 * Public Workers need routes or custom domains on real hosts (the app one for each of `tenantHosts`);
 * the inventory none, and no workers.dev address either.
 */
export function routing(worker: WorkerRole, config: DeployConfig, tenantHosts: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  const hosts = routePatterns(config).map(routeHost);
  if (worker === "inventory") {
    if (config.workersDev !== false) {
      findings.push({
        worker,
        rule: "public inventory",
        message:
          "workers_dev is not false: the inventory would answer on workers.dev (the app reaches it by service binding)",
      });
    }
    if (hosts.length > 0) {
      findings.push({ worker, rule: "public inventory", message: `has routes (${hosts.join(", ")}); it needs none` });
    }
    return findings;
  }
  if (hosts.length === 0) {
    findings.push({ worker, rule: "no route", message: "has no routes or custom domains: nobody can reach it" });
  }
  for (const host of hosts) {
    if (host.includes(PLACEHOLDER) || EXAMPLE_HOST.test(host)) {
      findings.push({ worker, rule: "placeholder route", message: `route ${host} is a placeholder or example host` });
    }
  }
  if (worker === "app") {
    for (const host of tenantHosts) {
      if (!hosts.includes(host)) {
        findings.push({
          worker,
          rule: "tenant host",
          message: `the tenant host ${host} has no route (tenant registry)`,
        });
      }
    }
  }
  return findings;
}

/** The app's own production settings: production mode, real mail, a sign-in provider, the card page. */
export function appMode(config: DeployConfig): Finding[] {
  const worker = "app";
  const v = config.vars;
  const findings: Finding[] = [];
  const need = (ok: boolean, rule: string, message: string) => ok || findings.push({ worker, rule, message });
  need(
    v.ENVIRONMENT === "production",
    "development mode",
    `ENVIRONMENT is "${v.ENVIRONMENT ?? "unset"}", not "production"`,
  );
  need(v.MAIL_MODE === "send_email", "mail", 'MAIL_MODE is not "send_email": mails would stay in the outbox table');
  if (v.MAIL_MODE === "send_email") {
    need(typeof v.MAIL_FROM === "string", "mail", "MAIL_FROM is unset (the sender of every mail)");
    need(
      config.sendEmail.some((s) => s.name === "MAIL"),
      "mail",
      "no send_email binding MAIL",
    );
  }
  need(
    typeof v.OIDC_ISSUER === "string" || typeof v.OIDC_ISSUERS === "string",
    "sign-in",
    "OIDC_ISSUER (or OIDC_ISSUERS) is unset: nobody can sign in",
  );
  need(
    typeof v.PAYMENTS_PUBLIC_ORIGIN === "string",
    "payments",
    "PAYMENTS_PUBLIC_ORIGIN is unset (the card page's origin)",
  );
  if (v.OTA_MODE === "production") need(typeof v.OTA_BASE_URL === "string", "ota", "OTA_BASE_URL is unset");
  if (v.PAYMENTS_MODE === "remote")
    need(typeof v.PAYMENTS_BASE_URL === "string", "payments", "PAYMENTS_BASE_URL is unset");
  return findings;
}

/**
 * Brands launched at run time get their host names from Cloudflare for SaaS (docs/decisions/0125): the
 * SaaS zone's id, the CNAME target brands point at, and a catch-all route (every host, every path) on
 * that zone so every custom hostname reaches the app.
 */
export function customHostnames(config: DeployConfig): Finding[] {
  const worker = "app";
  const v = config.vars;
  const rule = "custom hostnames";
  if (v.CUSTOM_HOSTNAMES !== "cloudflare") {
    return [
      {
        worker,
        rule,
        message:
          'CUSTOM_HOSTNAMES is not "cloudflare": a brand launched from the admin area would get no host or certificate',
      },
    ];
  }
  const findings: Finding[] = [];
  if (typeof v.CUSTOM_HOSTNAMES_ZONE_ID !== "string" || !/^[0-9a-f]{32}$/.test(v.CUSTOM_HOSTNAMES_ZONE_ID)) {
    findings.push({
      worker,
      rule,
      message: "CUSTOM_HOSTNAMES_ZONE_ID is not a zone id (the SaaS zone's, 32 hex digits)",
    });
  }
  if (typeof v.CUSTOM_HOSTNAMES_CNAME_TARGET !== "string") {
    findings.push({
      worker,
      rule,
      message: "CUSTOM_HOSTNAMES_CNAME_TARGET is unset (what brands point their CNAME at)",
    });
  }
  if (!routePatterns(config).some((pattern) => pattern.startsWith("*/"))) {
    findings.push({ worker, rule, message: "no route */* on the SaaS zone: custom hostnames would not reach the app" });
  }
  return findings;
}

/** The inventory keeps operators' photos in its PHOTOS bucket (docs/decisions/0106): without it uploads fail. */
export function inventoryPhotos(config: DeployConfig): Finding[] {
  if (config.r2Buckets.some((r) => r.binding === "PHOTOS")) return [];
  return [{ worker: "inventory", rule: "photos", message: "no R2 bucket PHOTOS: operators could not upload photos" }];
}

/**
 * The inventory pushes bookings out to channel managers through its DELIVERY_QUEUE, which it consumes
 * itself (docs/decisions/0118): without the producer events wait for the hourly sweep; without the
 * consumer they are never delivered.
 */
export function inventoryDeliveries(config: DeployConfig): Finding[] {
  const producer = config.queueProducers?.find((q) => q.binding === "DELIVERY_QUEUE");
  if (!producer)
    return [{ worker: "inventory", rule: "deliveries", message: "no queue DELIVERY_QUEUE: bookings would not go out" }];
  if (config.queueConsumers?.some((q) => q.queue === producer.queue)) return [];
  return [
    {
      worker: "inventory",
      rule: "deliveries",
      message: `nothing consumes the queue ${producer.queue}: bookings would never reach channel managers`,
    },
  ];
}

/** The secrets a Worker needs in production; wrangler cannot show from here which are set. */
export function secretsToSet(worker: WorkerRole, config: DeployConfig): string[] {
  if (worker === "app") {
    return [
      "SESSION_SECRET",
      "PAYMENTS_API_KEY",
      ...(typeof config.vars.OIDC_CLIENT_SECRETS === "string" ? [] : ["OIDC_CLIENT_SECRET"]),
      ...(config.vars.OTA_MODE === "production" ? ["OTA_API_KEY"] : []),
      // Brands launched at run time: their client registration and sealed client secrets (decision 0124).
      "OIDC_REGISTRATION_TOKEN",
      "BRAND_SECRETS_KEY",
      ...(config.vars.CUSTOM_HOSTNAMES === "cloudflare" ? ["CLOUDFLARE_API_TOKEN"] : []),
    ];
  }
  return [...config.requiredSecrets];
}

/** Rules across the three: service bindings name the deployed Workers, origins and issuers agree. */
export function acrossWorkers(configs: Record<WorkerRole, DeployConfig>): Finding[] {
  const { app, inventory, payments } = configs;
  const findings: Finding[] = [];
  const target: Record<string, DeployConfig> = { INVENTORY: inventory, PAYMENTS: payments };
  for (const service of app.services) {
    const expected = target[service.binding];
    if (expected && service.service !== expected.name) {
      findings.push({
        worker: "app",
        rule: "service binding",
        message: `${service.binding} binds "${service.service}", but that Worker deploys as "${expected.name}"`,
      });
    }
  }
  if (app.vars.PAYMENTS_MODE !== "remote" && typeof app.vars.PAYMENTS_PUBLIC_ORIGIN === "string") {
    const host = hostOf(app.vars.PAYMENTS_PUBLIC_ORIGIN);
    if (host && !routePatterns(payments).map(routeHost).includes(host)) {
      findings.push({
        worker: "payments",
        rule: "card page origin",
        message: `the app's PAYMENTS_PUBLIC_ORIGIN host ${host} is not a route of the payment sandbox`,
      });
    }
  }
  const appOrigins = String(payments.vars.APP_ORIGINS ?? "").split(/\s+/);
  // The catch-all route of custom hostnames names no host (run-time brands are the payments' own concern).
  for (const host of routePatterns(app).map(routeHost)) {
    if (host && !host.startsWith("admin.") && !appOrigins.includes(`https://${host}`)) {
      findings.push({
        worker: "payments",
        rule: "app origins",
        message: `APP_ORIGINS lacks https://${host}: the card page would refuse that brand's checkout`,
      });
    }
  }
  if (inventory.vars.ADMIN_TOKEN_ISSUER !== app.vars.OIDC_ISSUER) {
    findings.push({
      worker: "inventory",
      rule: "admin tokens",
      message: "ADMIN_TOKEN_ISSUER differs from the app's OIDC_ISSUER: the admin area's calls would be refused",
    });
  }
  return findings;
}

/** Every finding of the three production configurations; none means ready to deploy. */
export function productionFindings(
  configs: Record<WorkerRole, DeployConfig>,
  tenantHosts: readonly string[],
): Finding[] {
  const roles: WorkerRole[] = ["inventory", "payments", "app"];
  return [
    ...roles.flatMap((role) => [
      ...placeholderIds(role, configs[role]),
      ...placeholderVars(role, configs[role]),
      ...routing(role, configs[role], tenantHosts),
    ]),
    ...appMode(configs.app),
    ...customHostnames(configs.app),
    ...inventoryPhotos(configs.inventory),
    ...inventoryDeliveries(configs.inventory),
    ...acrossWorkers(configs),
  ];
}
