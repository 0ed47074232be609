import { describe, expect, it } from "vitest";
import { foldPriceInputs } from "./price-range-params";

describe("foldPriceInputs", () => {
  it.each([
    ["both inputs", "lat=1&priceMin=50&priceMax=200", "lat=1&price=50-200"],
    ["only a minimum", "priceMin=50&priceMax=", "price=50-1000000"],
    ["only a maximum", "priceMin=&priceMax=200", "price=0-200"],
    ["both empty: no price, empty fields dropped", "lat=1&priceMin=&priceMax=&bedrooms=", "lat=1"],
    ["trimmed", "priceMin=%2050%20&priceMax=200", "price=50-200"],
  ])("%s", (_, query, expected) => {
    expect(foldPriceInputs(new URLSearchParams(query)).toString()).toBe(expected);
  });

  it("returns the same params when there are no price inputs (nothing to redirect)", () => {
    const params = new URLSearchParams("lat=1&price=50-200");
    expect(foldPriceInputs(params)).toBe(params);
  });
});
