import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { adminOf } from "./admin-session";

/** The connections pages (docs/decisions/0116) over HTTP as a browser without JavaScript, in English and German. */

type Admin = Awaited<ReturnType<typeof adminOf>>;
let admin: Admin;

beforeAll(async () => {
  admin = await adminOf("citynest", "admin-citynest");
});

describe("admin connections without JavaScript", () => {
  it.each(["en", "de"])("creates a connection and a key whose secret shows once (%s)", async (lng) => {
    const created = await admin.post(`/${lng}/admin/connections`, { name: `CM ${lng}`, channel: "siteminder" });
    expect(created.status).toBe(303);
    const location = created.headers.get("Location") ?? "";
    expect(location).toMatch(new RegExp(`^/${lng}/admin/connections/conn_`));
    const page = await admin.page(location);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`CM ${lng}`);
    expect(page.html).toContain("SITEMINDER");

    const key = await admin.post(location, { intent: "createKey", "scope.ari": "on" });
    expect(key.status).toBe(200);
    const html = await key.text();
    const secret =
      /data-testid="connection-key-secret"[^>]*value="(qk_[a-z0-9]+)"|value="(qk_[a-z0-9]+)"[^>]*data-testid="connection-key-secret"/.exec(
        html,
      );
    const shown = secret?.[1] ?? secret?.[2];
    expect(shown).toBeTruthy();
    const again = await admin.page(location);
    expect(again.html).not.toContain(shown!);
    const stored = await env.INVENTORY_DB.prepare(
      "SELECT count(*) AS n FROM channel_api_keys k JOIN channel_connections c ON c.id = k.connection_id WHERE c.name = ?1",
    )
      .bind(`CM ${lng}`)
      .first<number>("n");
    expect(stored).toBe(1);
  });

  it("refuses a key without a scope and a connection without a channel", async () => {
    const refused = await admin.post("/en/admin/connections", { name: "No channel", channel: "" });
    expect(refused.status).toBe(400);
    const list = await admin.page("/en/admin/connections");
    expect(list.html).toContain('data-testid="admin-nav-connections"');
  });
});
