import { describe, expect, it } from "vitest";
import { currencyOfParam, currencyToRemember, displayCurrency } from "./display-currency";

const brand = { currencies: ["EUR", "GBP", "CHF", "USD"], defaultCurrency: "EUR" };

describe("the currency parameter", () => {
  it.each([
    ["CHF", "CHF"],
    [" chf ", "CHF"],
    ["usd", "USD"],
    ["JPY", null], // a real currency the brand does not offer
    ["XYZ", null],
    ["CHFF", null],
    ["C", null],
    ["", null],
    ["<script>", null],
    ["E U R", null],
    [null, null],
    [undefined, null],
  ])("%j -> %j", (value, expected) => {
    expect(currencyOfParam(value, brand)).toBe(expected);
  });
});

describe("the page's currency", () => {
  it.each([
    ["the link's, over the guest's choice", "CHF", "GBP", "CHF"],
    ["the guest's choice without a parameter", null, "GBP", "GBP"],
    ["the guest's choice when the link's is not offered", "JPY", "GBP", "GBP"],
    ["the guest's choice when the link's is garbage", "%%%", "USD", "USD"],
    ["the brand's default without either", null, undefined, "EUR"],
    ["the brand's default for a garbage link and no choice", "nope", undefined, "EUR"],
    ["the brand's default when the chosen one is no longer offered", "JPY", "SEK", "EUR"],
  ])("%s", (_, param, cookie, expected) => {
    expect(displayCurrency({ param, cookie }, brand)).toBe(expected);
  });
});

describe("the choice a link remembers", () => {
  it.each([
    ["a new offered currency", "chf", "EUR", "CHF"],
    ["a first choice", "GBP", undefined, "GBP"],
    ["the same as already chosen: nothing to set", "CHF", "CHF", null],
    ["one the brand does not offer", "JPY", "EUR", null],
    ["garbage", "x", undefined, null],
    ["no parameter", null, "EUR", null],
  ])("%s", (_, param, cookie, expected) => {
    expect(currencyToRemember({ param, cookie }, brand)).toBe(expected);
  });
});
