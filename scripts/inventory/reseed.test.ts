import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureDemoDeliveries } from "../local/demo-deliveries.ts";
import { prepareLocalInventory, withLocalInventoryDb } from "./local-inventory.ts";

const stateDir = mkdtempSync(join(tmpdir(), "quartier-reseed-"));
afterAll(() => rmSync(stateDir, { recursive: true, force: true }));

describe("reseeding a local state", () => {
  it("replaces an inventory whose brand has channel connections (the bench reseeds after a start)", async () => {
    await prepareLocalInventory({ persistTo: stateDir, scale: 40, force: true });
    await ensureDemoDeliveries(stateDir, "http://localhost:1", "whsec_test");

    const again = await prepareLocalInventory({ persistTo: stateDir, scale: 60, force: true });

    expect(again.apartmentTypes).toBe(60);
    const connections = await withLocalInventoryDb(stateDir, (db) =>
      db.prepare("SELECT count(*) AS n FROM channel_connections").first<{ n: number }>(),
    );
    expect(connections?.n).toBe(0);
  }, 120_000);
});
