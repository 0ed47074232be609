import { describe, expect, it } from "vitest";
import { LISTINGS_PATH, listingsLocation, parseListingsLocation } from "./listings-location";

const search = {
  lat: 52.52437,
  long: 13.41053,
  radius: 10,
  from: "2026-12-09",
  to: "2027-01-08",
  guests: 2,
  currency: "EUR",
  language: "en" as const,
};
const queryOf = (location: string) => new URL(location, "http://x").searchParams;

describe("listingsLocation", () => {
  it("is the search, in one order, under the listings path", () => {
    expect(listingsLocation(search)).toBe(
      `${LISTINGS_PATH}?lat=52.52437&long=13.41053&radius=10&from=2026-12-09&to=2027-01-08&guests=2&currency=EUR&language=en`,
    );
  });

  it.each([
    [
      "the same search written in another order",
      search,
      Object.fromEntries(Object.entries(search).reverse()) as typeof search,
      true,
    ],
    ["another stay", search, { ...search, to: "2027-01-09" }, false],
    ["another currency", search, { ...search, currency: "GBP" }, false],
    ["another language", search, { ...search, language: "de" as const }, false],
    ["an enquiry's search", search, { ...search, rfpId: "rfp-1" }, false],
    ["a company's search (its rate is in the listings)", search, { ...search, companyCode: "ACME" }, false],
  ])("%s", (_case, a, b, same) => {
    expect(listingsLocation(a) === listingsLocation(b)).toBe(same);
  });

  it("keeps a promotion code's listings apart from the public ones (the app prices them with it)", () => {
    expect(listingsLocation(search, "WELCOME10")).not.toBe(listingsLocation(search));
    expect(listingsLocation(search, "WELCOME10")).toMatch(/&voucher=WELCOME10$/);
    expect(listingsLocation(search, undefined)).toBe(listingsLocation(search));
  });
});

describe("parseListingsLocation", () => {
  it.each([
    ["a search", search],
    ["an enquiry's search", { ...search, rfpId: "rfp-1", rfpOfferId: "offer-2" }],
    ["a company's search", { ...search, companyCode: "ACME" }],
  ])("reads back %s for the host's tenant", (_case, given) => {
    expect(parseListingsLocation(queryOf(listingsLocation(given)), "citynest")).toEqual({
      ok: true,
      params: { ...given, ibeUid: "citynest" },
      voucher: undefined,
    });
  });

  it("reads back a promotion code beside the search, normalised, not as an OTA parameter", () => {
    const query = queryOf(`${listingsLocation(search)}&voucher=%20welcome10`);
    expect(parseListingsLocation(query, "citynest")).toEqual({
      ok: true,
      params: { ...search, ibeUid: "citynest" },
      voucher: "WELCOME10",
    });
  });

  it("takes the tenant from the host, never from the query", () => {
    const query = queryOf(`${listingsLocation(search)}&ibeUid=quartier`);
    expect(parseListingsLocation(query, "citynest")).toMatchObject({ ok: true, params: { ibeUid: "citynest" } });
  });

  it.each([
    ["no position", "lat"],
    ["a position that is no number", "long", "east"],
    ["a radius past the limit", "radius", "500"],
    ["no number of guests", "guests", ""],
    ["a date that is no date", "from", "09.12.2026"],
    ["an unknown language", "language", "fr"],
  ])("refuses %s", (_case, key, value?: string) => {
    const query = queryOf(listingsLocation(search));
    if (value === undefined) query.delete(key);
    else query.set(key, value);
    const parsed = parseListingsLocation(query, "quartier");
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.issues.map((issue) => issue.path.join("."))).toContain(key);
  });
});
