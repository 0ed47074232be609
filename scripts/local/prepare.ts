import { prepareLocalInventory } from "../inventory/local-inventory.ts";
import { seedLocalPlaces } from "../places/seed-places-local.ts";
import { seedLocalBrands } from "./seed-brands-local.ts";
import { applyAppMigrations, stateDir } from "./state.ts";

/** Brings local state up to date: schema migrations, then seed data where it is missing (idempotent). */
export async function prepareLocalState(): Promise<void> {
  await applyAppMigrations();
  console.log("App database migrated.");
  await seedLocalBrands(stateDir());
  const places = await seedLocalPlaces({ persistTo: stateDir() });
  console.log(places.seeded ? `Seeded ${places.places} places.` : `Places ready (${places.places}).`);
  const inventory = await prepareLocalInventory({ persistTo: stateDir(), keepExisting: true });
  const summary = `${inventory.apartmentTypes} apartment types in ${inventory.properties} properties, ${inventory.cities} cities`;
  console.log(inventory.seeded ? `Seeded the inventory: ${summary}.` : `Inventory ready: ${summary}.`);
}
