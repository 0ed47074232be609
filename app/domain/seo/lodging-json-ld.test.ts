import { describe, expect, it } from "vitest";
import { streetAddress } from "../address/street-address";
import { type LodgingJsonLdInput, lodgingJsonLd, serialiseJsonLd } from "./lodging-json-ld";
import { validateJsonLd } from "./schema-org-vocabulary";
import { berlinApartment, londonListing } from "./test-support/fixtures";

const PAGE_EN = "https://quartier.example/en/apartments/at-berlin-101";
const PAGE_DE = "https://quartier.example/de/apartments/at-berlin-101";
const stay = {
  from: "2026-12-01",
  to: "2026-12-08",
  guests: 2,
  nights: 7,
  total: { amount: 123_450, currency: "EUR" },
};

type Node = Record<string, unknown>;
/** The first node of a type in the graph, nested ones included (the Apartment is the listing's containsPlace). */
const nodeOf = (doc: { "@graph": Node[] }, type: string): Node => {
  const isType = (n: Node) => n["@type"] === type || (Array.isArray(n["@type"]) && n["@type"][0] === type);
  const queue: Node[] = [...doc["@graph"]];
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (isType(node)) return node;
    for (const value of Object.values(node)) {
      if (value && typeof value === "object" && !Array.isArray(value)) queue.push(value as Node);
    }
  }
  throw new Error(`no ${type} node`);
};

/** The JSON-LD as a crawler gets it: serialised into the page, then parsed as JSON. */
const asCrawled = (value: unknown): unknown => JSON.parse(serialiseJsonLd(value));

const CASES: Array<[string, LodgingJsonLdInput]> = [
  ["EN apartment without stay", { apartment: berlinApartment, language: "en", pageUrl: PAGE_EN }],
  ["DE apartment without stay", { apartment: berlinApartment, language: "de", pageUrl: PAGE_DE }],
  ["EN apartment with stay", { apartment: berlinApartment, language: "en", pageUrl: PAGE_EN, stay }],
  [
    "DE apartment with sold-out stay, seller, quote time and breadcrumbs",
    {
      apartment: berlinApartment,
      language: "de",
      pageUrl: PAGE_DE,
      imageBase: "https://inventory.quartier.example",
      stay: { ...stay, available: false, quotedAt: "2026-11-02T10:15:00Z" },
      seller: { name: "Quartier", url: "https://quartier.example/de" },
      breadcrumbs: [
        { name: "Quartier", url: "https://quartier.example/de" },
        { name: "Berlin", url: "https://quartier.example/de/serviced-apartments/berlin" },
        { name: "Zwei-Zimmer-Apartment", url: PAGE_DE },
      ],
    },
  ],
  [
    "EN listing (no description, no images) as a Hotel with a GBP stay",
    {
      apartment: londonListing,
      language: "en",
      pageUrl: "https://stay.harbourlofts.example/en/apartments/at-london-7",
      lodgingType: "Hotel",
      stay: { ...stay, total: { amount: 154_350, currency: "GBP" } },
    },
  ],
  [
    "JPY stay (no minor unit)",
    {
      apartment: berlinApartment,
      language: "en",
      pageUrl: PAGE_EN,
      stay: { ...stay, total: { amount: 98_000, currency: "JPY" } },
    },
  ],
];

describe("lodgingJsonLd validates against the schema.org vocabulary", () => {
  it.each(CASES)("%s", (_, input) => {
    const document = lodgingJsonLd(input);
    expect(validateJsonLd(asCrawled(document))).toEqual([]);
    expect(asCrawled(document)).toEqual(document);
  });
});

