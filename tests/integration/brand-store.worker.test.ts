import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  BRAND_COPY_LIFE_MS,
  brandChanges,
  brandForHost,
  getBrand,
  listBrands,
  saveBrand,
} from "../../app/.server/brands/brand-store.server";
import { PLATFORM_ADMIN, runTimeTenant, saveRunTimeBrand } from "./run-time-brand";

describe("the brand store (D1)", () => {
  it("creates a brand with its hosts and a change row naming who created it", async () => {
    const tenant = runTimeTenant("store-new");
    const saved = await saveBrand(env, { tenant, status: "draft" }, PLATFORM_ADMIN, undefined, { now: 1_000 });
    expect(saved.ok).toBe(true);
    const brand = await getBrand(env, "store-new");
    expect(brand).toMatchObject({ status: "draft", version: 1, updatedAt: 1_000, updatedBy: "admin-quartier" });
    expect(brand?.tenant).toEqual(tenant);
    expect((await listBrands(env)).map((b) => b.tenant.ibeUid)).toEqual(
      expect.arrayContaining(["alpenstay", "citynest", "harbourlofts", "quartier", "store-new"]),
    );
    const [created, ...older] = await brandChanges(env, "store-new");
    expect(older).toEqual([]);
    expect(created?.actor).toEqual(PLATFORM_ADMIN);
    expect(created?.changes).toContainEqual({ field: "theme.primary", after: "#7a1f0d" });
    expect(created?.changes).toContainEqual({ field: "status", after: "draft" });
  });

  it("updates the version it was given, recording each changed field before and after", async () => {
    const tenant = runTimeTenant("store-edit");
    await saveRunTimeBrand(tenant, "draft");
    const edited = { ...tenant, theme: { ...tenant.theme, primary: "#123456" }, hosts: ["store-edit-2.localhost"] };
    const saved = await saveBrand(env, { tenant: edited, status: "live" }, PLATFORM_ADMIN, 1);
    expect(saved.ok && saved.brand.version).toBe(2);
    expect(saved.ok && saved.changes).toEqual([
      { field: "hosts", before: ["store-edit.localhost"], after: ["store-edit-2.localhost"] },
      { field: "status", before: "draft", after: "live" },
      { field: "theme.primary", before: "#7a1f0d", after: "#123456" },
    ]);
    expect((await brandChanges(env, "store-edit")).map((c) => c.changes.length)).toEqual([3, expect.any(Number)]);
    // The old host is free again; the new one answers.
    expect(await brandForHost(env, "store-edit.localhost", { lifeMs: 0 })).toBeNull();
    expect((await brandForHost(env, "store-edit-2.localhost", { lifeMs: 0 }))?.tenant.ibeUid).toBe("store-edit");
  });

  it("refuses a save of an older version, and a second creation, writing nothing", async () => {
    const tenant = runTimeTenant("store-stale");
    await saveRunTimeBrand(tenant, "draft");
    await saveRunTimeBrand({ ...tenant, name: "First edit" }, "draft", 1);
    const stale = await saveBrand(
      env,
      { tenant: { ...tenant, name: "Stale edit" }, status: "live" },
      PLATFORM_ADMIN,
      1,
    );
    expect(stale).toEqual({ ok: false, code: "version_conflict", currentVersion: 2 });
    const again = await saveBrand(env, { tenant, status: "live" }, PLATFORM_ADMIN);
    expect(again).toEqual({ ok: false, code: "version_conflict", currentVersion: 2 });
    expect(await getBrand(env, "store-stale")).toMatchObject({
      status: "draft",
      version: 2,
      tenant: { name: "First edit" },
    });
    expect(await brandChanges(env, "store-stale")).toHaveLength(2);
  });

  it("lets only one of two saves of the same version through", async () => {
    const tenant = runTimeTenant("store-race");
    await saveRunTimeBrand(tenant, "draft");
    const results = await Promise.all(
      ["Edit A", "Edit B"].map((name) =>
        saveBrand(env, { tenant: { ...tenant, name }, status: "draft" }, PLATFORM_ADMIN, 1),
      ),
    );
    expect(results.map((r) => (r.ok ? "saved" : r.code)).sort()).toEqual(["saved", "version_conflict"]);
    expect(await brandChanges(env, "store-race")).toHaveLength(2);
    expect((await getBrand(env, "store-race"))?.version).toBe(2);
  });

  it("refuses a host another brand answers on, or an admin host, naming them", async () => {
    const tenant = runTimeTenant("store-hosts", {
      hosts: ["store-hosts.localhost", "citynest.localhost", "admin.store-hosts.localhost"],
    });
    const saved = await saveBrand(env, { tenant, status: "draft" }, PLATFORM_ADMIN);
    expect(saved).toEqual({
      ok: false,
      code: "host_taken",
      hosts: ["admin.store-hosts.localhost", "citynest.localhost"],
    });
    expect(await getBrand(env, "store-hosts")).toBeNull();
    expect((await brandForHost(env, "citynest.localhost", { lifeMs: 0 }))?.tenant.ibeUid).toBe("citynest");
  });

  it("refuses a tenant that fails the schema, with its issues", async () => {
    const tenant = runTimeTenant("store-invalid", { defaultCurrency: "JPY" });
    const saved = await saveBrand(env, { tenant, status: "draft" }, PLATFORM_ADMIN);
    expect(saved.ok ? "saved" : saved.code).toBe("invalid");
    expect(await getBrand(env, "store-invalid")).toBeNull();
  });
});

describe("brandForHost, the middleware's cached read", () => {
  const suspendBehindTheStore = (ibeUid: string) =>
    env.DB.prepare("UPDATE brands SET status = 'suspended', version = version + 1 WHERE ibe_uid = ?")
      .bind(ibeUid)
      .run();

  it("keeps what it read for the copy's life, then reads again", async () => {
    await saveRunTimeBrand(runTimeTenant("cache-life"), "live");
    const host = "cache-life.localhost";
    expect((await brandForHost(env, host, { now: 0 }))?.status).toBe("live");
    await suspendBehindTheStore("cache-life");
    expect((await brandForHost(env, host, { now: BRAND_COPY_LIFE_MS - 1 }))?.status).toBe("live");
    expect((await brandForHost(env, host, { now: BRAND_COPY_LIFE_MS }))?.status).toBe("suspended");
  });

  it("shows a save through the store at once in this isolate", async () => {
    const tenant = runTimeTenant("cache-drop");
    const host = "cache-drop.localhost";
    expect(await brandForHost(env, host, { now: 0 })).toBeNull(); // an unknown host is kept too
    await saveRunTimeBrand(tenant, "live");
    expect((await brandForHost(env, host, { now: 1 }))?.tenant.name).toBe("Brand cache-drop");
    await saveRunTimeBrand(tenant, "suspended", 1);
    expect((await brandForHost(env, host, { now: 2 }))?.status).toBe("suspended");
  });

  it("answers a host of no brand with null, and leaves the admin prefix to the caller", async () => {
    expect(await brandForHost(env, "nobody.localhost")).toBeNull();
    expect(await brandForHost(env, "admin.citynest.localhost")).toBeNull();
    expect((await brandForHost(env, "citynest.localhost"))?.tenant.ibeUid).toBe("citynest");
  });
});
