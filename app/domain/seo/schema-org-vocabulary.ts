import { isKnownCurrency } from "../money/currencies";

/**
 * The part of the schema.org vocabulary our JSON-LD uses, written down from the schema.org type and
 * property definitions (https://schema.org/<Name>), and a validator that checks a JSON-LD object
 * against it. It is a subset: types list only the properties we use or that are commonly given, and
 * ranges list only the types defined here. A property is allowed on a type when schema.org defines it
 * on that type or one of its ancestors (LodgingBusiness inherits from LocalBusiness, which inherits
 * from Organization and Place, which inherit from Thing).
 */

/** schema.org data types, with the JSON shapes we accept for them. */
export const DATA_TYPES = ["Text", "URL", "Number", "Integer", "Boolean", "Date", "DateTime", "Time"] as const;
export type DataType = (typeof DATA_TYPES)[number];

/** Extra checks beyond the data type, for properties whose text has a fixed format. */
export type ValueFormat =
  /** ISO 4217 currency code of a known currency (priceCurrency). */
  | "iso4217"
  /** ISO 3166-1 alpha-2 country code (addressCountry as text). */
  | "iso3166Alpha2"
  /** -90..90 */
  | "latitude"
  /** -180..180 */
  | "longitude"
  /** A non-negative decimal number, "." as decimal point, no symbols or separators (price). */
  | "decimal"
  /** A UN/CEFACT Common Code of 2 or 3 upper-case letters or digits (unitCode as text). */
  | "unCefactCode";

export type PropertyDefinition = {
  /** Data types, types or enumerations the value may have (schema.org's rangeIncludes, as far as defined here). */
  readonly expects: readonly string[];
  readonly format?: ValueFormat;
};

export type TypeDefinition = {
  /** Direct supertypes (schema.org's subClassOf). */
  readonly parents: readonly string[];
  /** Properties schema.org defines directly on this type (domainIncludes). */
  readonly properties: readonly string[];
};

