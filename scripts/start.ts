/**
 * `npm start`: builds the product, prepares local D1/KV state (migrations and seed, idempotent),
 * starts the local identity provider and serves the app with its embedded Workers in workerd on
 * one port, then prints where everything is. Ctrl-C stops everything it started.
 *
 *   PORT=8787 npm start            (default port 8787; the identity provider on PORT+1)
 *   npm start -- --no-build        (serve the existing build)
 *   npm start -- --no-prepare      (serve the local state as it is: no migrations, no seeding)
 */
import { run } from "./local/run.ts";
import { localSecrets, workerSecrets } from "./local/secrets.ts";
import { localEnv, serveLocally, TOOL_NOTICES } from "./local/serve.ts";

const port = Number(process.env.PORT ?? 8787);

if (!process.argv.includes("--no-build")) {
  console.log("Building the app and its Workers…");
  // Warnings and errors only; the secrets because the payment sandbox's config requires one.
  await run(
    "npx",
    ["react-router", "build", "--logLevel", "warn"],
    { ...localEnv(), ...workerSecrets(localSecrets()) },
    TOOL_NOTICES,
  ).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
await serveLocally({
  mode: "preview",
  port,
  idpPort: Number(process.env.IDP_PORT ?? port + 1),
  prepare: !process.argv.includes("--no-prepare"),
});
