import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { invCountMessage } from "../../workers/inventory/opentravel/test-support/samples";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";

/**
 * A channel manager's OpenTravel message through the brand host's /api/opentravel (docs/decisions/0117):
 * server to server, with no Origin, Fetch Metadata or session; the key of the host's brand only.
 */

const SECRET = "qk_opentraveltestsecret000000";
let typeId = "";

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

beforeAll(async () => {
  const db = env.INVENTORY_DB;
  const row = await db
    .prepare(
      `SELECT t.id FROM apartment_types t JOIN properties p ON p.id = t.property_id
       WHERE p.owner_ibe_uid = 'citynest' AND t.units >= 2 ORDER BY t.id LIMIT 1`,
    )
    .first<{ id: string }>();
  typeId = row!.id;
  const now = new Date().toISOString();
  await db.batch([
    db
      .prepare(
        "INSERT INTO channel_connections (id, ibe_uid, name, channel, created_at, created_by) VALUES ('conn_app', 'citynest', 'CM', 'SITEMINDER', ?1, 'test')",
      )
      .bind(now),
    db
      .prepare(
        "INSERT INTO channel_api_keys (id, connection_id, ibe_uid, key_hash, prefix, scopes, created_at) VALUES ('key_app', 'conn_app', 'citynest', ?1, 'qk_opentr', '[\"ari\"]', ?2)",
      )
      .bind(await sha256Hex(SECRET), now),
    db
      .prepare(
        "UPDATE apartment_types SET channel_links = json_set(channel_links, '$.SITEMINDER', json_object('externalId', 'APP-DBL')) WHERE id = ?1",
      )
      .bind(typeId),
  ]);
});

const message = (token: string) =>
  invCountMessage(token, [{ start: isoDateFromToday(300), end: isoDateFromToday(301), type: "APP-DBL", count: 1 }]);

const post = (host: string, body: string, headers: Record<string, string> = {}) =>
  fetchApp(`http://${host}/api/opentravel`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/xml", ...headers },
    freshBrowser: true,
  });

describe("POST /api/opentravel on the brand host", () => {
  it("applies a message with the brand's key, though it comes without Origin or Fetch Metadata", async () => {
    const response = await post("citynest.localhost", message("app-1"), {
      Authorization: `Bearer ${SECRET}`,
      Cookie: "__Host-session=not-a-session",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    const body = await response.text();
    expect(body).toContain("<OTA_HotelInvCountNotifRS");
    expect(body).toContain("<Success/>");
    const days = await env.INVENTORY_DB.prepare(
      "SELECT count(*) AS n FROM calendar_days WHERE apartment_type_id = ?1 AND date >= ?2 AND date <= ?3",
    )
      .bind(typeId, isoDateFromToday(300), isoDateFromToday(301))
      .first<number>("n");
    expect(days).toBe(2);
  });

  it("answers 401 with an OpenTravel error without a key, and on another brand's host", async () => {
    const none = await post("citynest.localhost", message("app-2"));
    expect(none.status).toBe(401);
    expect(await none.text()).toMatch(/<Errors><Error Type="4" Code="497"/);
    const elsewhere = await post("quartier.localhost", message("app-3"), { Authorization: `Bearer ${SECRET}` });
    expect(elsewhere.status).toBe(401);
  });

  it("answers 405 to a GET", async () => {
    const response = await fetchApp("http://citynest.localhost/api/opentravel", { freshBrowser: true });
    expect(response.status).toBe(405);
  });
});
