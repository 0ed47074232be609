import { describe, expect, it } from "vitest";
import { otaPaths } from "../../../shared/ota/paths";
import { adminHeaders, apiJson, env } from "./test-env";

const putTenant = async (ibeUid: string, body: unknown, options: Parameters<typeof adminHeaders>[0] = {}) =>
  apiJson(otaPaths.adminTenant(ibeUid), { method: "PUT", json: body, headers: await adminHeaders(options) });

const tenantRow = (ibeUid: string) =>
  env.INVENTORY_DB.prepare("SELECT name FROM tenants WHERE ibe_uid = ?").bind(ibeUid).first<{ name: string }>();

describe("PUT /api/admin/tenants/:ibeUid (a brand saved in the app)", () => {
  it("makes a brand the OTA serves, with its search generation, and renames it when repeated", async () => {
    expect((await apiJson(otaPaths.apartments("runtime-brand"))).status).toBe(404);
    const created = await putTenant("runtime-brand", { name: "Runtime Brand" });
    expect(created).toMatchObject({ status: 200, body: { ibeUid: "runtime-brand", name: "Runtime Brand" } });
    // Known now: an empty list, not unknown_tenant.
    expect(await apiJson(otaPaths.apartments("runtime-brand"))).toMatchObject({ status: 200, body: { apartmentTypeIds: [] } });
    const generation = await env.INVENTORY_DB.prepare("SELECT generation FROM search_generations WHERE ibe_uid = ?")
      .bind("runtime-brand")
      .first();
    expect(generation).not.toBeNull();
    expect((await putTenant("runtime-brand", { name: "Renamed Brand" })).status).toBe(200);
    expect(await tenantRow("runtime-brand")).toEqual({ name: "Renamed Brand" });
  });

  it("refuses a brand's own admin token (403) and a name that is blank (400), writing nothing", async () => {
    expect((await putTenant("refused-brand", { name: "Refused" }, { tenant: "citynest" })).status).toBe(403);
    expect((await putTenant("refused-brand", { name: "  " })).status).toBe(400);
    expect(await tenantRow("refused-brand")).toBeNull();
  });
});
