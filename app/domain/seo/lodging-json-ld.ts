import { resolveEntry } from "../../../shared/catalogue";
import type { BookingMode, OtaApartmentType, OtaImage, OtaProperty } from "../../../shared/ota/listing";
import type { Language } from "../../../shared/tenancy/tenant";
import { streetAddress } from "../address/street-address";
import type { Money } from "../money/money";
import { toDecimalString } from "../money/money";
import { googleAmenities } from "./google-amenities";
import { offerStayQuery } from "./offer-path";
import { SCHEMA_ORG_CONTEXT } from "./schema-org-vocabulary";

export type JsonLdNode = { [key: string]: unknown };
export type JsonLdDocument = { "@context": typeof SCHEMA_ORG_CONTEXT; "@graph": JsonLdNode[] };

/**
 * What the offer page knows about an apartment type. Both the OTA's `Apartment` (getApartmentById) and
 * a search `Listing` fit; description and check-in/out times come only with the former.
 */
export type LodgingSource = {
  apartmentType: Pick<OtaApartmentType, "id" | "name" | "size" | "maxOccupancy" | "bedrooms" | "bathrooms">;
  property: Pick<OtaProperty, "id" | "name" | "address">;
  images: readonly Pick<OtaImage, "url">[];
  /** Catalogue ids. */
  includedServices: readonly string[];
  description?: string;
  /** "15:00" */
  checkInFrom?: string;
  /** "11:00" */
  checkOutUntil?: string;
  /** Direct books at once (Google's instantBookable); Request waits for the operator. */
  bookingMode?: BookingMode;
};

/** The stay the page was opened for, priced. Only with a stay does the JSON-LD carry an Offer. */
export type LodgingStay = {
  from: string;
  to: string;
  guests: number;
  nights: number;
  /** Total price of the stay (minor units). */
  total: Money;
  /** False when the stay cannot be booked (sold out); default true. */
  available?: boolean;
  /** When the price was quoted (ISO date-time); becomes the Offer's validFrom. */
  quotedAt?: string;
};

/**
 * The schema.org type of the property. Serviced-apartment houses are LodgingBusiness (the general
 * type for places that rent rooms or apartments); Hotel says more (a hotel's services), so it is only
 * for properties that are hotels. The inventory has no property kind yet, so the default is always right.
 */
export type LodgingType = "LodgingBusiness" | "Hotel";

export type LodgingJsonLdInput = {
  apartment: LodgingSource;
  language: Language;
  /** Absolute, canonical (undated) URL of the offer page in this language. */
  pageUrl: string;
  /** Where relative image paths resolve (the OTA's or the app's origin); default: the page's origin. */
  imageBase?: string;
  lodgingType?: LodgingType;
  stay?: LodgingStay;
  /** The brand selling the stay (the tenant), as the Offer's seller. */
  seller?: { name: string; url: string };
  /** Home > city > apartment, as a BreadcrumbList; absolute URLs. */
  breadcrumbs?: readonly { name: string; url: string }[];
  /** The guests' reviews shown on the page; only a count above zero puts ratings into the data. */
  reviews?: LodgingReviews;
};

/** What the page shows of the guests' reviews: the average overall rating of all, the latest ones. */
export type LodgingReviews = {
  count: number;
  /** The overall average as the page shows it (one decimal). */
  average: number;
  latest: readonly { author: string; rating: number; text: string; language: Language; datePublished: string }[];
};

/** schema.org's aggregateRating and review of the listing, from 1 to 5; nothing without reviews. */
function reviewProperties(reviews: LodgingReviews | undefined): JsonLdNode {
  if (!reviews || reviews.count === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.average,
      ratingCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(reviews.latest.length > 0
      ? {
          review: reviews.latest.map((review) => ({
            "@type": "Review",
            reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
            author: { "@type": "Person", name: review.author },
            datePublished: review.datePublished,
            reviewBody: review.text,
            inLanguage: review.language,
          })),
        }
      : {}),
  };
}

const NIGHTS_TEXT: Readonly<Record<Language, string>> = { de: "Nächte", en: "nights" };

function absoluteImages(images: readonly Pick<OtaImage, "url">[], base: string): string[] {
  const urls: string[] = [];
  for (const image of images) {
    try {
      const url = new URL(image.url, base);
      if ((url.protocol === "https:" || url.protocol === "http:") && !urls.includes(url.href)) urls.push(url.href);
    } catch {
      // An unusable image URL is left out rather than published broken.
    }
  }
  return urls;
}

type ServiceFacts = { payments: string[]; staffLanguages: string[]; petsAllowed: boolean };

