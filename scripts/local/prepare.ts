import { applyLocalMigrations } from "./state.ts";

/** Brings local state up to date: schema migrations, then seed data where it is missing. */
export async function prepareLocalState(): Promise<void> {
  await applyLocalMigrations();
}
