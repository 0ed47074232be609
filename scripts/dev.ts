/** `npm run dev`: prepares local state, then runs the Vite dev server with hot reload in workerd. */

import { writeDevVars } from "./local/dev-vars.ts";
import { prepareLocalState } from "./local/prepare.ts";
import { run } from "./local/run.ts";
import { localSecrets, workerSecrets } from "./local/secrets.ts";
import { stateDir } from "./local/state.ts";

await prepareLocalState();
const secrets = localSecrets();
// The dev server gives the app Worker what the project's (git-ignored) .dev.vars holds.
writeDevVars(".dev.vars", workerSecrets(secrets));
await run("npx", ["react-router", "dev", "--port", process.env.PORT ?? "5173"], {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  QUARTIER_STATE_DIR: stateDir(),
  // The payment sandbox takes its key from the environment (its wrangler.toml lists it as a secret).
  ...workerSecrets(secrets),
});
