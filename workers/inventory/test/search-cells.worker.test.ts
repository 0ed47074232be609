import { beforeAll, describe, expect, it } from "vitest";
import { findOffersResponseSchema, listingsSchema } from "../../../shared/ota";
import { otaPaths } from "../../../shared/ota/paths";
import { destinationPoint } from "../rules/geo";
import { cellOf } from "../rules/geo-cells";
import { forget } from "../search-store/forget";
import { apiJson, daysFromToday, env } from "./test-env";

/**
 * The radius search reads the grid cells of its circle (rules/geo-cells.ts). Apartments placed just
 * inside and just outside the radius, across cell borders and the antimeridian, far from the seed's
 * cities: the inside ones are found whatever cell they fall in, the outside ones never.
 */
type Place = { name: string; lat: number; long: number; radius: number };
const PLACES: Place[] = [
  { name: "centre on a cell corner", lat: 10, long: 20, radius: 5 },
  { name: "centre just south-west of a cell corner", lat: 10.2999, long: 20.2999, radius: 3 },
  { name: "across the antimeridian", lat: -16.5, long: 179.99, radius: 6 },
  { name: "far north, cells narrow", lat: 78.2, long: 15.6, radius: 8 },
];
const BEARINGS = [0, 45, 90, 135, 180, 225, 270, 315];
const INSIDE = 0.97;
const OUTSIDE = 1.03;

const typeId = (place: number, bearing: number, where: "in" | "out") => `a-cells-${place}-${bearing}-${where}`;

async function addApartment(id: string, lat: number, long: number): Promise<void> {
  const propertyId = `p-${id}`;
  await env.INVENTORY_DB.batch([
    env.INVENTORY_DB.prepare(
      `INSERT INTO properties (id, city_id, name, street, house_number, postcode, city, country, lat, long, currency,
         is_premium_partner, rate_plans, city_tax, services, check_in_from, check_out_until)
       SELECT ?1, city_id, 'Cell Border House', street, house_number, postcode, city, country, ?2, ?3, currency,
         is_premium_partner, rate_plans, city_tax, services, check_in_from, check_out_until
       FROM properties WHERE rate_plans <> '[]' ORDER BY id LIMIT 1`,
    ).bind(propertyId, lat, long),
    env.INVENTORY_DB.prepare("INSERT INTO property_tenants (property_id, ibe_uid) VALUES (?1, 'quartier')").bind(
      propertyId,
    ),
    env.INVENTORY_DB.prepare(
      `INSERT INTO apartment_types (id, property_id, kind, tier, size_min, size_max, max_occupancy, bedrooms, bathrooms,
         units, base_nightly, weekend_factor_bp, season_months, season_factor_bp, monthly_rate, cleaning_fee, min_stay,
         max_stay, booking_mode, channel_links, services, extra_services, image_count, matterport_id)
       SELECT ?1, ?2, kind, tier, size_min, size_max, 4, bedrooms, bathrooms,
         3, base_nightly, weekend_factor_bp, season_months, season_factor_bp, monthly_rate, cleaning_fee, 1,
         90, booking_mode, channel_links, services, extra_services, image_count, matterport_id
       FROM apartment_types ORDER BY id LIMIT 1`,
    ).bind(id, propertyId),
    forget(env.INVENTORY_DB, { property: propertyId }),
  ]);
}

async function searchAround(place: Place) {
  const params = {
    ibeUid: "quartier",
    lat: place.lat,
    long: place.long,
    radius: place.radius,
    from: daysFromToday(40),
    to: daysFromToday(43),
    guests: 2,
    currency: "EUR",
    language: "en",
  };
  const found = await apiJson(otaPaths.findOffers(), { json: { params, pageProps: {}, options: {} } });
  expect(found.status).toBe(200);
  const answer = findOffersResponseSchema.parse(found.body);
  const listed = await apiJson(answer.redirectLocation);
  return { answer, listings: listingsSchema.parse(listed.body) };
}

describe("radius search across grid cells", () => {
  beforeAll(async () => {
    for (const [p, place] of PLACES.entries()) {
      for (const bearing of BEARINGS) {
        for (const [where, fraction] of [
          ["in", INSIDE],
          ["out", OUTSIDE],
        ] as const) {
          const [lat, long] = destinationPoint(place.lat, place.long, bearing, place.radius * fraction);
          await addApartment(typeId(p, bearing, where), lat, long);
        }
      }
    }
  });

  it.each(PLACES.map((place, index) => ({ ...place, index })))(
    "finds the apartments just inside the radius and none just outside: $name",
    async (place) => {
      const { answer, listings } = await searchAround(place);
      const ids = listings.map((l) => l.apartmentType.id).sort();
      expect(ids).toEqual(BEARINGS.map((bearing) => typeId(place.index, bearing, "in")).sort());
      expect(answer.offers).toBe(BEARINGS.length);
      for (const l of listings) expect(l.distanceKm).toBeLessThanOrEqual(place.radius);
      // The apartments found lie in several cells, so the search did cross cell borders.
      expect(
        new Set(listings.map((l) => cellOf(l.property.address.lat, l.property.address.long))).size,
      ).toBeGreaterThan(1);
    },
  );

  it("the property's stored cell is the rule's cell", async () => {
    const { results } = await env.INVENTORY_DB.prepare(
      "SELECT lat, long, cell FROM properties WHERE id LIKE 'p-a-cells-%'",
    ).all<{ lat: number; long: number; cell: number }>();
    expect(results.length).toBe(PLACES.length * BEARINGS.length * 2);
    for (const row of results) expect(row.cell).toBe(cellOf(row.lat, row.long));
  });
});