/** Payment methods (named in the page language), staff languages and pets from the included services. */
function serviceFacts(serviceIds: readonly string[], language: Language): ServiceFacts {
  const facts: ServiceFacts = { payments: [], staffLanguages: [], petsAllowed: false };
  const seen = new Set<string>();
  for (const id of serviceIds) {
    const entry = resolveEntry(id);
    if (!entry || seen.has(entry.id)) continue;
    seen.add(entry.id);
    const name = entry.name[language];
    if (entry.id === "pets-allowed") facts.petsAllowed = true;
    if (entry.type === "paymentMethods") {
      if (!facts.payments.includes(name)) facts.payments.push(name);
    } else if (entry.type === "languages") {
      const code = /^language-([a-z]{2,3})$/.exec(entry.id)?.[1];
      if (code && !facts.staffLanguages.includes(code)) facts.staffLanguages.push(code);
    }
  }
  return facts;
}

/** Google lists a vacation rental only with at least this many photos (docs/decisions/0082). */
export const VACATION_RENTAL_MIN_IMAGES = 8;

/** A coordinate as text with at least five decimals (Google's precision for a listing), never rounded. */
export function coordinateText(value: number): string {
  const text = String(value);
  const decimals = /^-?\d+\.(\d+)$/.exec(text)?.[1]?.length ?? 0;
  return decimals >= 5 ? text : value.toFixed(5);
}

/** "15:00" as an ISO 8601 local time, "15:00:00" (the property's own clock). */
const isoTime = (time: string) => (/^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time);

/**
 * schema.org JSON-LD for an offer page, as one `@graph`:
 * - the property (the house) as LodgingBusiness (or Hotel) with its id, PostalAddress, GeoCoordinates,
 *   an image, url, check-in/out times, payment methods and staff languages when known;
 * - the apartment type as a VacationRental listing, as Google's vacation-rental structured data asks
 *   (docs/decisions/0082): its stable id as `identifier` (the same in every language), name, every
 *   photo, latitude and longitude with five decimals, additionalType Apartment, the address, the
 *   brand selling it, the staff's languages, check-in/out times, and `containsPlace`: the apartment
 *   as Apartment (additionalType EntirePlace), contained in the house, with floor size (m², MTK),
 *   rooms (bedrooms plus the living room; a studio has 1), bedrooms, bathrooms, occupancy as
 *   `value`, and amenities in Google's English vocabulary whatever the page's language;
 * - with a stay only: the Apartment is also typed Product (schema.org's way to attach offers to an
 *   accommodation) and carries an Offer: the stay's total as a decimal string in the property's
 *   currency, availability, the dated offer URL, a UnitPriceSpecification of the total for the number
 *   of nights, and the stay's dates as availabilityStarts/availabilityEnds;
 * - with reviews only (a count above zero): the listing's aggregateRating (the overall average as the
 *   page shows it, and the count) and its latest reviews as Review, each with its rating, author (first
 *   name and initial), date, text and language, as Google's vacation-rental data takes them;
 * - breadcrumbs, when given, as a BreadcrumbList.
 * Throws for a stay total in a currency dinero.js does not know (validated money never has one).
 */
