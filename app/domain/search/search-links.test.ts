import { describe, expect, it } from "vitest";
import { offerHref, pageHref, resetFiltersHref, viewHref } from "./search-links";

const query = (value: string) => new URLSearchParams(value);

describe("result page links", () => {
  it.each([
    ["page 2 of a first page", "lat=1&popular=wifi", 2, "?lat=1&popular=wifi&page=2"],
    ["page 3 of page 2", "lat=1&page=2", 3, "?lat=1&page=3"],
    ["page 1 drops the parameter", "lat=1&page=4&cms=spring", 1, "?lat=1&cms=spring"],
    ["the company code stays", "lat=1&companyCode=ACME", 2, "?lat=1&companyCode=ACME&page=2"],
  ])("%s", (_, from, page, expected) => {
    expect(pageHref(query(from), page)).toBe(expected);
  });
});

describe("view links", () => {
  it.each([
    ["another view from page 1", "lat=1&page=3&sort=price-asc", "tile", "?lat=1&sort=price-asc&view=tile"],
    ["replaces the view", "lat=1&view=grid", "map", "?lat=1&view=map"],
    ["keeps the company code", "lat=1&companyCode=ACME", "map", "?lat=1&companyCode=ACME&view=map"],
  ] as const)("%s", (_, from, view, expected) => {
    expect(viewHref(query(from), view)).toBe(expected);
  });
});

describe("reset filters link", () => {
  it.each([
    [
      "drops filters and page, keeps search, sort, view and campaign",
      "lat=1&popular=wifi&price=50-200&bedrooms=2&page=2&sort=price-asc&view=tile&cms=spring",
      "?lat=1&sort=price-asc&view=tile&cms=spring",
    ],
    ["nothing to drop", "lat=1&guests=2", "?lat=1&guests=2"],
  ])("%s", (_, from, expected) => {
    expect(resetFiltersHref(query(from))).toBe(expected);
  });
});

describe("a result's apartment link", () => {
  const stay = { inDate: "2030-05-01", outDate: "2030-05-04", guests: 2, radius: 10 };
  it.each([
    [
      "the searched stay",
      stay,
      "lat=1&popular=wifi",
      "/en/apartments/apt%201?from=2030-05-01&to=2030-05-04&guests=2&radius=10",
    ],
    [
      "RFP and campaign parameters travel along",
      stay,
      "rfpId=r1&rfpOfferId=o1&cms=spring",
      "/en/apartments/apt%201?from=2030-05-01&to=2030-05-04&guests=2&radius=10&rfpId=r1&rfpOfferId=o1&cms=spring",
    ],
    [
      "the analytics tools' campaign parameters travel along too; others do not",
      stay,
      "utm_source=partner-site&utm_medium=widget&utm_campaign=ski_2027&utm_term=x",
      "/en/apartments/apt%201?from=2030-05-01&to=2030-05-04&guests=2&radius=10&utm_source=partner-site&utm_medium=widget&utm_campaign=ski_2027",
    ],
    [
      "the company code travels along, normalised, so the apartment page opens with it",
      stay,
      "companyCode=acme&popular=wifi",
      "/en/apartments/apt%201?from=2030-05-01&to=2030-05-04&guests=2&radius=10&companyCode=ACME",
    ],
    [
      "the promotion code travels along, normalised, so the apartment page judges it for its stay",
      stay,
      "voucher=welcome10&companyCode=acme",
      "/en/apartments/apt%201?from=2030-05-01&to=2030-05-04&guests=2&radius=10&companyCode=ACME&voucher=WELCOME10",
    ],
    [
      "a blank company code is none",
      stay,
      "companyCode=%20",
      "/en/apartments/apt%201?from=2030-05-01&to=2030-05-04&guests=2&radius=10",
    ],
    [
      "an unsafe campaign key is dropped",
      stay,
      "cms=%3Cscript%3E",
      "/en/apartments/apt%201?from=2030-05-01&to=2030-05-04&guests=2&radius=10",
    ],
    [
      "a search without a stay",
      { inDate: null, outDate: null, guests: null, radius: null },
      "",
      "/en/apartments/apt%201?",
    ],
  ])("%s", (_, search, from, expected) => {
    expect(offerHref("en", "apt 1", search, query(from))).toBe(expected);
  });

  it.each([
    ["an enquiry's offer among the enquiry's results", "rfpId=r1", "o2", "rfpId=r1&rfpOfferId=o2"],
    ["no offer id without an enquiry", "", "o2", ""],
    ["no offer of its own", "rfpId=r1", undefined, "rfpId=r1"],
  ])("%s", (_, from, offerId, expectedQuery) => {
    const href = offerHref(
      "en",
      "apt 1",
      { inDate: null, outDate: null, guests: null, radius: null },
      query(from),
      offerId,
    );
    expect(href).toBe(`/en/apartments/apt%201?${expectedQuery}`);
  });
});
