import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import sample from "../../../data/places/europe-places.sample.json";
import { parsePlacesDataset } from "../../domain/places/places-dataset";
import { createD1PlacesProvider } from "./places-d1.server";
import { SEED_MARKER_KEY, seedPlaces } from "./seed-places.server";

// Runs in workerd against the app's D1 binding with migrations/ applied (vitest.app.config.ts).
const dataset = parsePlacesDataset(sample);
const places = createD1PlacesProvider(env.DB);

beforeAll(async () => {
  await seedPlaces(env.DB, dataset, { force: true });
});

describe("seedPlaces", () => {
  it("fills the tables once per dataset version", async () => {
    const again = await seedPlaces(env.DB, dataset);
    expect(again).toEqual({ seeded: false, places: dataset.places.length });
    const marker = await env.DB.prepare("SELECT value FROM places_meta WHERE key = ?").bind(SEED_MARKER_KEY).first();
    expect(marker).toEqual({ value: dataset.version });
    const names = await env.DB.prepare("SELECT COUNT(*) AS n FROM place_names").first<{ n: number }>();
    expect(names?.n).toBeGreaterThanOrEqual(dataset.places.length);
  });

  it("re-seeds when forced or when the version changes", async () => {
    const forced = await seedPlaces(env.DB, dataset, { force: true });
    expect(forced).toEqual({ seeded: true, places: dataset.places.length });
    const smaller = { ...dataset, version: "other-version", places: dataset.places.slice(0, 10) };
    expect(await seedPlaces(env.DB, smaller)).toEqual({ seeded: true, places: 10 });
    expect(await seedPlaces(env.DB, dataset)).toEqual({ seeded: true, places: dataset.places.length });
  });

  it("rejects a corrupt dataset before touching the tables", async () => {
    const corrupt = { ...dataset, version: "corrupt", places: [["not-a-number", "X"]] };
    await expect(seedPlaces(env.DB, corrupt)).rejects.toThrow(/row 0/);
    expect(await seedPlaces(env.DB, dataset)).toEqual({ seeded: false, places: dataset.places.length });
  });
});

describe("embedded places provider (D1)", () => {
  it("gets a place by GeoNames id in either language", async () => {
    const de = await places.getPlaceById("2867714", "de");
    const en = await places.getPlaceById("2867714", "en");
    expect(de).toMatchObject({ ok: true, data: { id: "2867714", name: "München", country: "DE", region: "Bayern" } });
    expect(en).toMatchObject({ ok: true, data: { name: "Munich", region: "Bavaria" } });
    if (de.ok) expect(de.data.population).toBeGreaterThan(1_000_000);
  });

  it("answers unknown and malformed ids with 404", async () => {
    expect(await places.getPlaceById("1", "en")).toEqual({ ok: false, status: 404, statusText: "Not Found" });
    expect(await places.getPlaceById("'; DROP TABLE places; --", "en")).toMatchObject({ status: 404 });
  });

  it("suggests by prefix, biggest first, in the page's language", async () => {
    const result = await places.suggestPlacesByName("ber", "de", { limit: 5 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data[0]?.name).toBe("Berlin");
    expect(result.data).toHaveLength(5);
    const populations = result.data.map((p) => p.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("finds umlaut names typed with or without umlauts", async () => {
    for (const typed of ["Mün", "mun", "Muen", "MÜNCHEN"]) {
      const result = await places.suggestPlacesByName(typed, "de", { limit: 3 });
      expect(result.ok && result.data[0]?.name, typed).toBe("München");
    }
    const zurich = await places.suggestPlacesByName("zueri", "en", { limit: 1 });
    expect(zurich.ok && zurich.data[0]).toMatchObject({ name: "Zurich", country: "CH" });
  });

  it("matches exonyms only in their own language, local names in every language", async () => {
    const germanExonym = await places.suggestPlacesByName("Lissabon", "de");
    expect(germanExonym.ok && germanExonym.data[0]?.name).toBe("Lissabon");
    const englishPageGermanExonym = await places.suggestPlacesByName("Lissabon", "en");
    expect(englishPageGermanExonym.ok && englishPageGermanExonym.data.map((p) => p.id)).not.toContain("2267057");
    const local = await places.suggestPlacesByName("Lisboa", "en");
    expect(local.ok && local.data[0]).toMatchObject({ id: "2267057", name: "Lisbon" });
    const cologne = await places.suggestPlacesByName("Cologne", "en");
    expect(cologne.ok && cologne.data[0]?.name).toBe("Cologne");
  });

  it("filters by country and caps the limit", async () => {
    const result = await places.suggestPlacesByName("ber", "en", { limit: 500, countries: ["ch"] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.length).toBeGreaterThan(0);
    expect(result.data.length).toBeLessThanOrEqual(50);
    expect(result.data.every((p) => p.country === "CH")).toBe(true);
    expect(result.data[0]?.name).toBe("Bern");
    expect(await places.suggestPlacesByName("ber", "en", { countries: ["Germany"] })).toMatchObject({ status: 400 });
  });

  it("returns nothing for empty or punctuation-only input", async () => {
    expect(await places.suggestPlacesByName("  ", "en")).toEqual({ ok: true, data: [] });
    expect(await places.suggestPlacesByName("--'", "en")).toEqual({ ok: true, data: [] });
    expect(await places.suggestPlacesByName("qqqxz", "en")).toEqual({ ok: true, data: [] });
  });

  it("finds a place by name: exact name first, then population", async () => {
    expect(await places.findPlaceByName("berlin", "de")).toMatchObject({ ok: true, data: { id: "2950159" } });
    expect(await places.findPlaceByName("Wien", "en")).toMatchObject({ ok: true, data: { name: "Vienna" } });
    expect(await places.findPlaceByName("Munich", "de")).toMatchObject({ ok: true, data: { name: "München" } });
    expect(await places.findPlaceByName("Zürich, Switzerland", "en")).toMatchObject({ data: { id: "2657896" } });
    const prefixOnly = await places.findPlaceByName("Lond", "en");
    expect(prefixOnly).toMatchObject({ ok: true, data: { id: "2643743" } });
    expect(await places.findPlaceByName("Atlantis", "en")).toEqual({ ok: false, status: 404, statusText: "Not Found" });
  });

  it("suggests notable places around a place, without the place itself", async () => {
    const result = await places.suggestPlacesByPlaceId("2950159", "de", { limit: 5, radiusKm: 60 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toHaveLength(5);
    expect(result.data.map((p) => p.id)).not.toContain("2950159");
    expect(result.data.map((p) => p.name)).toContain("Potsdam");
    expect(result.data.every((p) => p.distanceKm <= 60)).toBe(true);
    expect(await places.suggestPlacesByPlaceId("999999999", "de")).toMatchObject({ status: 404 });
  });
});
