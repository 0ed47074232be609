/**
 * `npm start`: builds the product, prepares local D1/KV state (migrations and seed, idempotent),
 * starts the local identity provider and serves the app with its embedded Workers in workerd on
 * one port. Ctrl-C stops everything it started.
 *
 *   PORT=8787 npm start            (default port 8787)
 *   npm start -- --no-build        (serve the existing build)
 *   npm start -- --no-prepare      (serve the local state as it is: no migrations, no seeding)
 *
 * IDP_ACCESS_TOKEN_TTL_SECONDS and AUTH_REFRESH_INTERVAL_SECONDS shorten the access tokens and the
 * page's refresh timer (the journeys do, so a session the provider ends is seen within seconds).
 * FORM_MIN_FILL_SECONDS sets the contact form's time trap (the journeys fill forms faster than people).
 */
import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { localHostOf, TENANTS, tenantById } from "../app/domain/tenancy/tenant-registry.ts";
import { startLocalIdp } from "./idp/local-idp.ts";
import { appOutbox } from "./idp/outbox.ts";
import { writeDevVars } from "./local/dev-vars.ts";
import { prepareLocalState } from "./local/prepare.ts";
import { run, start, stop, waitForUrl } from "./local/run.ts";
import { localSecrets, localSecretsPath, workerSecrets } from "./local/secrets.ts";
import { stateDir } from "./local/state.ts";

const port = Number(process.env.PORT ?? 8787);
const idpPort = Number(process.env.IDP_PORT ?? port + 1);
const skipBuild = process.argv.includes("--no-build");
const skipPrepare = process.argv.includes("--no-prepare");
const children: ChildProcess[] = [];

function stopAll(code = 0) {
  for (const child of children) stop(child);
  process.exit(code);
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

const env = { CLOUDFLARE_CF_FETCH_ENABLED: "false", QUARTIER_STATE_DIR: stateDir() };

try {
  if (!skipBuild) await run("npx", ["react-router", "build"], env);
  if (!skipPrepare) await prepareLocalState();
  // This machine's secrets (made on the first start): the app reads them from build/server/.dev.vars,
  // the payment sandbox from the preview's environment.
  const secrets = localSecrets();
  const idp = await startLocalIdp({
    port: idpPort,
    appPort: port,
    clientSecret: secrets.OIDC_CLIENT_SECRET,
    cookieKeys: secrets.IDP_COOKIE_KEYS,
    stateDir: join(stateDir(), "idp"),
    ...(process.env.IDP_ACCESS_TOKEN_TTL_SECONDS
      ? { accessTokenTtlSeconds: Number(process.env.IDP_ACCESS_TOKEN_TTL_SECONDS) }
      : {}),
    outbox: appOutbox({
      appPort: port,
      secret: secrets.OUTBOX_DELIVERY_SECRET,
      host: (ibeUid) => {
        const tenant = tenantById(ibeUid);
        return tenant ? localHostOf(tenant) : "localhost";
      },
    }),
  });
  // The app signs in with the provider on this run's port (wrangler.toml's OIDC_ISSUER is for the
  // defaults), and takes the provider's reset mails into its outbox with the delivery secret.
  // `vite preview` gives the app Worker what the build's .dev.vars holds.
  writeDevVars("build/server/.dev.vars", {
    ...workerSecrets(secrets),
    OIDC_ISSUER: idp.issuer,
    OUTBOX_DELIVERY_SECRET: secrets.OUTBOX_DELIVERY_SECRET,
    ...(process.env.AUTH_REFRESH_INTERVAL_SECONDS
      ? { AUTH_REFRESH_INTERVAL_SECONDS: process.env.AUTH_REFRESH_INTERVAL_SECONDS }
      : {}),
    ...(process.env.FORM_MIN_FILL_SECONDS ? { FORM_MIN_FILL_SECONDS: process.env.FORM_MIN_FILL_SECONDS } : {}),
  });
  // The inventory accepts admin tokens of this provider on its /api/admin endpoints (its keys by discovery).
  writeDevVars("build/quartier_inventory/.dev.vars", { ADMIN_TOKEN_ISSUER: idp.issuer });
  const preview = start("app", "node_modules/.bin/vite", ["preview", "--port", String(port), "--strictPort"], {
    ...env,
    ...workerSecrets(secrets),
  });
  children.push(preview);
  preview.on("exit", (code) => stopAll(code ?? 1));
  await waitForUrl(`http://localhost:${port}/healthz`);
  console.log("\nQuartier is running. Demo tenants:");
  for (const tenant of TENANTS) {
    const host = localHostOf(tenant);
    console.log(`  ${tenant.name.padEnd(14)} http://${host}:${port}/   admin: http://admin.${host}:${port}/`);
  }
  console.log(`\nIdentity provider (OpenID Connect): ${idp.issuer}`);
  console.log(`Local secrets: ${localSecretsPath()} (delete it to make new ones)`);
  console.log("\nPress Ctrl-C to stop.\n");
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
