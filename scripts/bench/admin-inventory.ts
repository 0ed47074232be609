/**
 * The inventory Worker in Miniflare for the benches that call its admin API: the bench Worker
 * (inventory-bench.ts) with an in-memory D1 and KV, trusting a signing key made for the run as its
 * identity provider's, and an admin token signed with it: the quartier brand's, or with `platform`
 * the platform's (which edits every brand's houses).
 */
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { OTA_ADMIN_AUDIENCE, OTA_PLATFORM_ADMIN_SCOPE, otaAdminScope } from "../../shared/ota/admin-scopes";
import { loadMiniflare } from "../inventory/local-inventory";
import { bundleBenchWorker } from "./inventory-bench";

const ISSUER = "https://idp.bench";

export type AdminInventory = {
  mf: InstanceType<ReturnType<typeof loadMiniflare>["Miniflare"]>;
  /** The admin token's `Authorization` header value, valid for an hour. */
  authorization: string;
};

export async function startAdminInventory(name: string, { platform = false } = {}): Promise<AdminInventory> {
  const { publicKey, privateKey } = await generateKeyPair("ES256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "bench", alg: "ES256", use: "sig" };
  const { Miniflare } = loadMiniflare();
  const mf = new Miniflare({
    modules: true,
    script: await bundleBenchWorker(),
    compatibilityDate: "2026-04-26",
    compatibilityFlags: ["nodejs_compat"],
    d1Databases: { INVENTORY_DB: name },
    kvNamespaces: { SEARCH_CACHE: `${name}-cache` },
    bindings: { ADMIN_TOKEN_ISSUER: ISSUER, ADMIN_TOKEN_JWKS: JSON.stringify({ keys: [jwk] }) },
    d1Persist: false,
    kvPersist: false,
  });
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    iss: ISSUER,
    aud: OTA_ADMIN_AUDIENCE,
    iat: now,
    exp: now + 3600,
    scope: platform ? OTA_PLATFORM_ADMIN_SCOPE : otaAdminScope("quartier"),
    tenant: "quartier",
    client_id: "quartier-web",
  })
    .setProtectedHeader({ alg: "ES256", kid: "bench", typ: "at+jwt" })
    .sign(privateKey);
  return { mf, authorization: `Bearer ${token}` };
}
