import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { OTA_ADMIN_AUDIENCE, otaAdminScope } from "../../shared/ota/admin-scopes";
import { DEFAULT_SCALE } from "../../workers/inventory/seed/generate-inventory";
import { loadMiniflare } from "../inventory/local-inventory";
import { type BenchFigure, bundleBenchWorker, migrations } from "./inventory-bench";

const ISSUER = "https://idp.bench";

/**
 * The inventory Worker in Miniflare with an in-memory D1 (nothing persisted), seeded at the default
 * scale, trusting an admin token signed with a key made for the run: what the admin benches measure.
 */
export async function startAdminBenchInventory(name: string) {
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
  /** A bench-only seeding route's answer (`ms`: its time inside the Worker). */
  const seed = async (path: string, body: unknown) => {
    const res = await mf.dispatchFetch(`https://inventory.internal${path}`, {
      method: "POST",
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as { ms: number };
  };
  await seed("/__bench/seed", { migrations: migrations(), scale: DEFAULT_SCALE });
  /** The platform's admin token (every brand), an hour long. */
  const now = Math.floor(Date.now() / 1000);
  const token = await new SignJWT({
    iss: ISSUER,
    aud: OTA_ADMIN_AUDIENCE,
    iat: now,
    exp: now + 3600,
    scope: otaAdminScope("quartier"),
    tenant: "quartier",
    client_id: "quartier-web",
  })
    .setProtectedHeader({ alg: "ES256", kid: "bench", typ: "at+jwt" })
    .sign(privateKey);
  return { mf, seed, token };
}

/** A bench's figures printed as a table when it runs alone; exits non-zero when one misses its budget. */
export function printBenchFigures(figures: BenchFigure[]): void {
  let over = false;
  for (const f of figures) {
    const exceeded = f.budget !== undefined && !(f.value <= f.budget);
    over ||= exceeded;
    const budget = f.budget === undefined ? "" : `${exceeded ? "OVER" : "ok"} (${f.budget} ${f.unit})`;
    console.log(`${f.name.padEnd(72)} ${f.value.toFixed(1).padStart(9)} ${f.unit.padEnd(2)}  ${budget}`);
  }
  if (over) process.exitCode = 1;
}