export const SCHEMA_ORG_TYPES: Readonly<Record<string, TypeDefinition>> = {
  Thing: {
    parents: [],
    properties: [
      "additionalType",
      "alternateName",
      "description",
      "identifier",
      "image",
      "mainEntityOfPage",
      "name",
      "sameAs",
      "url",
    ],
  },
  Place: {
    parents: ["Thing"],
    properties: [
      "additionalProperty",
      "address",
      "aggregateRating",
      "amenityFeature",
      "containedInPlace",
      "containsPlace",
      "geo",
      "hasMap",
      "latitude",
      "logo",
      "longitude",
      "maximumAttendeeCapacity",
      "photo",
      "publicAccess",
      "review",
      "smokingAllowed",
      "telephone",
    ],
  },
  Organization: {
    parents: ["Thing"],
    properties: [
      "address",
      "aggregateRating",
      "brand",
      "contactPoint",
      "email",
      "knowsLanguage",
      "legalName",
      "logo",
      "makesOffer",
      "review",
      "telephone",
    ],
  },
  LocalBusiness: {
    parents: ["Organization", "Place"],
    properties: ["currenciesAccepted", "openingHours", "paymentAccepted", "priceRange"],
  },
  LodgingBusiness: {
    parents: ["LocalBusiness"],
    properties: ["amenityFeature", "availableLanguage", "checkinTime", "checkoutTime", "numberOfRooms", "petsAllowed"],
  },
  Hotel: { parents: ["LodgingBusiness"], properties: [] },
  VacationRental: { parents: ["LodgingBusiness"], properties: [] },
  Accommodation: {
    parents: ["Place"],
    properties: [
      "accommodationCategory",
      "amenityFeature",
      "bed",
      "floorLevel",
      "floorSize",
      "leaseLength",
      "numberOfBathroomsTotal",
      "numberOfBedrooms",
      "numberOfFullBathrooms",
      "numberOfPartialBathrooms",
      "numberOfRooms",
      "permittedUsage",
      "petsAllowed",
      "yearBuilt",
    ],
  },
  Apartment: { parents: ["Accommodation"], properties: ["numberOfRooms", "occupancy"] },
  Product: { parents: ["Thing"], properties: ["brand", "category", "offers", "sku"] },
  Intangible: { parents: ["Thing"], properties: [] },
  Offer: {
    parents: ["Intangible"],
    properties: [
      "availability",
      "availabilityEnds",
      "availabilityStarts",
      "category",
      "eligibleQuantity",
      "itemOffered",
      "leaseLength",
      "offeredBy",
      "price",
      "priceCurrency",
      "priceSpecification",
      "priceValidUntil",
      "seller",
      "sku",
      "validFrom",
      "validThrough",
    ],
  },
  StructuredValue: { parents: ["Intangible"], properties: [] },
  Brand: { parents: ["Intangible"], properties: ["logo", "slogan"] },
  PriceSpecification: {
    parents: ["StructuredValue"],
    properties: [
      "eligibleQuantity",
      "maxPrice",
      "minPrice",
      "price",
      "priceCurrency",
      "validFrom",
      "validThrough",
      "valueAddedTaxIncluded",
    ],
  },
  UnitPriceSpecification: {
    parents: ["PriceSpecification"],
    properties: ["billingDuration", "billingIncrement", "priceType", "referenceQuantity", "unitCode", "unitText"],
  },
  QuantitativeValue: {
    parents: ["StructuredValue"],
    properties: ["additionalProperty", "maxValue", "minValue", "unitCode", "unitText", "value"],
  },
  PropertyValue: {
    parents: ["StructuredValue"],
    properties: ["maxValue", "minValue", "propertyID", "unitCode", "unitText", "value"],
  },
  LocationFeatureSpecification: { parents: ["PropertyValue"], properties: ["validFrom", "validThrough"] },
  ContactPoint: {
    parents: ["StructuredValue"],
    properties: ["areaServed", "availableLanguage", "contactType", "email", "telephone"],
  },
  PostalAddress: {
    parents: ["ContactPoint"],
    properties: [
      "addressCountry",
      "addressLocality",
      "addressRegion",
      "postOfficeBoxNumber",
      "postalCode",
      "streetAddress",
    ],
  },
  GeoCoordinates: {
    parents: ["StructuredValue"],
    properties: ["address", "addressCountry", "elevation", "latitude", "longitude", "postalCode"],
  },
  CreativeWork: {
    parents: ["Thing"],
    properties: ["author", "copyrightNotice", "creditText", "datePublished", "inLanguage", "license"],
  },
  // Reviews (docs/decisions/0139): a listing's AggregateRating and its guests' Reviews.
  Rating: { parents: ["Intangible"], properties: ["author", "bestRating", "ratingValue", "worstRating"] },
  AggregateRating: { parents: ["Rating"], properties: ["itemReviewed", "ratingCount", "reviewCount"] },
  Review: { parents: ["CreativeWork"], properties: ["itemReviewed", "reviewBody", "reviewRating"] },
  Person: { parents: ["Thing"], properties: [] },
  MediaObject: {
    parents: ["CreativeWork"],
    properties: ["contentUrl", "encodingFormat", "height", "uploadDate", "width"],
  },
  ImageObject: { parents: ["MediaObject"], properties: ["caption", "embeddedTextCaption", "representativeOfPage"] },
  ItemList: { parents: ["Intangible"], properties: ["itemListElement", "itemListOrder", "numberOfItems"] },
  BreadcrumbList: { parents: ["ItemList"], properties: [] },
  ListItem: { parents: ["Intangible"], properties: ["item", "nextItem", "position", "previousItem"] },
};

/** Enumerations and the members we accept, written `https://schema.org/<Member>` (or the bare member name). */
export const SCHEMA_ORG_ENUMERATIONS: Readonly<Record<string, readonly string[]>> = {
  ItemAvailability: [
    "BackOrder",
    "Discontinued",
    "InStock",
    "InStoreOnly",
    "LimitedAvailability",
    "MadeToOrder",
    "OnlineOnly",
    "OutOfStock",
    "PreOrder",
    "PreSale",
    "Reserved",
    "SoldOut",
  ],
};

