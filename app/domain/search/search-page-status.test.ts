import { describe, expect, it } from "vitest";
import { searchPageStatus } from "./search-page-status";

describe("searchPageStatus", () => {
  it.each<[boolean, { kind: "findOffers" | "listings"; status: number } | null, number]>([
    [true, null, 200],
    [false, null, 400],
    [false, { kind: "findOffers", status: 500 }, 400],
    [true, { kind: "findOffers", status: 404 }, 404],
    [true, { kind: "findOffers", status: 400 }, 400],
    [true, { kind: "findOffers", status: 422 }, 400],
    [true, { kind: "findOffers", status: 500 }, 503],
    [true, { kind: "findOffers", status: 503 }, 503],
    [true, { kind: "findOffers", status: 429 }, 503],
    [true, { kind: "findOffers", status: 408 }, 503],
    [true, { kind: "findOffers", status: 409 }, 502],
    [true, { kind: "findOffers", status: 403 }, 502],
    [true, { kind: "listings", status: 500 }, 503],
    [true, { kind: "listings", status: 404 }, 200],
  ])("valid %s, error %j -> %i", (valid, offersError, expected) => {
    expect(searchPageStatus({ valid, offersError })).toBe(expected);
  });
});
