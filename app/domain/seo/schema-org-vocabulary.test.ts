import { describe, expect, it } from "vitest";
import { lodgingJsonLd } from "./lodging-json-ld";
import {
  ancestorsOf,
  DATA_TYPES,
  type JsonLdProblemCode,
  propertiesOf,
  SCHEMA_ORG_ENUMERATIONS,
  SCHEMA_ORG_PROPERTIES,
  SCHEMA_ORG_TYPES,
  validateJsonLd,
} from "./schema-org-vocabulary";
import { berlinApartment } from "./test-support/fixtures";

const PAGE = "https://quartier.example/en/apartments/at-berlin-101";

describe("the committed vocabulary", () => {
  it("names only known parents and properties, and every range is a data type, type or enumeration", () => {
    const known = new Set<string>([
      ...DATA_TYPES,
      ...Object.keys(SCHEMA_ORG_TYPES),
      ...Object.keys(SCHEMA_ORG_ENUMERATIONS),
    ]);
    const problems: string[] = [];
    for (const [type, definition] of Object.entries(SCHEMA_ORG_TYPES)) {
      for (const parent of definition.parents) if (!SCHEMA_ORG_TYPES[parent]) problems.push(`${type} -> ${parent}`);
      for (const property of definition.properties) {
        if (!SCHEMA_ORG_PROPERTIES[property]) problems.push(`${type}.${property} undefined`);
      }
    }
    for (const [property, definition] of Object.entries(SCHEMA_ORG_PROPERTIES)) {
      for (const expected of definition.expects) if (!known.has(expected)) problems.push(`${property}: ${expected}`);
      const used = Object.values(SCHEMA_ORG_TYPES).some((t) => t.properties.includes(property));
      if (!used) problems.push(`${property} is on no type`);
    }
    expect(problems).toEqual([]);
  });

  it("has every type descend from Thing without cycles", () => {
    for (const type of Object.keys(SCHEMA_ORG_TYPES)) expect(ancestorsOf(type)).toContain("Thing");
  });

  it.each([
    ["LodgingBusiness", ["LodgingBusiness", "LocalBusiness", "Organization", "Place", "Thing"]],
    ["Hotel", ["Hotel", "LodgingBusiness", "LocalBusiness", "Organization", "Place", "Thing"]],
    ["Apartment", ["Apartment", "Accommodation", "Place", "Thing"]],
    [
      "UnitPriceSpecification",
      ["UnitPriceSpecification", "PriceSpecification", "StructuredValue", "Intangible", "Thing"],
    ],
    [
      "LocationFeatureSpecification",
      ["LocationFeatureSpecification", "PropertyValue", "StructuredValue", "Intangible", "Thing"],
    ],
    ["PostalAddress", ["PostalAddress", "ContactPoint", "StructuredValue", "Intangible", "Thing"]],
    ["ImageObject", ["ImageObject", "MediaObject", "CreativeWork", "Thing"]],
    ["BreadcrumbList", ["BreadcrumbList", "ItemList", "Intangible", "Thing"]],
  ])("%s inherits from %j", (type, ancestors) => {
    expect(ancestorsOf(type).sort()).toEqual([...ancestors].sort());
  });

  it.each([
    ["LodgingBusiness", "checkinTime", true],
    ["LodgingBusiness", "telephone", true],
    ["LodgingBusiness", "paymentAccepted", true],
    ["LodgingBusiness", "geo", true],
    ["LodgingBusiness", "name", true],
    ["LodgingBusiness", "floorSize", false],
    ["LodgingBusiness", "occupancy", false],
    ["Apartment", "occupancy", true],
    ["Apartment", "floorSize", true],
    ["Apartment", "containedInPlace", true],
    ["Apartment", "checkinTime", false],
    ["Apartment", "offers", false],
    ["Offer", "price", true],
    ["Offer", "checkinTime", false],
    ["QuantitativeValue", "unitCode", true],
    ["GeoCoordinates", "streetAddress", false],
  ])("%s has %s: %s", (type, property, expected) => {
    expect(propertiesOf([type]).has(property)).toBe(expected);
  });
});

