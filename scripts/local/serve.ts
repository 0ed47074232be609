import type { ChildProcess } from "node:child_process";
import { join } from "node:path";
import { localHostOf, TENANTS } from "../../shared/tenancy/tenant-registry.ts";
import { DEMO_USERS } from "../idp/demo-users.ts";
import { appOutbox } from "../idp/outbox.ts";
import { bannerLines } from "./banner.ts";
import {
  DEMO_DELIVERIES_BRAND,
  DEMO_DELIVERIES_PATH,
  demoReceiverSecret,
  ensureDemoDeliveries,
} from "./demo-deliveries.ts";
import { writeDevVars } from "./dev-vars.ts";
import { prepareLocalState } from "./prepare.ts";
import { start, stop, waitForUrl } from "./run.ts";
import { localSecrets, localSecretsPath, workerSecrets } from "./secrets.ts";
import { localLiveBrands } from "./seed-brands-local.ts";
import { stateDir } from "./state.ts";
import { startWebhookReceiver } from "./webhook-receiver.ts";

/**
 * How the app is served: `preview` serves the build (`npm start`), `dev` the sources with hot reload
 * (`npm run dev`). Everything else, local state, secrets, the identity provider and the banner, is
 * the same for both.
 */
export type ServeMode = "preview" | "dev";

/** Where each Worker reads its local variables: the build's folders for preview, the sources' for dev. */
const DEV_VARS: Record<ServeMode, { app: string; inventory: string }> = {
  preview: { app: "build/server/.dev.vars", inventory: "build/quartier_inventory/.dev.vars" },
  dev: { app: ".dev.vars", inventory: "workers/inventory/.dev.vars" },
};

/**
 * Tool notices that are no problem of ours and would bury the banner: react-router 7.18 passes vite 8
 * the deprecated `envFile: false` itself, and vite prints its `localhost` address, which serves no
 * brand (a 404); the banner lists the brands' hosts instead. Wrangler's count of `_headers` rules and
 * the server's log of its own health check.
 */
export const TOOL_NOTICES =
  /The `envFile` option is deprecated|➜ {2}(Local|Network):|Parsed \d+ valid header rule|GET \/healthz /;

/**
 * The environment of every local server and build: no calls to Cloudflare for request metadata, one
 * state folder, and wrangler's own log at errors only: its info lines (migration tables among them)
 * and its one warning (the `[secrets]` field is experimental) would bury the banner.
 */
export function localEnv(): NodeJS.ProcessEnv {
  return { CLOUDFLARE_CF_FETCH_ENABLED: "false", QUARTIER_STATE_DIR: stateDir(), WRANGLER_LOG: "error" };
}

/** oidc-provider warns at import on every Node before 22; the project supports Node 20.19 (engines). */
async function importLocalIdp(): Promise<typeof import("../idp/local-idp.ts")> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes("oidc-provider WARNING: Unsupported runtime")) warn(...args);
  };
  try {
    return await import("../idp/local-idp.ts");
  } finally {
    console.warn = warn;
  }
}

export type ServeOptions = { mode: ServeMode; port: number; idpPort: number; prepare: boolean };

/**
 * Serves the app with its embedded Workers in workerd, with the local identity provider beside it,
 * and prints the banner once the app answers. Ctrl-C (or the server ending) stops everything.
 *
 * IDP_ACCESS_TOKEN_TTL_SECONDS and AUTH_REFRESH_INTERVAL_SECONDS shorten the access tokens and the
 * page's refresh timer (the journeys do, so a session the provider ends is seen within seconds).
 * FORM_MIN_FILL_SECONDS sets the contact form's time trap (the journeys fill forms faster than people).
 */
