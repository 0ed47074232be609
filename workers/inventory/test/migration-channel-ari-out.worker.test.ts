import { applyD1Migrations, env as rawEnv } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { env } from "./test-env";

/**
 * Migration 0028 rebuilds `channel_events` under its delivery attempts. A database that already had
 * events and attempts (every local state since 0026, and production) must come through with all of
 * them: dropping the events' table under its attempts once failed the migration on a foreign key.
 */
const db = (rawEnv as unknown as { MIGRATION_CHECK_DB: D1Database }).MIGRATION_CHECK_DB;
const before = env.TEST_MIGRATIONS.filter((migration) => migration.name < "0028");
const from0028 = env.TEST_MIGRATIONS.filter((migration) => migration.name >= "0028");

async function emptyDatabase() {
  const { results } = await db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<{ name: string }>();
  if (results.length > 0)
    await db.batch([
      db.prepare("PRAGMA defer_foreign_keys = on"),
      ...results.map(({ name }) => db.prepare(`DROP TABLE "${name}"`)),
    ]);
}

describe("migration 0028 over a database with deliveries", () => {
  it("keeps every event and attempt, and the events take the new kinds", async () => {
    expect(from0028[0]?.name).toMatch(/^0028_/);
    await emptyDatabase();
    await applyD1Migrations(db, before);
    const at = "2026-11-29T12:00:00Z";
    await db.batch([
      db.prepare("INSERT INTO tenants (ibe_uid, name) VALUES ('alpenstay', 'Alpenstay')"),
      db
        .prepare(
          "INSERT INTO channel_connections (id, ibe_uid, name, channel, created_at, created_by) VALUES ('c1', 'alpenstay', 'C', 'SITEMINDER', ?1, 'test')",
        )
        .bind(at),
      db
        .prepare(
          "INSERT INTO channel_endpoints (id, ibe_uid, connection_id, url, format, secret, created_at) VALUES ('p1', 'alpenstay', 'c1', 'https://cm.example/in', 'json', 's', ?1)",
        )
        .bind(at),
      ...["e1", "e2"].map((id, seq) =>
        db
          .prepare(
            "INSERT INTO channel_events (id, ibe_uid, endpoint_id, booking_id, seq, kind, booking, status, attempts, created_at, updated_at) VALUES (?1, 'alpenstay', 'p1', 'b1', ?2, 'created', '{}', 'delivered', 1, ?3, ?3)",
          )
          .bind(id, seq, at),
      ),
      ...["e1", "e2"].map((id) =>
        db
          .prepare(
            "INSERT INTO channel_event_attempts (event_id, attempt, at, duration_ms, http_status) VALUES (?1, 1, ?2, 12, 200)",
          )
          .bind(id, at),
      ),
    ]);

    await applyD1Migrations(db, from0028);

    const count = async (table: string) =>
      (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())?.n;
    expect(await count("channel_events")).toBe(2);
    expect(await count("channel_event_attempts")).toBe(2);
    const orphans = await db
      .prepare("SELECT count(*) AS n FROM channel_event_attempts WHERE event_id NOT IN (SELECT id FROM channel_events)")
      .first<{ n: number }>();
    expect(orphans?.n).toBe(0);
    // The rebuilt table takes the metasearch kinds, and the attempts still refer to it.
    await db
      .prepare(
        "INSERT INTO channel_events (id, ibe_uid, endpoint_id, booking_id, seq, kind, booking, created_at, updated_at) VALUES ('e3', 'alpenstay', 'p1', 'ari:availability:t1', 0, 'availability', '{}', ?1, ?1)",
      )
      .bind(at)
      .run();
    await expect(
      db
        .prepare(
          "INSERT INTO channel_event_attempts (event_id, attempt, at, duration_ms) VALUES ('no-such-event', 1, ?1, 1)",
        )
        .bind(at)
        .run(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