/** A valid document to break one thing at a time. */
const valid = () => ({
  "@context": "https://schema.org",
  "@graph": [
    {
      "@type": "LodgingBusiness",
      "@id": `${PAGE}#lodging`,
      name: "Quartier Mitte",
      telephone: "+49 30 555 0100",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rosenthaler Straße 40",
        postalCode: "10178",
        addressLocality: "Berlin",
        addressCountry: "DE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 52.52, longitude: 13.41 },
    },
    {
      "@type": ["Apartment", "Product"],
      "@id": `${PAGE}#apartment`,
      name: "Studio",
      containedInPlace: { "@id": `${PAGE}#lodging` },
      floorSize: { "@type": "QuantitativeValue", value: 30, unitCode: "MTK" },
      numberOfBathroomsTotal: 1,
      offers: {
        "@type": "Offer",
        price: "700.00",
        priceCurrency: "EUR",
        availability: "https://schema.org/InStock",
        url: `${PAGE}?from=2026-12-01&to=2026-12-08&guests=1`,
      },
    },
  ],
});

type Doc = ReturnType<typeof valid>;
type Graph = Array<Record<string, unknown>>;
const lodging = (doc: Doc) => (doc["@graph"] as Graph)[0] as Record<string, unknown>;
const apartment = (doc: Doc) => (doc["@graph"] as Graph)[1] as Record<string, unknown>;
const offer = (doc: Doc) => apartment(doc).offers as Record<string, unknown>;
const address = (doc: Doc) => lodging(doc).address as Record<string, unknown>;
const geo = (doc: Doc) => lodging(doc).geo as Record<string, unknown>;

