/**
 * `npm run check:production`: reads the three Workers' wrangler configurations for the production
 * environment and says what each still lacks before a deploy (docs/guides/deploy.md). Exits non-zero
 * while anything lacks. Offline: it reads files only, so it cannot see which secrets Cloudflare holds;
 * it lists those to set.
 */
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { TENANTS } from "../../shared/tenancy/tenant-registry.ts";
import { type DeployConfig, productionFindings, secretsToSet, type WorkerRole } from "./production-rules.ts";

export const CONFIGS: Record<WorkerRole, string> = {
  inventory: "workers/inventory/wrangler.toml",
  payments: "workers/payments/wrangler.toml",
  app: "wrangler.toml",
};

// Through Node's own require: jiti's transform of wrangler's bundle breaks miniflare's `node:path` interop.
const { unstable_readConfig } = createRequire(import.meta.url)("wrangler") as typeof import("wrangler");

function read(path: string): DeployConfig {
  const config = unstable_readConfig({ config: path, env: "production" }, { hideWarnings: true });
  return {
    name: config.name ?? "",
    vars: config.vars as Record<string, unknown>,
    routes: (config.routes ?? []) as DeployConfig["routes"],
    workersDev: config.workers_dev,
    d1Databases: config.d1_databases,
    kvNamespaces: config.kv_namespaces,
    r2Buckets: config.r2_buckets,
    queueProducers: (config.queues?.producers ?? []).map((q: { binding: string; queue: string }) => ({
      binding: q.binding,
      queue: q.queue,
    })),
    queueConsumers: (config.queues?.consumers ?? []).map((q: { queue: string }) => ({ queue: q.queue })),
    services: (config.services ?? []).map((s: { binding: string; service: string }) => ({
      binding: s.binding,
      service: s.service,
    })),
    sendEmail: config.send_email,
    requiredSecrets: config.secrets?.required ?? [],
  };
}

/** Every tenant's production hosts, and the admin host of its first (the local ones are left out). */
const tenantHosts = TENANTS.flatMap((tenant) => {
  const hosts = tenant.hosts.filter((host) => !host.endsWith(".localhost"));
  return hosts.length > 0 ? [...hosts, `admin.${hosts[0]}`] : [];
});

/** Prints what each production configuration lacks and the secrets to set; true when nothing lacks. */
export function checkProduction(): boolean {
  const configs = {
    inventory: read(CONFIGS.inventory),
    payments: read(CONFIGS.payments),
    app: read(CONFIGS.app),
  };
  const findings = productionFindings(configs, tenantHosts);
  for (const role of ["inventory", "payments", "app"] as const) {
    const own = findings.filter((finding) => finding.worker === role);
    console.log(`\n${configs[role].name} (${CONFIGS[role]}, [env.production]): ${own.length ? "lacks" : "ready"}`);
    for (const finding of own) console.log(`  - ${finding.rule}: ${finding.message}`);
    const secrets = secretsToSet(role, configs[role]);
    if (secrets.length > 0) {
      const flag = role === "app" ? "" : ` -c ${CONFIGS[role]}`;
      console.log(
        `  secrets to set (once): ${secrets.map((s) => `npx wrangler secret put ${s} --env production${flag}`).join("; ")}`,
      );
    }
  }
  console.log(
    findings.length === 0
      ? "\nReady for production (the secrets above must be set)."
      : `\n${findings.length} thing(s) to do before a production deploy (docs/guides/deploy.md).`,
  );
  return findings.length === 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exit(checkProduction() ? 0 : 1);
