import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import type { Apartment } from "../../../shared/ota/apartment";
import { berlinApartment } from "../seo/test-support/fixtures";
import { feedAttributeName, feedAttributes } from "./feed-attributes";
import {
  type FeedContext,
  feedFileLanguage,
  missingListingFields,
  type RequiredListingField,
  vacationRentalFeed,
} from "./vacation-rental-feed";

const context: FeedContext = {
  language: "de",
  origin: "https://alpenstay.example",
  phone: "+49 30 1234567",
  // As the brand host serves the embedded OTA's images (app/components/media-url.ts).
  imageUrl: (url) => (url.startsWith("/") ? `/media${url}` : url),
};

type Change = (apartment: Apartment) => Apartment;
const withAddress =
  (address: Partial<Apartment["property"]["address"]>): Change =>
  (a) => ({ ...a, property: { ...a.property, address: { ...a.property.address, ...address } } });
const withType =
  (type: Partial<Apartment["apartmentType"]>): Change =>
  (a) => ({ ...a, apartmentType: { ...a.apartmentType, ...type } });

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["listing", "image", "client_attr", "component"].includes(name),
});
type ParsedListing = {
  id: string;
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  address: { component: Array<{ "#text": string | number; "@_name": string }> };
  content: {
    image?: Array<{ "@_url": string }>;
    attributes: { website: string; client_attr: Array<{ "#text": string | number; "@_name": string }> };
  };
};
function listingsOf(xml: string): ParsedListing[] {
  expect(XMLValidator.validate(xml)).toBe(true);
  return (parser.parse(xml).listings.listing ?? []) as ParsedListing[];
}
const attribute = (listing: ParsedListing, name: string) =>
  listing.content.attributes.client_attr.find((entry) => entry["@_name"] === name)?.["#text"];

describe("missingListingFields: Google's required fields (a listing lacking one is left out)", () => {
  it.each<[string, Change, RequiredListingField[]]>([
    ["a complete apartment", (a) => a, []],
    ["no apartment name", withType({ name: " " }), ["name"]],
    ["no house name", (a) => ({ ...a, property: { ...a.property, name: "" } }), ["name"]],
    ["no street", withAddress({ street: "" }), ["address"]],
    ["no city", withAddress({ city: "" }), ["address"]],
    ["a country that is no code", withAddress({ country: "Germany" }), ["country"]],
    ["no position (0, 0)", withAddress({ lat: 0, long: 0 }), ["latitude", "longitude"]],
    ["a latitude out of range", withAddress({ lat: 91 }), ["latitude"]],
    ["a longitude that is no number", withAddress({ long: Number.NaN }), ["longitude"]],
    ["no capacity", withType({ maxOccupancy: 0 }), ["capacity"]],
    ["no id (no website either)", withType({ id: "" }), ["id", "website"]],
  ])("%s", (_name, change, missing) => {
    expect(missingListingFields(change(berlinApartment))).toEqual(missing);
  });
});

describe("vacationRentalFeed", () => {
  const broken = withAddress({ city: "" })(withType({ id: "at-broken" })(berlinApartment));
  const { xml, omitted } = vacationRentalFeed([berlinApartment, broken], context);
  const [listing] = listingsOf(xml);

  it("is well-formed XML in the feed's language, and leaves out (and reports) a listing lacking a field", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(parser.parse(xml).listings.language).toBe("de");
    expect(listingsOf(xml).map((entry) => entry.id)).toEqual(["at-berlin-101"]);
    expect(omitted).toEqual([{ id: "at-broken", missing: ["address"] }]);
  });

  it("holds every required field of the listing", () => {
    if (!listing) throw new Error("no listing");
    expect(listing.name).toBe("Quartier Mitte & Spree, Two-room apartment with balcony");
    expect(listing.country).toBe("DE");
    expect(listing.latitude).toBe(52.52437);
    expect(listing.longitude).toBe(13.41053);
    expect(listing.address.component.map((c) => [c["@_name"], String(c["#text"])])).toEqual([
      ["addr1", "Rosenthaler Straße 40"],
      ["city", "Berlin"],
      ["postal_code", "10178"],
    ]);
    expect(attribute(listing, "capacity")).toBe(3);
    expect(listing.content.attributes.website).toBe("https://alpenstay.example/de/apartments/at-berlin-101");
  });

  it("lists photos as absolute URLs: the embedded OTA's under the brand host's /media", () => {
    expect(listing?.content.image?.map((image) => image["@_url"])).toEqual([
      "https://alpenstay.example/media/images/berlin-101-1.svg",
      "https://cdn.example.net/berlin-101-2.jpg",
    ]);
  });

  it("escapes text (a name with & stays one name)", () => {
    expect(xml).toContain("Quartier Mitte &amp; Spree");
  });

  it("an empty brand is a valid feed without listings", () => {
    expect(listingsOf(vacationRentalFeed([], context).xml)).toEqual([]);
  });
});