describe("validateJsonLd", () => {
  it("accepts the valid example and the generated documents", () => {
    expect(validateJsonLd(valid())).toEqual([]);
    expect(validateJsonLd(lodgingJsonLd({ apartment: berlinApartment, language: "de", pageUrl: PAGE }))).toEqual([]);
  });

  it("accepts a single top-level node without @graph", () => {
    expect(
      validateJsonLd({
        "@context": "https://schema.org",
        "@type": "Hotel",
        name: "H",
        geo: { "@type": "GeoCoordinates", latitude: "48.1", longitude: "11.5" },
      }),
    ).toEqual([]);
  });

  const BROKEN: Array<[string, (doc: Doc) => void, JsonLdProblemCode, string]> = [
    ["http context", (d) => Object.assign(d, { "@context": "http://schema.org" }), "context", "$.@context"],
    ["missing context", (d) => Reflect.deleteProperty(d, "@context"), "context", "$.@context"],
    [
      "unknown type",
      (d) => Object.assign(lodging(d), { "@type": "LodgingBusinesss" }),
      "unknownType",
      "$.@graph[0].@type",
    ],
    [
      "unknown type among several",
      (d) => Object.assign(apartment(d), { "@type": ["Apartment", "Flat"] }),
      "unknownType",
      "$.@graph[1].@type",
    ],
    ["untyped nested node", (d) => Reflect.deleteProperty(address(d), "@type"), "missingType", "$.@graph[0].address"],
    [
      "misspelt property",
      (d) => Object.assign(apartment(d), { numberOfBedroom: 1 }),
      "unknownProperty",
      "$.@graph[1].numberOfBedroom",
    ],
    [
      "JSON-LD keyword in a node",
      (d) => Object.assign(apartment(d), { "@language": "en" }),
      "unknownProperty",
      "$.@graph[1].@language",
    ],
    [
      "Accommodation property on LodgingBusiness",
      (d) => Object.assign(lodging(d), { floorSize: { "@type": "QuantitativeValue", value: 1 } }),
      "propertyNotForType",
      "$.@graph[0].floorSize",
    ],
    [
      "LodgingBusiness property on Apartment",
      (d) => Object.assign(apartment(d), { checkinTime: "15:00" }),
      "propertyNotForType",
      "$.@graph[1].checkinTime",
    ],
    [
      "offers on a plain Apartment",
      (d) => Object.assign(apartment(d), { "@type": "Apartment" }),
      "propertyNotForType",
      "$.@graph[1].offers",
    ],
    [
      "price with currency symbol",
      (d) => Object.assign(offer(d), { price: "€700" }),
      "invalidFormat",
      "$.@graph[1].offers.price",
    ],
    [
      "price with decimal comma",
      (d) => Object.assign(offer(d), { price: "700,00" }),
      "invalidFormat",
      "$.@graph[1].offers.price",
    ],
    ["negative price", (d) => Object.assign(offer(d), { price: -5 }), "invalidFormat", "$.@graph[1].offers.price"],
    [
      "currency symbol",
      (d) => Object.assign(offer(d), { priceCurrency: "€" }),
      "invalidFormat",
      "$.@graph[1].offers.priceCurrency",
    ],
    [
      "unknown currency",
      (d) => Object.assign(offer(d), { priceCurrency: "EUX" }),
      "invalidFormat",
      "$.@graph[1].offers.priceCurrency",
    ],
    [
      "availability as free text",
      (d) => Object.assign(offer(d), { availability: "available" }),
      "invalidValue",
      "$.@graph[1].offers.availability",
    ],
    [
      "relative offer URL",
      (d) => Object.assign(offer(d), { url: "/en/apartments/x" }),
      "invalidValue",
      "$.@graph[1].offers.url",
    ],
    [
      "latitude as words",
      (d) => Object.assign(geo(d), { latitude: "north" }),
      "invalidFormat",
      "$.@graph[0].geo.latitude",
    ],
    [
      "latitude out of range",
      (d) => Object.assign(geo(d), { latitude: 152.5 }),
      "invalidFormat",
      "$.@graph[0].geo.latitude",
    ],
    [
      "longitude out of range",
      (d) => Object.assign(geo(d), { longitude: "-181" }),
      "invalidFormat",
      "$.@graph[0].geo.longitude",
    ],
    [
      "country name",
      (d) => Object.assign(address(d), { addressCountry: "Germany" }),
      "invalidFormat",
      "$.@graph[0].address.addressCountry",
    ],
    [
      "lower-case unit code",
      (d) => Object.assign(apartment(d).floorSize as object, { unitCode: "m2" }),
      "invalidFormat",
      "$.@graph[1].floorSize.unitCode",
    ],
    [
      "fractional bathrooms",
      (d) => Object.assign(apartment(d), { numberOfBathroomsTotal: 1.5 }),
      "invalidValue",
      "$.@graph[1].numberOfBathroomsTotal",
    ],
    ["number as name", (d) => Object.assign(apartment(d), { name: 5 }), "invalidValue", "$.@graph[1].name"],
    ["empty name", (d) => Object.assign(apartment(d), { name: "" }), "emptyValue", "$.@graph[1].name"],
    ["null value", (d) => Object.assign(apartment(d), { description: null }), "emptyValue", "$.@graph[1].description"],
    [
      "wrong node type for geo",
      (d) => Object.assign(lodging(d), { geo: { "@type": "PostalAddress", streetAddress: "x" } }),
      "invalidValue",
      "$.@graph[0].geo",
    ],
    [
      "dangling reference",
      (d) => Object.assign(apartment(d), { containedInPlace: { "@id": `${PAGE}#nowhere` } }),
      "danglingReference",
      "$.@graph[1].containedInPlace",
    ],
    [
      "reference to a node of the wrong type",
      (d) =>
        Object.assign(
          offer(d),
          { "@id": `${PAGE}#offer` },
          void Object.assign(apartment(d), { containedInPlace: { "@id": `${PAGE}#offer` } }),
        ),
      "invalidValue",
      "$.@graph[1].containedInPlace",
    ],
    ["duplicate @id", (d) => Object.assign(apartment(d), { "@id": `${PAGE}#lodging` }), "duplicateId", "$.@graph[1]"],
    [
      "invalid date",
      (d) => Object.assign(offer(d), { validFrom: "2026-02-30" }),
      "invalidValue",
      "$.@graph[1].offers.validFrom",
    ],
    [
      "invalid time",
      (d) => Object.assign(lodging(d), { checkinTime: "3pm" }),
      "invalidValue",
      "$.@graph[0].checkinTime",
    ],
    ["empty list", (d) => Object.assign(apartment(d), { image: [] }), "emptyValue", "$.@graph[1].image"],
    [
      "relative image in a list",
      (d) => Object.assign(apartment(d), { image: ["https://x.example/a.jpg", "/b.jpg"] }),
      "invalidValue",
      "$.@graph[1].image[1]",
    ],
    ["property next to @graph", (d) => Object.assign(d, { name: "x" }), "unknownProperty", "$.name"],
  ];

  it.each(BROKEN)("reports %s", (_, breakIt, code, path) => {
    const document = valid();
    breakIt(document);
    const problems = validateJsonLd(document);
    expect(problems).toContainEqual(expect.objectContaining({ code, path }));
  });

  it.each([
    ["a string", "not json-ld"],
    ["an array", [1, 2]],
    ["null", null],
  ])("rejects %s as a document", (_, value) => {
    expect(validateJsonLd(value)).toEqual([expect.objectContaining({ code: "invalidValue", path: "$" })]);
  });

  it("rejects an empty @graph", () => {
    expect(validateJsonLd({ "@context": "https://schema.org", "@graph": [] })).toEqual([
      expect.objectContaining({ code: "invalidValue", path: "$.@graph" }),
    ]);
  });
});
