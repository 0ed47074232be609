import { describe, expect, it } from "vitest";
import type { Apartment } from "../../../shared/ota/apartment";
import { GOOGLE_BOOLEAN_AMENITIES, GOOGLE_VALUE_AMENITIES } from "./google-amenities";
import { type JsonLdNode, lodgingJsonLd, serialiseJsonLd, VACATION_RENTAL_MIN_IMAGES } from "./lodging-json-ld";
import { validateJsonLd } from "./schema-org-vocabulary";
import { searchResultsJsonLd } from "./search-results-json-ld";
import { berlinApartment } from "./test-support/fixtures";

/**
 * Google's required and recommended properties (vacation rental structured data; the hotel-price
 * reference for the house; the summary-page list for search pages), checked on our JSON-LD as a
 * crawler reads it. Properties we have no data for (reviews, ratings, beds) are rows that say so.
 */
type Level = "required" | "recommended" | "no data";
type Check = (value: unknown) => boolean;
type Row = [path: string, level: Level, check: Check];

const text: Check = (v) => typeof v === "string" && v.trim() !== "";
const int: Check = (v) => Number.isInteger(v) && (v as number) >= 0;
const absent: Check = (v) => v === undefined;
const oneOf =
  (...values: string[]): Check =>
  (v) =>
    typeof v === "string" && values.includes(v);
