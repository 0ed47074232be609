import { describe, expect, it } from "vitest";
import { offerPageStatus } from "./offer-page-status";

describe("offerPageStatus", () => {
  it.each<[boolean, { status: number } | null, number]>([
    [true, null, 200],
    [false, null, 400],
    [false, { status: 503 }, 400],
    [true, { status: 500 }, 503],
    [true, { status: 504 }, 503],
    [true, { status: 429 }, 503],
    [true, { status: 400 }, 400],
    [true, { status: 422 }, 400],
    [true, { status: 404 }, 404],
    [true, { status: 409 }, 502],
  ])("query valid %s, rates error %j -> %i", (queryValid, offersError, expected) => {
    expect(offerPageStatus({ queryValid, offersError })).toBe(expected);
  });
});