export const SCHEMA_ORG_PROPERTIES: Readonly<Record<string, PropertyDefinition>> = {
  // Thing
  additionalType: { expects: ["URL", "Text"] },
  alternateName: { expects: ["Text"] },
  description: { expects: ["Text"] },
  identifier: { expects: ["PropertyValue", "Text", "URL"] },
  image: { expects: ["ImageObject", "URL"] },
  mainEntityOfPage: { expects: ["CreativeWork", "URL"] },
  name: { expects: ["Text"] },
  sameAs: { expects: ["URL"] },
  url: { expects: ["URL"] },
  // Place
  additionalProperty: { expects: ["PropertyValue"] },
  address: { expects: ["PostalAddress", "Text"] },
  amenityFeature: { expects: ["LocationFeatureSpecification"] },
  containedInPlace: { expects: ["Place"] },
  containsPlace: { expects: ["Place"] },
  geo: { expects: ["GeoCoordinates"] },
  hasMap: { expects: ["URL"] },
  latitude: { expects: ["Number", "Text"], format: "latitude" },
  logo: { expects: ["ImageObject", "URL"] },
  longitude: { expects: ["Number", "Text"], format: "longitude" },
  maximumAttendeeCapacity: { expects: ["Integer"] },
  photo: { expects: ["ImageObject"] },
  publicAccess: { expects: ["Boolean"] },
  smokingAllowed: { expects: ["Boolean"] },
  telephone: { expects: ["Text"] },
  // Organization
  brand: { expects: ["Brand", "Organization"] },
  knowsLanguage: { expects: ["Text"] },
  slogan: { expects: ["Text"] },
  contactPoint: { expects: ["ContactPoint"] },
  email: { expects: ["Text"] },
  legalName: { expects: ["Text"] },
  makesOffer: { expects: ["Offer"] },
  // LocalBusiness
  currenciesAccepted: { expects: ["Text"] },
  openingHours: { expects: ["Text"] },
  paymentAccepted: { expects: ["Text"] },
  priceRange: { expects: ["Text"] },
  // LodgingBusiness
  availableLanguage: { expects: ["Text"] },
  checkinTime: { expects: ["DateTime", "Time"] },
  checkoutTime: { expects: ["DateTime", "Time"] },
  numberOfRooms: { expects: ["Number", "QuantitativeValue"] },
  petsAllowed: { expects: ["Boolean", "Text"] },
  // Accommodation, Apartment
  accommodationCategory: { expects: ["Text"] },
  bed: { expects: ["Text"] },
  floorLevel: { expects: ["Text"] },
  floorSize: { expects: ["QuantitativeValue"] },
  leaseLength: { expects: ["QuantitativeValue"] },
  numberOfBathroomsTotal: { expects: ["Integer"] },
  numberOfBedrooms: { expects: ["Number", "QuantitativeValue"] },
  numberOfFullBathrooms: { expects: ["Number"] },
  numberOfPartialBathrooms: { expects: ["Number"] },
  occupancy: { expects: ["QuantitativeValue"] },
  permittedUsage: { expects: ["Text"] },
  yearBuilt: { expects: ["Number"] },
  // Product
  category: { expects: ["Text", "URL"] },
  offers: { expects: ["Offer"] },
  sku: { expects: ["Text"] },
  // Offer
  availability: { expects: ["ItemAvailability"] },
  availabilityEnds: { expects: ["Date", "DateTime", "Time"] },
  availabilityStarts: { expects: ["Date", "DateTime", "Time"] },
  eligibleQuantity: { expects: ["QuantitativeValue"] },
  itemOffered: { expects: ["Product", "CreativeWork"] },
  offeredBy: { expects: ["Organization"] },
  price: { expects: ["Number", "Text"], format: "decimal" },
  priceCurrency: { expects: ["Text"], format: "iso4217" },
  priceSpecification: { expects: ["PriceSpecification"] },
  priceValidUntil: { expects: ["Date"] },
  seller: { expects: ["Organization"] },
  validFrom: { expects: ["Date", "DateTime"] },
  validThrough: { expects: ["Date", "DateTime"] },
  // PriceSpecification, UnitPriceSpecification
  maxPrice: { expects: ["Number"] },
  minPrice: { expects: ["Number"] },
  valueAddedTaxIncluded: { expects: ["Boolean"] },
  billingDuration: { expects: ["Number", "QuantitativeValue"] },
  billingIncrement: { expects: ["Number"] },
  priceType: { expects: ["Text"] },
  referenceQuantity: { expects: ["QuantitativeValue"] },
  unitCode: { expects: ["Text", "URL"], format: "unCefactCode" },
  unitText: { expects: ["Text"] },
  // QuantitativeValue, PropertyValue
  maxValue: { expects: ["Number"] },
  minValue: { expects: ["Number"] },
  value: { expects: ["Boolean", "Number", "StructuredValue", "Text"] },
  propertyID: { expects: ["Text", "URL"] },
  // ContactPoint, PostalAddress, GeoCoordinates
  areaServed: { expects: ["Place", "Text"] },
  contactType: { expects: ["Text"] },
  addressCountry: { expects: ["Text"], format: "iso3166Alpha2" },
  addressLocality: { expects: ["Text"] },
  addressRegion: { expects: ["Text"] },
  postOfficeBoxNumber: { expects: ["Text"] },
  postalCode: { expects: ["Text"] },
  streetAddress: { expects: ["Text"] },
  elevation: { expects: ["Number", "Text"] },
  // CreativeWork, MediaObject, ImageObject
  copyrightNotice: { expects: ["Text"] },
  creditText: { expects: ["Text"] },
  inLanguage: { expects: ["Text"] },
  license: { expects: ["CreativeWork", "URL"] },
  contentUrl: { expects: ["URL"] },
  encodingFormat: { expects: ["Text", "URL"] },
  height: { expects: ["QuantitativeValue"] },
  width: { expects: ["QuantitativeValue"] },
  uploadDate: { expects: ["Date", "DateTime"] },
  caption: { expects: ["MediaObject", "Text"] },
  embeddedTextCaption: { expects: ["Text"] },
  representativeOfPage: { expects: ["Boolean"] },
  // Place, Organization: reviews
  aggregateRating: { expects: ["AggregateRating"] },
  review: { expects: ["Review"] },
  // Rating, AggregateRating, Review
  author: { expects: ["Organization", "Person"] },
  bestRating: { expects: ["Number", "Text"] },
  ratingValue: { expects: ["Number", "Text"] },
  worstRating: { expects: ["Number", "Text"] },
  itemReviewed: { expects: ["Thing"] },
  ratingCount: { expects: ["Integer"] },
  reviewCount: { expects: ["Integer"] },
  reviewBody: { expects: ["Text"] },
  reviewRating: { expects: ["Rating"] },
  datePublished: { expects: ["Date", "DateTime"] },
  // ItemList, ListItem
  itemListElement: { expects: ["ListItem", "Text", "Thing"] },
  itemListOrder: { expects: ["Text"] },
  numberOfItems: { expects: ["Integer"] },
  item: { expects: ["Thing"] },
  nextItem: { expects: ["ListItem"] },
  position: { expects: ["Integer", "Text"] },
  previousItem: { expects: ["ListItem"] },
};

