import { describe, expect, it } from "vitest";
import { parseSearchUrl } from "./search-route";
import {
  formDefaultsFromRemembered,
  rememberedSearchInput,
  searchContextOf,
  searchFormDefaults,
  searchFormReply,
} from "./searched-stay";

const TODAY = "2030-01-10";
const parse = (query: string) => parseSearchUrl("Berlin", new URLSearchParams(query), TODAY);
const FULL = "placeId=p1&lat=52.5&long=13.4&inDate=2030-02-01&outDate=2030-02-04&guests=2&radius=10";

describe("searchContextOf", () => {
  it.each([
    ["a dated stay", FULL, { nights: 3, hasDates: true, placeName: "Berlin" }],
    ["no dates", "lat=52.5&long=13.4", { nights: null, hasDates: false, placeName: "Berlin" }],
  ])("%s", (_, query, expected) => {
    expect(searchContextOf(parse(query))).toEqual(expected);
  });
});

/** The form's fields for a search URL with none of its parameters but the place. */
const NOTHING_TYPED = {
  location: "Berlin",
  placeId: undefined,
  lat: undefined,
  long: undefined,
  inDate: undefined,
  outDate: undefined,
  guests: undefined,
  radius: undefined,
};

describe("searchFormDefaults", () => {
  it.each([
    [
      "every field of a full search",
      FULL,
      {
        location: "Berlin",
        placeId: "p1",
        lat: "52.5",
        long: "13.4",
        inDate: "2030-02-01",
        outDate: "2030-02-04",
        guests: "2",
        radius: "10",
      },
    ],
    ["absent fields stay absent", "guests=3", { ...NOTHING_TYPED, guests: "3" }],
    [
      "a guest count and radius of zero stay as typed (the form shows them with their error)",
      "guests=0&radius=0",
      { ...NOTHING_TYPED, guests: "0", radius: "0" },
    ],
  ])("%s", (_, query, expected) => {
    expect(searchFormDefaults(parse(query))).toEqual(expected);
  });
});

describe("searchFormReply", () => {
  it.each([
    ["a valid search", null, null],
    ["a problem without a field", { field: null, message: "validation.invalidSearch" as const }, null],
    [
      "a problem of a field",
      { field: "guests" as const, message: "validation.guestsNumber" as const },
      { status: "error", error: { guests: ["validation.guestsNumber"] } },
    ],
  ])("%s", (_, problem, expected) => {
    expect(searchFormReply(problem)).toEqual(expected);
  });
});

describe("rememberedSearchInput", () => {
  it.each([
    [
      "a valid search",
      FULL,
      {
        location: "Berlin",
        placeId: "p1",
        lat: 52.5,
        long: 13.4,
        inDate: "2030-02-01",
        outDate: "2030-02-04",
        guests: 2,
        radius: 10,
      },
    ],
    [
      "without a place id",
      FULL.replace("placeId=p1&", ""),
      { location: "Berlin", lat: 52.5, long: 13.4, inDate: "2030-02-01", outDate: "2030-02-04", guests: 2, radius: 10 },
    ],
    ["an invalid search", FULL.replace("guests=2", "guests=0"), null],
    ["no position", FULL.replace("lat=52.5&", ""), null],
  ])("%s", (_, query, expected) => {
    expect(rememberedSearchInput(parse(query))).toEqual(expected);
  });
});

describe("formDefaultsFromRemembered", () => {
  const input = {
    location: "Berlin",
    placeId: "2950159",
    lat: 52.52437,
    long: 13.41053,
    inDate: "2026-12-01",
    outDate: "2026-12-08",
    guests: 2,
    radius: 20,
  };
  const place = {
    location: "Berlin",
    placeId: "2950159",
    lat: "52.52437",
    long: "13.41053",
    guests: "2",
    radius: "20",
  };
  it.each([
    ["dates ahead: all of it", "2026-11-01", { ...place, inDate: "2026-12-01", outDate: "2026-12-08" }],
    [
      "arrival yesterday (still today west of UTC)",
      "2026-12-02",
      { ...place, inDate: "2026-12-01", outDate: "2026-12-08" },
    ],
    [
      "arrival past: the place, guests and radius only",
      "2026-12-05",
      { ...place, inDate: undefined, outDate: undefined },
    ],
    ["stay over: no dates", "2027-01-01", { ...place, inDate: undefined, outDate: undefined }],
  ])("%s", (_, today, expected) => {
    expect(formDefaultsFromRemembered(input, today)).toEqual(expected);
  });
});
