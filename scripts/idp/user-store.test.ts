import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_USERS } from "./demo-users.ts";
import { verifyPassword } from "./password-hash.ts";
import { UserStore } from "./user-store.ts";

const scrypt = { N: 1024, r: 8, p: 1 };
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "idp-users-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe("UserStore", () => {
  it("seeds the demo users with their documented passwords, hashed", async () => {
    const store = await UserStore.open(dir, { scrypt });
    const anna = DEMO_USERS[0];
    const stored = store.findByEmail(anna?.email ?? "");
    expect(stored).toMatchObject({ sub: anna?.sub, name: anna?.name, tenant: anna?.tenant });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    await expect(verifyPassword(anna?.password ?? "", stored?.passwordHash ?? "")).resolves.toBe(true);
    expect(readFileSync(join(dir, "idp-users.json"), "utf8")).not.toContain(anna?.password);
  });

  it("keeps registered users and changed passwords across a restart", async () => {
    const store = await UserStore.open(dir, { scrypt });
    const created = await store.create({
      email: " New.Guest@Example.com ",
      name: " New Guest ",
      password: "a long secret",
      tenant: "citynest",
    });
    expect(created).toMatchObject({ email: "new.guest@example.com", name: "New Guest", roles: [], tenant: "citynest" });
    await store.setPassword(created?.sub ?? "", "another secret");

    const reopened = await UserStore.open(dir, { scrypt });
    const found = reopened.findByEmail("NEW.GUEST@example.com");
    expect(found?.sub).toBe(created?.sub);
    await expect(verifyPassword("another secret", found?.passwordHash ?? "")).resolves.toBe(true);
    expect(reopened.findById(created?.sub ?? "")?.email).toBe("new.guest@example.com");
  });

  it("refuses a second account for the same address, whatever its case", async () => {
    const store = await UserStore.open(dir, { scrypt });
    const input = { email: "ANNA.gast@example.com", name: "Other Anna", password: "a long secret", tenant: "quartier" };
    await expect(store.create(input)).resolves.toBeNull();
  });

  it("does not reseed a demo user over its changed password", async () => {
    const store = await UserStore.open(dir, { scrypt });
    const tom = store.findById("guest-tom");
    await store.setPassword("guest-tom", "tom changed it");
    const reopened = await UserStore.open(dir, { scrypt });
    const after = reopened.findById("guest-tom");
    expect(after?.passwordHash).not.toBe(tom?.passwordHash);
    await expect(verifyPassword("tom changed it", after?.passwordHash ?? "")).resolves.toBe(true);
  });
});
