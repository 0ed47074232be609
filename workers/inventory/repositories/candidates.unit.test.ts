import { describe, expect, it } from "vitest";
import { decodeTypeFacts } from "./apartments";
import { decodePlacedTypes } from "./search-candidates";

const S55 = 2 ** 55;

describe("decodePlacedTypes", () => {
  it("reads nine values a type: id, position (two numbers each), units and stay rules", () => {
    const text = `["a-1",${0.125 * S55},55,${-0.5 * S55},55,2,3,28,4,"a-2",0,55,${3 * 2 ** 60},66,1,1,1,1]`;
    expect(decodePlacedTypes(text)).toEqual([
      { id: "a-1", lat: 0.125, long: -0.5, units: 2, minStay: 3, maxStay: 28, maxOccupancy: 4 },
      { id: "a-2", lat: 0, long: 3 * 2 ** -6, units: 1, minStay: 1, maxStay: 1, maxOccupancy: 1 },
    ]);
  });

  it("answers no types for an empty list", () => {
    expect(decodePlacedTypes("[]")).toEqual([]);
  });

  it("gives up (null) when a position was not encoded", () => {
    expect(decodePlacedTypes(`["a-1",${S55},55,null,0,1,1,1,1]`)).toBeNull();
  });
});

describe("decodeTypeFacts", () => {
  it("names the nineteen values of each type", () => {
    const text = JSON.stringify([
      [
        "a-1",
        "p-1",
        10_500,
        10_000,
        2544,
        13_000,
        185_000,
        7200,
        1500,
        2,
        null,
        2,
        0,
        1,
        22,
        24,
        "Request",
        '["tv"]',
        null,
      ],
      ["a-2", "p-1", 1, 2, 3, 4, 5, 6, 12, 13, '[{"id":"rp-1"}]', 7, 8, 9, 10, 11, "Instant", "[]", "mp-9"],
    ]);
    expect(decodeTypeFacts(text)).toEqual([
      {
        id: "a-1",
        property_id: "p-1",
        base_nightly: 10_500,
        weekend_factor_bp: 10_000,
        season_months: 2544,
        season_factor_bp: 13_000,
        monthly_rate: 185_000,
        cleaning_fee: 7200,
        extra_guest_fee: 1500,
        included_guests: 2,
        rate_plans: null,
        max_occupancy: 2,
        bedrooms: 0,
        bathrooms: 1,
        size_min: 22,
        size_max: 24,
        booking_mode: "Request",
        services: '["tv"]',
        matterport_id: null,
      },
      {
        id: "a-2",
        property_id: "p-1",
        base_nightly: 1,
        weekend_factor_bp: 2,
        season_months: 3,
        season_factor_bp: 4,
        monthly_rate: 5,
        cleaning_fee: 6,
        extra_guest_fee: 12,
        included_guests: 13,
        rate_plans: '[{"id":"rp-1"}]',
        max_occupancy: 7,
        bedrooms: 8,
        bathrooms: 9,
        size_min: 10,
        size_max: 11,
        booking_mode: "Instant",
        services: "[]",
        matterport_id: "mp-9",
      },
    ]);
  });

  it("reads no types from an empty list", () => {
    expect(decodeTypeFacts("[]")).toEqual([]);
  });
});
