import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLocalIdp } from "./local-idp.ts";

/**
 * The real local identity provider in Node beside the app's integration tests, on the port and for
 * the app port vitest.app.config.ts chose (the app in workerd gets its issuer as OIDC_ISSUER), with its
 * own state folder; stopped when the run ends.
 */
export default async function startIdentityProvider() {
  const port = Number(process.env.QUARTIER_TEST_IDP_PORT);
  const appPort = Number(process.env.QUARTIER_TEST_APP_PORT);
  const stateDir = mkdtempSync(join(tmpdir(), "quartier-idp-"));
  const idp = await startLocalIdp({
    port,
    appPort,
    stateDir,
    clientSecret: process.env.QUARTIER_TEST_OIDC_CLIENT_SECRET ?? "",
    registrationToken: process.env.QUARTIER_TEST_OIDC_REGISTRATION_TOKEN,
    cookieKeys: [randomBytes(32).toString("hex")],
    // Cheap hashes: the tests sign in many times; the cost is the provider's own unit test's concern.
    scrypt: { N: 1024, r: 8, p: 1 },
  });
  return async () => {
    await idp.close();
    rmSync(stateDir, { recursive: true, force: true });
  };
}
