import { describe, expect, it } from "vitest";
import { parseSearchUrl } from "./search-route";
import { rememberedSearchInput, searchContextOf, searchFormDefaults, searchFormReply } from "./searched-stay";

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
