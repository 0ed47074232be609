import type { D1Database } from "@cloudflare/workers-types";

/**
 * Applies D1 migrations and records them in `d1_migrations`, the table wrangler uses, so that
 * `wrangler d1 migrations apply --local` and this function agree on what has run.
 * Runtime-agnostic: works on a D1 binding and on Miniflare's D1 proxy.
 */
export type Migration = { name: string; queries: string[] };

export async function applyMigrations(db: D1Database, migrations: readonly Migration[]): Promise<string[]> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations(
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`,
    )
    .run();
  const done = await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>();
  const applied = new Set(done.results.map((r) => r.name));
  const ran: string[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    await db.batch([
      ...migration.queries.map((q) => db.prepare(q)),
      db.prepare("INSERT INTO d1_migrations (name) VALUES (?1)").bind(migration.name),
    ]);
    ran.push(migration.name);
  }
  return ran;
}

/** Splits a migration file into statements: on semicolons at line ends, dropping `--` comments. */
export function splitSqlStatements(sql: string): string[] {
  const withoutComments = sql
    .split("\n")
    .map((line) => line.replace(/--.*$/, ""))
    .join("\n");
  return withoutComments
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
