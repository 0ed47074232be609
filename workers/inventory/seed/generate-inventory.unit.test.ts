import { describe, expect, it } from "vitest";
import { liveEntries } from "../../../shared/catalogue";
import { haversineKm } from "../rules/geo";
import { SEED_CITIES } from "./data/cities";
import { DEFAULT_SCALE, generateInventory, nicePrice, PLATFORM_BRAND } from "./generate-inventory";

const anchor = "2026-05-01";
const inventory = generateInventory({ anchor });

describe("generateInventory at the default scale", () => {
  it("meets the issue's minimums", () => {
    expect(inventory.cities.length).toBeGreaterThanOrEqual(40);
    expect(inventory.apartmentTypes.length).toBe(DEFAULT_SCALE);
    expect(inventory.apartmentTypes.length).toBeGreaterThanOrEqual(2000);
    expect(inventory.properties.length).toBeGreaterThanOrEqual(800);
    const citiesWithProperties = new Set(inventory.properties.map((p) => p.cityId));
    expect(citiesWithProperties.size).toBeGreaterThanOrEqual(40);
  });

  it("is deterministic", () => {
    const again = generateInventory({ anchor });
    expect(again).toEqual(inventory);
    expect(generateInventory({ anchor, seed: 1 }).properties[0]).not.toEqual(inventory.properties[0]);
  });

  it("places properties near their city on one of its streets", () => {
    for (const p of inventory.properties) {
      const city = SEED_CITIES.find((c) => c.id === p.cityId)!;
      expect(haversineKm(city.lat, city.long, p.lat, p.long)).toBeLessThanOrEqual(city.spreadKm + 0.1);
      expect(city.streets).toContain(p.street);
      expect(p.currency).toBe(city.currency);
    }
  });

  it("distributes every property to quartier and at least one demo tenant", () => {
    for (const p of inventory.properties) {
      expect(p.tenants[0]).toBe("quartier");
      expect(p.tenants.length).toBeGreaterThanOrEqual(2);
    }
    for (const t of ["alpenstay", "harbourlofts", "citynest"]) {
      expect(inventory.properties.filter((p) => p.tenants.includes(t)).length).toBeGreaterThan(100);
    }
  });

  it("has brand properties with and without a VISION link", () => {
    const brand = inventory.properties.filter((p) => p.name.startsWith(PLATFORM_BRAND));
    const typesOf = (id: string) => inventory.apartmentTypes.filter((t) => t.propertyId === id);
    const withVision = brand.filter((p) => typesOf(p.id).every((t) => t.channelLinks.VISION));
    const withoutVision = brand.filter((p) => typesOf(p.id).every((t) => !t.channelLinks.VISION));
    expect(withVision.length).toBeGreaterThanOrEqual(5);
    expect(withoutVision.length).toBeGreaterThanOrEqual(3);
  });

  it("has every booking mode, premium partners and Ad listings without RATEHAWK", () => {
    const modes = new Set(inventory.apartmentTypes.map((t) => t.bookingMode));
    expect([...modes].sort()).toEqual(["Ad", "Direct", "Request"]);
    expect(inventory.properties.some((p) => p.isPremiumPartner)).toBe(true);
    expect(
      inventory.apartmentTypes.filter((t) => t.bookingMode === "Ad" && !t.channelLinks.RATEHAWK).length,
    ).toBeGreaterThan(50);
  });

  it("gives flexible plans a notice period for long stays; saver plans stay non-refundable", () => {
    for (const p of inventory.properties) {
      for (const plan of p.ratePlans) {
        expect(plan.cancellationPolicy.longStay).toEqual(plan.code === "FLEX" ? { noticeDays: 30 } : undefined);
      }
    }
    expect(inventory.apartmentTypes.filter((t) => t.maxStay >= 90).length).toBeGreaterThan(100);
  });

  it("gives sensible layouts and prices", () => {
    for (const t of inventory.apartmentTypes) {
      expect(t.sizeMax).toBeGreaterThanOrEqual(t.sizeMin);
      expect(t.maxOccupancy).toBeGreaterThanOrEqual(1);
      expect(t.bathrooms).toBeGreaterThanOrEqual(1);
      expect(t.minStay).toBeLessThanOrEqual(t.maxStay);
      // A month costs less than 30 nights, but not less than half of them.
      expect(t.monthlyRate).toBeLessThan(t.baseNightly * 30);
      expect(t.monthlyRate).toBeGreaterThan(t.baseNightly * 15);
      expect(t.baseNightly).toBeGreaterThan(0);
    }
    const berlin = inventory.apartmentTypes.filter((t) => t.id.startsWith("a-berlin-") && t.kind === "one-bedroom");
    const median = berlin.map((t) => t.baseNightly).sort((a, b) => a - b)[Math.floor(berlin.length / 2)]!;
    expect(median).toBeGreaterThan(8_000);
    expect(median).toBeLessThan(20_000);
  });

  it("draws services from the live catalogue only", () => {
    const live = new Set(liveEntries().map((e) => e.id));
    // One assertion over all of them: one expect per service (some 30,000) took over vitest's 5 s on a
    // loaded machine, and the list names every service that is not live.
    const notLive = [...inventory.apartmentTypes, ...inventory.properties].flatMap((x) =>
      x.services.filter((s) => !live.has(s)),
    );
    expect(notLive).toEqual([]);
  });

  it("closes some nights within a year of the anchor", () => {
    expect(inventory.closures.length).toBeGreaterThan(300);
    for (const c of inventory.closures) {
      expect(c.start >= anchor).toBe(true);
      expect(c.end > c.start).toBe(true);
    }
  });
});

describe("nicePrice", () => {
  it.each([
    [11_437, 11_400],
    [99, 100],
    [2_875_432, 2_880_000],
    [0, 0],
  ])("%i -> %i", (value, nice) => {
    expect(nicePrice(value)).toBe(nice);
  });
});
