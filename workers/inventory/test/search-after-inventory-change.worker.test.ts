import { describe, expect, it } from "vitest";
import { findOffersResponseSchema } from "../../../app/domain/ota";
import { otaPaths } from "../../../app/domain/ota/paths";
import { apiJson, daysFromToday, env } from "./test-env";

/**
 * A new search after the inventory was written answers what is stored now, though the Worker
 * remembers the search facts and listings' rows it read (docs/decisions/0048): the version the
 * triggers change makes it read them again.
 */
const BERLIN = { lat: 52.52437, long: 13.41053 };
const FIRST_PAGE = { page: 1, pageSize: 10, address: "Berlin" };

async function firstPage(nudge: number) {
  const params = {
    ibeUid: "quartier",
    lat: BERLIN.lat + nudge * 0.00001,
    long: BERLIN.long,
    radius: 15,
    from: daysFromToday(90),
    to: daysFromToday(93),
    guests: 2,
    currency: "EUR",
    language: "en",
  };
  const res = await apiJson(otaPaths.findOffers(), {
    json: { params, pageProps: {}, options: { firstPage: FIRST_PAGE } },
  });
  expect(res.status).toBe(200);
  const found = findOffersResponseSchema.parse(res.body);
  expect(found.page).toBeDefined();
  return found.page!;
}

describe("a new search after the inventory changed", () => {
  it("prices and names the first page's apartment as stored now", async () => {
    const db = env.INVENTORY_DB;
    const before = await firstPage(1);
    const first = before.listings[0]!;
    const typeId = first.apartmentType.id;
    const row = await db
      .prepare(
        "SELECT t.base_nightly, t.cleaning_fee, t.property_id, p.name FROM apartment_types t JOIN properties p ON p.id = t.property_id WHERE t.id = ?1",
      )
      .bind(typeId)
      .first<{ base_nightly: number; cleaning_fee: number; property_id: string; name: string }>();
    expect(row).not.toBeNull();
    // Asked again from another position (a new computation): the same apartment, priced as before.
    const again = await firstPage(2);
    expect(again.listings[0]?.apartmentType.id).toBe(typeId);
    expect(again.listings[0]?.cheapestRate).toBe(first.cheapestRate);

    try {
      // Priced at a euro a night without a cleaning fee (cheaper than any other, so still first in its
      // tier and the lowest price of the facets), and renamed.
      await db.batch([
        db.prepare("UPDATE apartment_types SET base_nightly = 100, cleaning_fee = 0 WHERE id = ?1").bind(typeId),
        db.prepare("UPDATE properties SET name = ?2 WHERE id = ?1").bind(row!.property_id, `${row!.name} (renamed)`),
      ]);
      const after = await firstPage(3);
      const listing = after.listings.find((l) => l.apartmentType.id === typeId);
      expect(listing).toBeDefined();
      // The listing's row and the ranking's facts are both the stored ones.
      expect(listing!.cheapestRate).toBeLessThan(first.cheapestRate);
      expect(listing!.property.name).toBe(`${row!.name} (renamed)`);
      expect(listing!.totalPrice.total).toBeLessThan(before.facets.prices.price!.min);
      expect(after.facets.prices.price?.min).toBe(listing!.totalPrice.total);
    } finally {
      await db.batch([
        db
          .prepare("UPDATE apartment_types SET base_nightly = ?2, cleaning_fee = ?3 WHERE id = ?1")
          .bind(typeId, row!.base_nightly, row!.cleaning_fee),
        db.prepare("UPDATE properties SET name = ?2 WHERE id = ?1").bind(row!.property_id, row!.name),
      ]);
    }
  });
});
