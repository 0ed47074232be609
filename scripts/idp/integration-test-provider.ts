import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalIdp } from "./local-idp.ts";

/**
 * The real local identity provider in Node beside the app's integration tests, on the port and for
 * the app port vitest.app.config.ts chose (the app in workerd gets its issuer as OIDC_ISSUER), with its
 * own state folder; stopped when the run ends.
 */
export default function startIdentityProvider() {
  const port = Number(process.env.QUARTIER_TEST_IDP_PORT);
  const appPort = Number(process.env.QUARTIER_TEST_APP_PORT);
  const stateDir = mkdtempSync(join(tmpdir(), "quartier-idp-"));
  // A provider that keeps no state ignores the folder.
  const idp = startLocalIdp({ port, appPort, stateDir } as Parameters<typeof startLocalIdp>[0]);
  return () => {
    idp.close();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
