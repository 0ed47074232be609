import { describe, expect, it } from "vitest";
import { listingsSchema } from "../../ota/listing";
import { buildListing, makeListings } from "./listing-builder";

describe("listing builder", () => {
  it("builds listings the OTA contract accepts", () => {
    expect(() => listingsSchema.parse([buildListing(), ...makeListings(200, 7)])).not.toThrow();
  });

  it("is deterministic for a seed and varies between seeds", () => {
    expect(makeListings(50, 3)).toEqual(makeListings(50, 3));
    expect(makeListings(50, 3)).not.toEqual(makeListings(50, 4));
  });

  it("applies the spec it is given", () => {
    const listing = buildListing({ id: "x", nights: 3, cheapestRate: 300, size: [10, 20], channels: ["VISION"] });
    expect(listing).toMatchObject({
      id: "x",
      from: "2026-12-01",
      to: "2026-12-04",
      cheapestRate: 300,
      totalPrice: { total: 300, nights: 3 },
      apartmentType: { size: { min: 10, max: 20 }, channelLinks: { VISION: { externalId: "vision-x" } } },
    });
  });
});
