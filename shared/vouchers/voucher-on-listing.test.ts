import { describe, expect, it } from "vitest";
import type { Listing } from "../ota/listing";
import type { VoucherTerms, VoucherUses } from "../ota/vouchers";
import { buildListing } from "../search/test-support/listing-builder";
import { discountedListingTotal, type SearchVoucherInput, searchVoucherVerdict } from "./voucher-on-listing";
import type { VoucherVerdict } from "./voucher-verdict";

const terms: VoucherTerms = {
  code: "WELCOME10",
  discount: { kind: "percent", percent: 10 },
  bookingPeriod: { from: null, until: "2026-12-31" },
  stayPeriod: { from: null, until: null },
  minNights: 2,
  apartmentTypeIds: [],
  propertyIds: [],
  totalLimit: 10,
  perEmailLimit: null,
  combinableWithCompanyRates: false,
};
const uses: VoucherUses = { total: 0, forEmail: 0 };
const today = "2026-11-29";

/** A listing of 2 nights (1 Dec): accommodation 20,000 of a total of 23,000 (cleaning 3,000). */
function listing(change: (l: Listing) => Listing = (l) => l): Listing {
  const built = buildListing({ id: "a", cheapestRate: 23_000, nights: 2 });
  const price = { ...built.totalPrice, accommodation: 20_000 };
  return change({ ...built, totalPrice: price, rates: built.rates.map((rate) => ({ ...rate, price })) });
}

/** A second rate of the listing: a company's, dearer or cheaper. */
const withCompanyRate = (total: number) => (l: Listing) => {
  const rate = l.rates[0]!;
  const price = { ...rate.price, total, accommodation: total - 3_000 };
  const rates = [...l.rates, { ratePlan: { ...rate.ratePlan, id: "co", companyCode: "ACME" }, price }];
  // The result's price is its cheapest rate's, as the OTA sends it.
  const cheapest = total < rate.price.total ? price : rate.price;
  return { ...l, rates, cheapestRate: cheapest.total, totalPrice: cheapest };
};

describe("discountedListingTotal", () => {
  it.each<[string, Partial<VoucherTerms>, Partial<VoucherUses>, (l: Listing) => Listing, number | null]>([
    ["10 % off the accommodation only (the cleaning keeps its price)", {}, {}, (l) => l, 21_000],
    [
      "an amount off, never more than the accommodation",
      { discount: { kind: "amount", amount: 50_000, currency: "EUR" } },
      {},
      (l) => l,
      3_000,
    ],
    [
      "an amount in another currency does not apply",
      { discount: { kind: "amount", amount: 1_000, currency: "CHF" } },
      {},
      (l) => l,
      null,
    ],
    ["a stay shorter than its minimum", { minNights: 3 }, {}, (l) => l, null],
    ["booked after its booking period", { bookingPeriod: { from: null, until: "2026-11-28" } }, {}, (l) => l, null],
    ["another apartment type listed", { apartmentTypeIds: ["type-b"] }, {}, (l) => l, null],
    ["its house listed", { propertyIds: ["property-a"] }, {}, (l) => l, 21_000],
    ["used up", {}, { total: 10 }, (l) => l, null],
    ["the public rate discounted, the company rate (not combinable) as it is", {}, {}, withCompanyRate(22_000), 21_000],
    ["a company rate cheaper than the discounted public one: nothing to show", {}, {}, withCompanyRate(20_000), null],
    [
      "combinable: the company rate discounted too",
      { combinableWithCompanyRates: true },
      {},
      withCompanyRate(22_000),
      20_100,
    ],
  ])("%s", (_, change, usesChange, listingChange, expected) => {
    const judge = { terms: { ...terms, ...change }, uses: { ...uses, ...usesChange }, today };
    expect(discountedListingTotal(listing(listingChange), judge)).toBe(expected);
  });
});

describe("searchVoucherVerdict", () => {
  const found: SearchVoucherInput = {
    today,
    from: "2026-12-01",
    to: "2026-12-03",
    nights: 2,
    companyCode: false,
    results: 5,
    discounted: 0,
  };
  it.each<[string, VoucherTerms | null, Partial<SearchVoucherInput>, Partial<VoucherUses>, VoucherVerdict]>([
    ["lowers a result", terms, { discounted: 1 }, {}, "valid"],
    ["not stored (or archived)", null, {}, {}, "unknown"],
    ["expired", { ...terms, bookingPeriod: { from: null, until: "2026-11-28" } }, {}, {}, "expired"],
    ["not yet valid", { ...terms, bookingPeriod: { from: "2026-12-01", until: null } }, {}, {}, "notYetValid"],
    ["a stay too short", terms, { to: "2026-12-02", nights: 1 }, {}, "tooFewNights"],
    ["used up (even when it names apartments)", { ...terms, apartmentTypeIds: ["x"] }, {}, { total: 10 }, "usedUp"],
    [
      "fine for the stay, but for none of the results",
      { ...terms, apartmentTypeIds: ["x"] },
      {},
      {},
      "notForApartment",
    ],
    ["with a company code it may not join", terms, { companyCode: true }, {}, "notWithCompanyRates"],
    ["fine, and nothing found to lower", terms, { results: 0 }, {}, "valid"],
  ])("%s", (_, judged, change, usesChange, expected) => {
    expect(searchVoucherVerdict(judged, { ...uses, ...usesChange }, { ...found, ...change })).toBe(expected);
  });
});