describe("lodgingJsonLd content", () => {
  it("describes the property with address, geo, image, times, payments and staff languages", () => {
    const lodging = nodeOf(
      lodgingJsonLd({ apartment: berlinApartment, language: "en", pageUrl: PAGE_EN }),
      "LodgingBusiness",
    );
    expect(lodging).toEqual({
      "@type": "LodgingBusiness",
      "@id": `${PAGE_EN}#lodging`,
      identifier: "p-berlin-1",
      name: "Quartier Mitte & Spree",
      url: PAGE_EN,
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rosenthaler Straße 40",
        postalCode: "10178",
        addressLocality: "Berlin",
        addressCountry: "DE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 52.52437, longitude: 13.41053 },
      image: "https://quartier.example/images/berlin-101-1.svg",
      checkinTime: "15:00:00",
      checkoutTime: "11:00:00",
      paymentAccepted: "Visa, American Express",
      availableLanguage: ["de", "en"],
    });
  });

  it("describes the apartment: size in MTK, rooms, occupancy, absolute images, containing property", () => {
    const apartment = nodeOf(
      lodgingJsonLd({ apartment: berlinApartment, language: "en", pageUrl: PAGE_EN }),
      "Apartment",
    );
    expect(apartment).toMatchObject({
      "@type": "Apartment",
      "@id": `${PAGE_EN}#apartment`,
      additionalType: "EntirePlace",
      name: "Two-room apartment with balcony",
      description: "Bright apartment\nnear Hackescher Markt.",
      url: PAGE_EN,
      image: ["https://quartier.example/images/berlin-101-1.svg", "https://cdn.example.net/berlin-101-2.jpg"],
      containedInPlace: { "@id": `${PAGE_EN}#lodging` },
      floorSize: { "@type": "QuantitativeValue", minValue: 48, maxValue: 55, unitCode: "MTK" },
      numberOfRooms: 2,
      numberOfBedrooms: 1,
      numberOfBathroomsTotal: 1,
      occupancy: { "@type": "QuantitativeValue", value: 3 },
      petsAllowed: true,
    });
    expect(apartment).not.toHaveProperty("offers");
  });

  it.each(["en", "de"] as const)(
    "names amenities in Google's English vocabulary on a %s page, once each, with Google's text values",
    (language) => {
      const apartment = nodeOf(lodgingJsonLd({ apartment: berlinApartment, language, pageUrl: PAGE_EN }), "Apartment");
      expect(apartment.amenityFeature).toEqual(
        [
          ["gymFitnessEquipment", true],
          ["instantBookable", true],
          ["kitchen", true],
          ["petsAllowed", true],
          ["wifi", true],
          ["internetType", "Free"],
        ].map(([name, value]) => ({ "@type": "LocationFeatureSpecification", name, value })),
      );
    },
  );

  it("gives a studio one room and a fixed floor size as a single value", () => {
    const apartment = nodeOf(
      lodgingJsonLd({
        apartment: londonListing,
        language: "en",
        pageUrl: "https://stay.harbourlofts.example/en/apartments/at-london-7",
      }),
      "Apartment",
    );
    expect(apartment).toMatchObject({
      numberOfRooms: 1,
      numberOfBedrooms: 0,
      floorSize: { "@type": "QuantitativeValue", value: 30, unitCode: "MTK" },
    });
    expect(apartment).not.toHaveProperty("image");
    expect(apartment).not.toHaveProperty("description");
  });

  it("adds an Offer only with a stay: total as decimal string, dated URL, price per number of nights", () => {
    const document = lodgingJsonLd({ apartment: berlinApartment, language: "de", pageUrl: PAGE_DE, stay });
    const apartment = nodeOf(document, "Apartment");
    expect(apartment["@type"]).toEqual(["Apartment", "Product"]);
    expect(apartment.offers).toEqual({
      "@type": "Offer",
      "@id": `${PAGE_DE}#offer`,
      url: `${PAGE_DE}?from=2026-12-01&to=2026-12-08&guests=2`,
      price: "1234.50",
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      availabilityStarts: "2026-12-01",
      availabilityEnds: "2026-12-08",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: "1234.50",
        priceCurrency: "EUR",
        referenceQuantity: { "@type": "QuantitativeValue", value: 7, unitCode: "DAY", unitText: "Nächte" },
      },
      offeredBy: { "@id": `${PAGE_DE}#lodging` },
    });
  });

  it.each([
    [{ amount: 98_000, currency: "JPY" }, "98000"],
    [{ amount: 5, currency: "EUR" }, "0.05"],
    [{ amount: 1_234_567, currency: "KWD" }, "1234.567"],
  ])("prices %j as %s", (total, price) => {
    const apartment = nodeOf(
      lodgingJsonLd({ apartment: berlinApartment, language: "en", pageUrl: PAGE_EN, stay: { ...stay, total } }),
      "Apartment",
    );
    expect(apartment.offers).toMatchObject({ price, priceCurrency: total.currency });
  });

  it("marks a sold-out stay and uses the Hotel type when asked", () => {
    const document = lodgingJsonLd({
      apartment: berlinApartment,
      language: "en",
      pageUrl: PAGE_EN,
      lodgingType: "Hotel",
      stay: { ...stay, available: false },
    });
    expect(nodeOf(document, "Hotel")["@type"]).toBe("Hotel");
    expect(nodeOf(document, "Apartment").offers).toMatchObject({ availability: "https://schema.org/SoldOut" });
  });

  it.each([
    [{ street: "Baker Street", houseNumber: "221B", country: "GB" }, "221B Baker Street"],
    [{ street: "rue de Rivoli", houseNumber: "12", country: "FR" }, "12 rue de Rivoli"],
    [{ street: "Getreidegasse", houseNumber: "9", country: "AT" }, "Getreidegasse 9"],
    [{ street: " Damrak ", houseNumber: " ", country: "NL" }, "Damrak"],
  ])("street address %j -> %s", (address, expected) => {
    expect(streetAddress(address)).toBe(expected);
  });
});

describe("serialiseJsonLd", () => {
  it.each([
    ["a closing script tag", "</script><script>alert(1)</script>"],
    ["an HTML comment opener", "<!-- x -->"],
    ["ampersands and entities", "Mitte &amp; Spree & Co"],
    ["line and paragraph separators", "a\u2028b\u2029c"],
    ["quotes and backslashes", 'say "hi" \\ there'],
  ])("escapes %s and round-trips", (_, text) => {
    const json = serialiseJsonLd({ name: text });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name: text });
  });

  it("keeps a property name with markup inside the script element", () => {
    const document = lodgingJsonLd({
      apartment: {
        ...londonListing,
        property: { ...londonListing.property, name: "</script><img src=x onerror=alert(1)>" },
      },
      language: "en",
      pageUrl: "https://stay.harbourlofts.example/en/apartments/at-london-7",
    });
    const html = `<script type="application/ld+json">${serialiseJsonLd(document)}</script>`;
    expect(html.indexOf("</script>")).toBe(html.length - "</script>".length);
  });
});
