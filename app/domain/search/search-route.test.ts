import { describe, expect, it } from "vitest";
import { buildSearchRoute, parseSearchUrl } from "./search-route";

const base = {
  lng: "en" as const,
  placeName: "Berlin",
  placeId: "2950159",
  lat: 52.52437,
  long: 13.41053,
  inDate: "2026-12-01",
  outDate: "2026-12-08",
  guests: 2,
  radius: 10,
};

describe("buildSearchRoute", () => {
  it("builds the contract URL with dates as YYYY-MM-DD", () => {
    expect(buildSearchRoute(base)).toEqual({
      ok: true,
      url: "/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=2026-12-01&outDate=2026-12-08&guests=2&radius=10",
    });
  });

  it("encodes place names and omits a missing placeId", () => {
    const result = buildSearchRoute({ ...base, lng: "de", placeName: "München Süd/West", placeId: null });
    expect(result).toEqual({
      ok: true,
      url: "/de/search/M%C3%BCnchen%20S%C3%BCd%2FWest?lat=52.52437&long=13.41053&inDate=2026-12-01&outDate=2026-12-08&guests=2&radius=10",
    });
  });

  it.each([
    ["a typed code, normalised", " acme ", false, "&companyCode=ACME"],
    ["a blank code is none", "  ", false, ""],
    ["no code", undefined, false, ""],
    ["a shown code emptied: the public rates, said", undefined, true, "&companyCode="],
    ["a shown code replaced", "bergwerk", true, "&companyCode=BERGWERK"],
  ])("carries the company code: %s", (_, companyCode, hadCompanyCode, suffix) => {
    expect(buildSearchRoute({ ...base, companyCode, hadCompanyCode })).toEqual({
      ok: true,
      url: `/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=2026-12-01&outDate=2026-12-08&guests=2&radius=10${suffix}`,
    });
  });

  it.each([
    ["a typed promotion code, normalised", " welcome 10 ", "&voucher=WELCOME10"],
    ["a blank one is none", "   ", ""],
    ["none", undefined, ""],
  ])("carries the promotion code: %s", (_, voucher, suffix) => {
    const route = buildSearchRoute({ ...base, voucher });
    expect(route.ok && route.url.endsWith(`radius=10${suffix}`)).toBe(true);
  });

  it.each([
    ["empty place", { placeName: "  " }],
    ["bad in date", { inDate: "2026-13-01" }],
    ["bad out date", { outDate: "tomorrow" }],
    ["NaN lat", { lat: Number.NaN }],
    ["infinite radius", { radius: Number.POSITIVE_INFINITY }],
  ])("%s -> unableToGenerateRoute", (_, patch) => {
    expect(buildSearchRoute({ ...base, ...patch })).toEqual({ ok: false, error: "unableToGenerateRoute" });
  });
});

describe("parseSearchUrl", () => {
  // A fixed today, so the fixed dates below stay in the future.
  const parse = (query: string, today = "2026-11-01") => parseSearchUrl("Berlin", new URLSearchParams(query), today);
  const full = "lat=52.5&long=13.4&inDate=2026-12-01&outDate=2026-12-31&guests=2&radius=10";

  it("reads a complete URL and computes nights", () => {
    expect(parse(full)).toMatchObject({
      valid: true,
      nights: 30,
      guests: 2,
      radius: 10,
      position: { lat: 52.5, long: 13.4 },
    });
  });

  it.each([
    ["a code", `${full}&companyCode=Acme`, "ACME"],
    ["a blank code", `${full}&companyCode=`, null],
    ["no code", full, null],
  ])("reads the company code: %s", (_, query, companyCode) => {
    expect(parse(query)).toMatchObject({ valid: true, companyCode });
  });

  it.each([
    ["lat missing", full.replace("lat=52.5&", ""), { valid: false, position: null }],
    ["lat not numeric", full.replace("lat=52.5", "lat=abc"), { valid: false, position: null }],
    ["long not numeric", full.replace("long=13.4", "long=1e"), { valid: false, position: null }],
    ["inDate missing", full.replace("inDate=2026-12-01&", ""), { valid: false, nights: null }],
    ["outDate invalid", full.replace("outDate=2026-12-31", "outDate=2026-02-30"), { valid: false, nights: null }],
    ["out before in", full.replace("outDate=2026-12-31", "outDate=2026-11-30"), { valid: false, nights: -1 }],
    ["same day", full.replace("outDate=2026-12-31", "outDate=2026-12-01"), { valid: false, nights: 0 }],
    ["guests missing", full.replace("&guests=2", ""), { valid: false, guests: null }],
    ["guests not numeric", full.replace("guests=2", "guests=two"), { valid: false, guests: null }],
    ["radius missing", full.replace("&radius=10", ""), { valid: false, radius: null }],
    ["radius empty", full.replace("radius=10", "radius="), { valid: false, radius: null }],
  ])("%s", (_, query, expected) => {
    expect(parse(query)).toMatchObject(expected);
  });

  // The inventory's limits (search-limits.ts): an invalid search never reaches it, and says what to change.
  it.each([
    ["complete", full, "2026-11-01", null],
    [
      "dates missing",
      full.replace("inDate=2026-12-01&", ""),
      "2026-11-01",
      { field: "inDate", message: "validation.mustBeDayjs" },
    ],
    ["check-in past", full, "2026-12-10", { field: "inDate", message: "validation.inDateNotPast" }],
    [
      "366 nights",
      full.replace("outDate=2026-12-31", "outDate=2027-12-02"),
      "2026-11-01",
      { field: "outDate", message: "validation.stayTooLong" },
    ],
    [
      "beyond horizon",
      full.replace("2026-12-01", "2028-12-01").replace("2026-12-31", "2028-12-31"),
      "2026-11-01",
      { field: "outDate", message: "validation.beyondHorizon" },
    ],
    [
      "31 guests",
      full.replace("guests=2", "guests=31"),
      "2026-11-01",
      { field: "guests", message: "validation.guestsNumber" },
    ],
    [
      "no position",
      full.replace("lat=52.5", "lat=abc"),
      "2026-11-01",
      { field: null, message: "validation.invalidSearch" },
    ],
  ])("problem: %s", (_, query, today, problem) => {
    const parsed = parse(query, today);
    expect(parsed.problem).toEqual(problem);
    expect(parsed.valid).toBe(problem === null);
  });
});