export const SCHEMA_ORG_CONTEXT = "https://schema.org";

const isDataType = (name: string): name is DataType => (DATA_TYPES as readonly string[]).includes(name);

/** The type and all its ancestors, nearest first. Empty for an unknown type. */
export function ancestorsOf(type: string): string[] {
  const seen: string[] = [];
  const queue = [type];
  while (queue.length > 0) {
    const current = queue.shift() as string;
    const definition = SCHEMA_ORG_TYPES[current];
    if (!definition || seen.includes(current)) continue;
    seen.push(current);
    queue.push(...definition.parents);
  }
  return seen;
}

/** Whether `type` is `expected` or one of its subtypes. */
export function isSubtypeOf(type: string, expected: string): boolean {
  return ancestorsOf(type).includes(expected);
}

/** Every property allowed on a node of these types (own and inherited). */
export function propertiesOf(types: readonly string[]): Set<string> {
  const allowed = new Set<string>();
  for (const type of types) {
    for (const ancestor of ancestorsOf(type)) {
      for (const property of SCHEMA_ORG_TYPES[ancestor]?.properties ?? []) allowed.add(property);
    }
  }
  return allowed;
}

export type JsonLdProblemCode =
  | "context"
  | "unknownType"
  | "missingType"
  | "unknownProperty"
  | "propertyNotForType"
  | "emptyValue"
  | "invalidValue"
  | "invalidFormat"
  | "danglingReference"
  | "duplicateId";