export function lodgingJsonLd(input: LodgingJsonLdInput): JsonLdDocument {
  const { apartment, language, pageUrl, stay } = input;
  const { apartmentType, property } = apartment;
  const { address } = property;
  const lodgingId = `${pageUrl}#lodging`;
  const apartmentId = `${pageUrl}#apartment`;
  const images = absoluteImages(apartment.images, input.imageBase ?? new URL(pageUrl).origin);
  const facts = serviceFacts(apartment.includedServices, language);
  const postalAddress = {
    "@type": "PostalAddress",
    streetAddress: streetAddress(address),
    ...(address.postcode.trim() ? { postalCode: address.postcode.trim() } : {}),
    addressLocality: address.city,
    ...(address.region?.trim() ? { addressRegion: address.region.trim() } : {}),
    addressCountry: address.country,
  };
  const checkIn = apartment.checkInFrom ? isoTime(apartment.checkInFrom) : undefined;
  const checkOut = apartment.checkOutUntil ? isoTime(apartment.checkOutUntil) : undefined;

  const lodging: JsonLdNode = {
    "@type": input.lodgingType ?? "LodgingBusiness",
    "@id": lodgingId,
    identifier: property.id,
    name: property.name,
    url: pageUrl,
    address: postalAddress,
    geo: { "@type": "GeoCoordinates", latitude: address.lat, longitude: address.long },
    ...(images[0] ? { image: images[0] } : {}),
    ...(checkIn ? { checkinTime: checkIn } : {}),
    ...(checkOut ? { checkoutTime: checkOut } : {}),
    ...(facts.payments.length > 0 ? { paymentAccepted: facts.payments.join(", ") } : {}),
    ...(facts.staffLanguages.length > 0 ? { availableLanguage: facts.staffLanguages } : {}),
  };

  const { min, max } = apartmentType.size;
  const amenities = googleAmenities(apartment.includedServices, apartment.bookingMode);
  const accommodation: JsonLdNode = {
    "@type": stay ? ["Apartment", "Product"] : "Apartment",
    "@id": apartmentId,
    additionalType: "EntirePlace",
    name: apartmentType.name,
    ...(apartment.description?.trim() ? { description: apartment.description.trim() } : {}),
    url: pageUrl,
    ...(images.length > 0 ? { image: images } : {}),
    containedInPlace: { "@id": lodgingId },
    floorSize: {
      "@type": "QuantitativeValue",
      ...(min === max ? { value: min } : { minValue: Math.min(min, max), maxValue: Math.max(min, max) }),
      unitCode: "MTK",
    },
    numberOfRooms: apartmentType.bedrooms + 1,
    numberOfBedrooms: apartmentType.bedrooms,
    numberOfBathroomsTotal: apartmentType.bathrooms,
    occupancy: { "@type": "QuantitativeValue", value: apartmentType.maxOccupancy },
    ...(facts.petsAllowed ? { petsAllowed: true } : {}),
    ...(amenities.length > 0
      ? {
          amenityFeature: amenities.map(({ name, value }) => ({
            "@type": "LocationFeatureSpecification",
            name,
            value,
          })),
        }
      : {}),
  };

  if (stay) {
    const price = toDecimalString(stay.total);
    const offerUrl = new URL(pageUrl);
    for (const [key, value] of new URLSearchParams(offerStayQuery(stay))) offerUrl.searchParams.set(key, value);
    accommodation.offers = {
      "@type": "Offer",
      "@id": `${pageUrl}#offer`,
      url: offerUrl.href,
      price,
      priceCurrency: stay.total.currency,
      availability: `${SCHEMA_ORG_CONTEXT}/${stay.available === false ? "SoldOut" : "InStock"}`,
      availabilityStarts: stay.from,
      availabilityEnds: stay.to,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price,
        priceCurrency: stay.total.currency,
        referenceQuantity: {
          "@type": "QuantitativeValue",
          value: stay.nights,
          unitCode: "DAY",
          unitText: NIGHTS_TEXT[language],
        },
      },
      offeredBy: { "@id": lodgingId },
      ...(input.seller ? { seller: { "@type": "Organization", name: input.seller.name, url: input.seller.url } } : {}),
      ...(stay.quotedAt ? { validFrom: stay.quotedAt } : {}),
    };
  }

  const listing: JsonLdNode = {
    "@type": "VacationRental",
    "@id": `${pageUrl}#listing`,
    additionalType: "Apartment",
    identifier: apartmentType.id,
    name: apartmentType.name,
    ...(apartment.description?.trim() ? { description: apartment.description.trim() } : {}),
    url: pageUrl,
    ...(images.length > 0 ? { image: images } : {}),
    latitude: coordinateText(address.lat),
    longitude: coordinateText(address.long),
    address: postalAddress,
    ...(input.seller ? { brand: { "@type": "Brand", name: input.seller.name } } : {}),
    ...(facts.staffLanguages.length > 0 ? { knowsLanguage: facts.staffLanguages } : {}),
    ...(checkIn ? { checkinTime: checkIn } : {}),
    ...(checkOut ? { checkoutTime: checkOut } : {}),
    containedInPlace: { "@id": lodgingId },
    containsPlace: accommodation,
    ...reviewProperties(input.reviews),
  };

  const graph: JsonLdNode[] = [lodging, listing];
  if (input.breadcrumbs && input.breadcrumbs.length > 0) {
    graph.push({
      "@type": "BreadcrumbList",
      "@id": `${pageUrl}#breadcrumbs`,
      itemListElement: input.breadcrumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: crumb.url,
      })),
    });
  }
  return { "@context": SCHEMA_ORG_CONTEXT, "@graph": graph };
}

const UNSAFE_IN_SCRIPT: Readonly<Record<string, string>> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so that no
 * `</script>` or `<!--` in a name can end the script, and U+2028/U+2029 escaped for old parsers.
 * `JSON.parse` of the result gives the object back.
 */
export function serialiseJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE_IN_SCRIPT[c] ?? c);
}