export async function serveLocally({ mode, port, idpPort, prepare }: ServeOptions): Promise<void> {
  const children: ChildProcess[] = [];
  const stopAll = (code = 0) => {
    for (const child of children) stop(child);
    process.exit(code);
  };
  process.on("SIGINT", () => stopAll(0));
  process.on("SIGTERM", () => stopAll(0));
  try {
    if (prepare) await prepareLocalState();
    // The brands live in the local database (the demo brands seeded there): read once, for the banner;
    // a state not prepared yet names the demo brands the preparation would seed.
    const brands = await localLiveBrands(stateDir()).catch(() => [...TENANTS]);
    // This machine's secrets (made on the first start): the app and the inventory read theirs from
    // .dev.vars files, the payment sandbox from the server's environment (its `[secrets] required`).
    const secrets = localSecrets();
    // The receiver of booking events (PORT+2), and the demo brand's connection pointing at it.
    const receiverSecret = demoReceiverSecret(secrets.SESSION_SECRET);
    const receiver = await startWebhookReceiver({ port: port + 2, secrets: [receiverSecret] });
    await ensureDemoDeliveries(stateDir(), receiver.url, receiverSecret);
    const { startLocalIdp } = await importLocalIdp();
    const idp = await startLocalIdp({
      port: idpPort,
      appPort: port,
      clientSecret: secrets.OIDC_CLIENT_SECRET,
      registrationToken: secrets.OIDC_REGISTRATION_TOKEN,
      cookieKeys: secrets.IDP_COOKIE_KEYS,
      stateDir: join(stateDir(), "idp"),
      ...(process.env.IDP_ACCESS_TOKEN_TTL_SECONDS
        ? { accessTokenTtlSeconds: Number(process.env.IDP_ACCESS_TOKEN_TTL_SECONDS) }
        : {}),
      outbox: appOutbox({
        appPort: port,
        secret: secrets.OUTBOX_DELIVERY_SECRET,
        // A brand made after the start answers on `<ibeUid>.localhost` too.
        host: (ibeUid) => {
          const tenant = brands.find((brand) => brand.ibeUid === ibeUid);
          return tenant ? localHostOf(tenant) : `${ibeUid}.localhost`;
        },
      }),
    });
    // The app signs in with the provider on this run's port and takes the provider's reset mails into
    // its outbox with the delivery secret.
    writeDevVars(DEV_VARS[mode].app, {
      ...workerSecrets(secrets),
      OIDC_ISSUER: idp.issuer,
      OUTBOX_DELIVERY_SECRET: secrets.OUTBOX_DELIVERY_SECRET,
      // Mails sent by the cron (review invitations) link to this server.
      LOCAL_APP_PORT: String(port),
      ...(process.env.AUTH_REFRESH_INTERVAL_SECONDS
        ? { AUTH_REFRESH_INTERVAL_SECONDS: process.env.AUTH_REFRESH_INTERVAL_SECONDS }
        : {}),
      ...(process.env.FORM_MIN_FILL_SECONDS ? { FORM_MIN_FILL_SECONDS: process.env.FORM_MIN_FILL_SECONDS } : {}),
    });
    // The inventory accepts admin tokens of this provider on its /api/admin endpoints (keys by discovery).
    writeDevVars(DEV_VARS[mode].inventory, { ADMIN_TOKEN_ISSUER: idp.issuer });
    const [command, args] =
      mode === "preview"
        ? ["node_modules/.bin/vite", ["preview", "--port", String(port), "--strictPort"]]
        : ["node_modules/.bin/react-router", ["dev", "--port", String(port), "--strictPort"]];
    const server = start("app", command, args, { ...localEnv(), ...workerSecrets(secrets) }, TOOL_NOTICES);
    children.push(server);
    server.on("exit", (code) => stopAll(code ?? 1));
    // The first request of the dev server bundles the app, which takes a while on a cold cache.
    await waitForUrl(`http://localhost:${port}/healthz`, 180_000);
    const lines = bannerLines({
      port,
      tenants: brands,
      hostOf: localHostOf,
      issuer: idp.issuer,
      demoUsers: DEMO_USERS,
      secretsPath: localSecretsPath(),
      receiver: {
        url: receiver.url,
        admin: (() => {
          const tenant = brands.find((brand) => brand.ibeUid === DEMO_DELIVERIES_BRAND);
          return tenant ? `http://admin.${localHostOf(tenant)}:${port}${DEMO_DELIVERIES_PATH}` : null;
        })(),
      },
    });
    console.log(lines.join("\n"));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    stopAll(1);
  }
}