const fiveDecimals: Check = (v) => /^-?\d+\.\d{5,}$/.test(String(v));
const time: Check = (v) => typeof v === "string" && /^\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)?$/.test(v);
const absoluteUrls: Check = (v) =>
  Array.isArray(v) && v.length > 0 && v.every((url) => typeof url === "string" && /^https?:\/\//.test(url));
const GOOGLE_NAMES = new Set<string>([...GOOGLE_BOOLEAN_AMENITIES, ...Object.keys(GOOGLE_VALUE_AMENITIES)]);
const googleAmenities: Check = (v) =>
  Array.isArray(v) &&
  v.length > 0 &&
  v.every(
    (feature: JsonLdNode) =>
      GOOGLE_NAMES.has(String(feature.name)) &&
      (typeof feature.value === "boolean" ||
        (GOOGLE_VALUE_AMENITIES as Record<string, readonly string[]>)[String(feature.name)]?.includes(
          String(feature.value),
        )),
  );
const bcp47: Check = (v) => Array.isArray(v) && v.length > 0 && v.every((l) => /^[a-z]{2,3}(-[A-Z]{2})?$/.test(l));

/** Google: vacation rental structured data (VacationRental). */
const VACATION_RENTAL: Row[] = [
  ["containsPlace", "required", (v) => typeof v === "object" && v !== null],
  ["containsPlace.occupancy", "required", (v) => typeof v === "object" && v !== null],
  ["containsPlace.occupancy.value", "required", (v) => int(v) && (v as number) > 0],
  ["identifier", "required", text],
  ["image", "required", absoluteUrls],
  ["latitude", "required", fiveDecimals],
  ["longitude", "required", fiveDecimals],
  ["name", "required", text],
  ["additionalType", "recommended", oneOf("Apartment", "House", "Villa", "VacationRental")],
  ["address.addressCountry", "recommended", (v) => /^[A-Z]{2}$/.test(String(v))],
  ["address.addressLocality", "recommended", text],
  ["address.addressRegion", "recommended", text],
  ["address.postalCode", "recommended", text],
  ["address.streetAddress", "recommended", text],
  ["brand.name", "recommended", text],
  ["checkinTime", "recommended", time],
  ["checkoutTime", "recommended", time],
  ["containsPlace.additionalType", "recommended", oneOf("EntirePlace", "PrivateRoom", "SharedRoom")],
  ["containsPlace.amenityFeature", "recommended", googleAmenities],
  ["containsPlace.floorSize.unitCode", "recommended", oneOf("MTK", "SQM")],
  ["containsPlace.numberOfBathroomsTotal", "recommended", int],
  ["containsPlace.numberOfBedrooms", "recommended", int],
  ["containsPlace.numberOfRooms", "recommended", int],
  ["description", "recommended", text],
  ["knowsLanguage", "recommended", bcp47],
  // No beds in the OTA contract, no ratings or reviews yet: nothing is published rather than guessed.
  ["containsPlace.bed", "no data", absent],
  ["aggregateRating", "no data", absent],
  ["review", "no data", absent],
];

/** Google: hotel price structured data's Hotel name and address (our house is a LodgingBusiness). */
const HOUSE: Row[] = [
  ["name", "required", text],
  ["address.streetAddress", "required", text],
  ["address.addressLocality", "required", text],
  ["address.addressRegion", "recommended", text],
  ["address.postalCode", "required", text],
  ["address.addressCountry", "required", (v) => /^[A-Z]{2}$/.test(String(v))],
  ["identifier", "recommended", text],
  ["geo.latitude", "recommended", (v) => typeof v === "number"],
  ["geo.longitude", "recommended", (v) => typeof v === "number"],
  ["url", "recommended", (v) => /^https?:\/\//.test(String(v))],
];

/** Google: a summary page's list (ItemList of the results' own pages). */
const SEARCH_PAGE: Row[] = [
  ["itemListElement", "required", (v) => Array.isArray(v) && v.length > 0],
  ["itemListElement.position", "required", (v) => Array.isArray(v) && v.every((p) => int(p) && p > 0)],
  ["itemListElement.url", "required", (v) => Array.isArray(v) && v.every((u) => /^https?:\/\//.test(String(u)))],
  ["numberOfItems", "recommended", int],
];

/** A path's value; through an array, the values of its items (for `itemListElement.position`). */
function at(node: unknown, path: string): unknown {
  let value: unknown = node;
  for (const key of path.split(".")) {
    if (Array.isArray(value)) value = value.map((item) => (item as JsonLdNode)?.[key]);
    else value = (value as JsonLdNode | undefined)?.[key];
  }
  return value;
}

const asCrawled = (value: unknown) => JSON.parse(serialiseJsonLd(value)) as { "@graph": JsonLdNode[] };
const typed = (graph: JsonLdNode[], type: string) => graph.find((node) => node["@type"] === type);

/** An apartment with everything Google asks for that our data can give: eight photos and a region. */
const fullApartment: Apartment = {
  ...berlinApartment,
  property: { ...berlinApartment.property, address: { ...berlinApartment.property.address, region: "Berlin" } },
  images: Array.from({ length: VACATION_RENTAL_MIN_IMAGES }, (_, i) => ({
    url: `/images/apt-at-berlin-101-${i + 1}.svg`,
    alt: `Picture ${i + 1}`,
    width: 1200,
    height: 800,
  })),
};

const PAGE = "https://quartier.example/de/apartments/at-berlin-101";
const apartmentPage = (language: "de" | "en") =>
  asCrawled(
    lodgingJsonLd({
      apartment: fullApartment,
      language,
      pageUrl: PAGE,
      seller: { name: "Quartier", url: "https://quartier.example/de" },
    }),
  );
const searchPage = asCrawled(
  searchResultsJsonLd({
    pageUrl: "https://quartier.example/en/serviced-apartments/berlin?page=2",
    name: "Serviced apartments in Berlin",
    entries: [
      { url: "https://quartier.example/en/apartments/a-berlin-0011-1", name: "Studio" },
      { url: "https://quartier.example/en/apartments/a-berlin-0012-2", name: "Two rooms" },
    ],
    firstPosition: 11,
    total: 107,
  }),
);

describe("Google's properties on our JSON-LD", () => {
  describe.each(["de", "en"] as const)("an apartment page in %s (VacationRental)", (language) => {
    it.each(VACATION_RENTAL)("%s (%s)", (path, _, check) => {
      const listing = typed(apartmentPage(language)["@graph"], "VacationRental");
      expect(check(at(listing, path)), JSON.stringify(at(listing, path))).toBe(true);
    });
  });

  it.each(HOUSE)("the house: %s (%s)", (path, _, check) => {
    const house = typed(apartmentPage("de")["@graph"], "LodgingBusiness");
    expect(check(at(house, path)), JSON.stringify(at(house, path))).toBe(true);
  });

  it.each(SEARCH_PAGE)("a search page: %s (%s)", (path, _, check) => {
    const list = typed(searchPage["@graph"], "ItemList");
    expect(check(at(list, path)), JSON.stringify(at(list, path))).toBe(true);
  });

  it("every document is valid schema.org", () => {
    expect(validateJsonLd(apartmentPage("de"))).toEqual([]);
    expect(validateJsonLd(apartmentPage("en"))).toEqual([]);
    expect(validateJsonLd(searchPage)).toEqual([]);
  });

  it("names the same listing the same in both languages, and amenities in English on both", () => {
    const [de, en] = [apartmentPage("de"), apartmentPage("en")].map((doc) => typed(doc["@graph"], "VacationRental"));
    expect(at(de, "identifier")).toBe(at(en, "identifier"));
    expect(at(de, "containsPlace.amenityFeature")).toEqual(at(en, "containsPlace.amenityFeature"));
  });

  it("publishes the photos there are, no more: fewer than eight stay fewer (not eligible, not padded)", () => {
    const listing = typed(
      asCrawled(lodgingJsonLd({ apartment: berlinApartment, language: "en", pageUrl: PAGE }))["@graph"],
      "VacationRental",
    );
    expect(listing?.image).toEqual([
      "https://quartier.example/images/berlin-101-1.svg",
      "https://cdn.example.net/berlin-101-2.jpg",
    ]);
    expect(at(apartmentPage("en")["@graph"][1], "image")).toHaveLength(VACATION_RENTAL_MIN_IMAGES);
  });
});