export type JsonLdProblem = { code: JsonLdProblemCode; path: string; message: string };

type JsonObject = { [key: string]: unknown };
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const typesOf = (node: JsonObject): string[] => {
  const type = node["@type"];
  if (typeof type === "string") return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === "string") : [];
};
const isReference = (value: JsonObject) => Object.keys(value).length === 1 && typeof value["@id"] === "string";

const DECIMAL = /^\d+(\.\d+)?$/;
const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/;

function isValidDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function isAbsoluteUrl(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

function matchesDataType(value: unknown, type: DataType): boolean {
  switch (type) {
    case "Text":
      return typeof value === "string" && value.trim() !== "";
    case "URL":
      return typeof value === "string" && isAbsoluteUrl(value);
    case "Number":
      return (
        (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && NUMBER_TEXT.test(value))
      );
    case "Integer":
      return (
        (typeof value === "number" && Number.isInteger(value)) ||
        (typeof value === "string" && INTEGER_TEXT.test(value))
      );
    case "Boolean":
      return typeof value === "boolean";
    case "Date":
      return typeof value === "string" && isValidDate(value);
    case "DateTime": {
      if (typeof value !== "string") return false;
      const [date, time] = value.split("T");
      return date !== undefined && time !== undefined && isValidDate(date) && TIME.test(time);
    }
    case "Time":
      return typeof value === "string" && TIME.test(value);
  }
}

function formatProblem(value: unknown, format: ValueFormat): string | undefined {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  switch (format) {
    case "iso4217":
      return typeof value === "string" && /^[A-Z]{3}$/.test(value) && isKnownCurrency(value)
        ? undefined
        : "must be an ISO 4217 currency code such as EUR";
    case "iso3166Alpha2":
      return typeof value === "string" && /^[A-Z]{2}$/.test(value)
        ? undefined
        : "must be an ISO 3166-1 alpha-2 code such as DE";
    case "latitude":
      return Number.isFinite(number) && number >= -90 && number <= 90 ? undefined : "must be a latitude in -90..90";
    case "longitude":
      return Number.isFinite(number) && number >= -180 && number <= 180
        ? undefined
        : "must be a longitude in -180..180";
    case "decimal":
      return (typeof value === "number" && Number.isFinite(value) && value >= 0) ||
        (typeof value === "string" && DECIMAL.test(value))
        ? undefined
        : 'must be a non-negative number or a decimal string with "." such as "1234.50"';
    case "unCefactCode":
      return typeof value !== "string" || isAbsoluteUrl(value) || /^[A-Z0-9]{2,3}$/.test(value)
        ? undefined
        : "must be a UN/CEFACT common code such as MTK or DAY";
  }
}

const show = (value: unknown) => (isObject(value) ? "an object" : JSON.stringify(value));

/**
 * Checks a JSON-LD object (as parsed from the page) against the vocabulary: the context, every node's
 * types, every property's presence on the node's types (inherited ones included) and its value's shape,
 * and that `@id` references point to a node of a fitting type in the same document. Returns every
 * problem found; an empty list means the object is valid as far as this vocabulary goes.
 */
export function validateJsonLd(document: unknown): JsonLdProblem[] {
  const problems: JsonLdProblem[] = [];
  const report = (code: JsonLdProblemCode, path: string, message: string) => problems.push({ code, path, message });
  if (!isObject(document)) {
    report("invalidValue", "$", "a JSON-LD document must be an object");
    return problems;
  }
  const context = document["@context"];
  if (context !== SCHEMA_ORG_CONTEXT && context !== `${SCHEMA_ORG_CONTEXT}/`) {
    report("context", "$.@context", `must be "${SCHEMA_ORG_CONTEXT}", got ${show(context)}`);
  }

  const nodesById = new Map<string, JsonObject>();
  const collect = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) collect(v, `${path}[${i}]`);
    } else if (isObject(value)) {
      const id = value["@id"];
      if (typeof id === "string" && !isReference(value)) {
        if (nodesById.has(id)) report("duplicateId", path, `@id ${id} is defined twice`);
        nodesById.set(id, value);
      }
      for (const [key, child] of Object.entries(value)) collect(child, `${path}.${key}`);
    }
  };
  collect(document, "$");

  const nodeTypesFit = (types: readonly string[], expected: string) => types.some((t) => isSubtypeOf(t, expected));

  /** Whether a value fits one of the expected kinds; a node value is validated separately when it does. */
  const fits = (value: unknown, expected: string): boolean => {
    if (isDataType(expected)) return matchesDataType(value, expected);
    const members = SCHEMA_ORG_ENUMERATIONS[expected];
    if (members) {
      return typeof value === "string" && members.some((m) => value === m || value === `${SCHEMA_ORG_CONTEXT}/${m}`);
    }
    if (isObject(value)) {
      if (isReference(value)) {
        const target = nodesById.get(value["@id"] as string);
        return target === undefined || nodeTypesFit(typesOf(target), expected);
      }
      return nodeTypesFit(typesOf(value), expected);
    }
    // schema.org's data model allows a URL wherever an entity is expected (a reference to it).
    return typeof value === "string" && isAbsoluteUrl(value);
  };

  const validateValue = (value: unknown, property: string, definition: PropertyDefinition, path: string) => {
    if (Array.isArray(value)) {
      if (value.length === 0) report("emptyValue", path, `${property} is an empty list`);
      for (const [i, v] of value.entries()) validateValue(v, property, definition, `${path}[${i}]`);
      return;
    }
    if (value === null || value === undefined || value === "") {
      report("emptyValue", path, `${property} has no value`);
      return;
    }
    if (isObject(value) && isReference(value)) {
      const id = value["@id"] as string;
      if (!nodesById.has(id))
        report("danglingReference", path, `${property} refers to ${id}, which is not in the document`);
    }
    if (!definition.expects.some((expected) => fits(value, expected))) {
      const got = isObject(value) ? `a ${typesOf(value).join("/") || "untyped"} node` : show(value);
      report("invalidValue", path, `${property} expects ${definition.expects.join(" or ")}, got ${got}`);
    } else if (definition.format && !isObject(value)) {
      const problem = formatProblem(value, definition.format);
      if (problem) report("invalidFormat", path, `${property} ${problem}, got ${show(value)}`);
    }
    if (isObject(value) && !isReference(value)) validateNode(value, path);
  };

  const validateNode = (node: JsonObject, path: string) => {
    const types = typesOf(node);
    if (types.length === 0) {
      report("missingType", path, "a node needs an @type");
      return;
    }
    const unknown = types.filter((t) => !SCHEMA_ORG_TYPES[t]);
    for (const type of unknown) report("unknownType", `${path}.@type`, `unknown schema.org type ${type}`);
    if (unknown.length > 0) return;
    const allowed = propertiesOf(types);
    for (const [key, value] of Object.entries(node)) {
      if (key === "@type" || key === "@id") continue;
      const keyPath = `${path}.${key}`;
      if (key.startsWith("@")) {
        if (key !== "@context" || path !== "$") report("unknownProperty", keyPath, `${key} is not expected here`);
        continue;
      }
      const definition = SCHEMA_ORG_PROPERTIES[key];
      if (!definition) {
        report("unknownProperty", keyPath, `${key} is not a schema.org property known here`);
        continue;
      }
      if (!allowed.has(key)) {
        report("propertyNotForType", keyPath, `${key} is not defined for ${types.join("/")}`);
        continue;
      }
      validateValue(value, key, definition, keyPath);
    }
  };

  const graph = document["@graph"];
  if (graph !== undefined) {
    if (!Array.isArray(graph) || graph.length === 0) {
      report("invalidValue", "$.@graph", "@graph must be a non-empty list of nodes");
      return problems;
    }
    for (const key of Object.keys(document)) {
      if (key !== "@context" && key !== "@graph") report("unknownProperty", `$.${key}`, `${key} next to @graph`);
    }
    graph.forEach((node, i) => {
      const path = `$.@graph[${i}]`;
      if (isObject(node)) validateNode(node, path);
      else report("invalidValue", path, "a graph entry must be a node object");
    });
  } else {
    validateNode(document, "$");
  }
  return problems;
}
