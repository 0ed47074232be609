import { seedLocalPlaces } from "../places/seed-places-local.ts";
import { applyLocalMigrations, stateDir } from "./state.ts";

/** Brings local state up to date: schema migrations, then seed data where it is missing (idempotent). */
export async function prepareLocalState(): Promise<void> {
  await applyLocalMigrations();
  const places = await seedLocalPlaces({ persistTo: stateDir() });
  console.log(places.seeded ? `Seeded ${places.places} places.` : `Places ready (${places.places}).`);
}
