/** `npm run dev`: prepares local state, then runs the Vite dev server with hot reload in workerd. */

import { prepareLocalState } from "./local/prepare.ts";
import { run } from "./local/run.ts";
import { localSecrets, workerSecrets } from "./local/secrets.ts";
import { stateDir } from "./local/state.ts";

await prepareLocalState();
await run("npx", ["react-router", "dev", "--port", process.env.PORT ?? "5173"], {
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  QUARTIER_STATE_DIR: stateDir(),
  ...workerSecrets(localSecrets()),
});