describe("feedAttributes: the catalogue in Google's vocabulary", () => {
  it.each<[string, string[], Apartment["bookingMode"], Array<[string, string]>]>([
    [
      "Wi-Fi is wifi and free internet",
      ["internet-access-wifi"],
      "Ad",
      [
        ["wifi", "Yes"],
        ["internet_type", "Free"],
      ],
    ],
    ["a kitchenette is a kitchen", ["kitchenette"], "Ad", [["kitchen", "Yes"]]],
    ["a gym", ["fitness-centre"], "Ad", [["gym_fitness_equipment", "Yes"]]],
    ["washer and dryer", ["washing-machine"], "Ad", [["washer_dryer", "Yes"]]],
    ["air conditioning", ["air-conditioning"], "Ad", [["ac", "Yes"]]],
    ["self check-in", ["self-check-in"], "Ad", [["self_checkin_checkout", "Yes"]]],
    ["free parking", ["free-parking"], "Ad", [["parking_type", "Free"]]],
    [
      "an outdoor pool",
      ["outdoor-pool"],
      "Ad",
      [
        ["pool", "Yes"],
        ["pool_type", "Outdoor"],
      ],
    ],
    ["a non-smoking house", ["non-smoking-apartments"], "Ad", [["smoking_allowed", "No"]]],
    ["booked at once is instantly bookable", [], "Direct", [["instant_bookable", "Yes"]]],
    ["on request is not instantly bookable", [], "Request", [["instant_bookable", "No"]]],
    ["an entry outside Google's list says nothing", ["hand-sanitiser"], "Ad", []],
  ])("%s", (_name, services, bookingMode, amenities) => {
    const attributes = feedAttributes({ ...berlinApartment, includedServices: services, bookingMode });
    const fixed = new Set([
      "capacity",
      "number_of_bedrooms",
      "number_of_bathrooms",
      "square_footage",
      "check_in_time",
      "check_out_time",
      "room_type",
    ]);
    const found = attributes.filter((entry) => !fixed.has(entry.name)).map((entry) => [entry.name, entry.value]);
    expect(found).toEqual(amenities);
  });

  it("says occupancy, rooms, size in square feet and the times", () => {
    const byName = Object.fromEntries(feedAttributes(berlinApartment).map((entry) => [entry.name, entry.value]));
    expect(byName).toMatchObject({
      capacity: "3",
      number_of_bedrooms: "1",
      number_of_bathrooms: "1",
      square_footage: "592",
      room_type: "Entire Place",
    });
    expect(byName.check_in_time).toMatch(/^\d{2}:\d{2}:00$/);
  });

  it.each([
    ["ac", "ac"],
    ["washerDryer", "washer_dryer"],
    ["gymFitnessEquipment", "gym_fitness_equipment"],
    ["selfCheckinCheckout", "self_checkin_checkout"],
    ["internetType", "internet_type"],
  ] as const)("names %s %s", (amenity, name) => {
    expect(feedAttributeName(amenity)).toBe(name);
  });
});

describe("feedFileLanguage", () => {
  const brand = { languages: ["en", "de"] as const, defaultLanguage: "de" as const };
  it.each<[string | undefined, string | undefined]>([
    ["google-vacation-rentals.xml", "de"],
    ["google-vacation-rentals.en.xml", "en"],
    ["google-vacation-rentals.de.xml", "de"],
    ["google-vacation-rentals.fr.xml", undefined],
    ["google-vacation-rentals.EN.xml", undefined],
    ["sitemap.xml", undefined],
    [undefined, undefined],
  ])("%s → %s", (file, language) => {
    expect(feedFileLanguage(file, brand)).toBe(language);
  });
});
