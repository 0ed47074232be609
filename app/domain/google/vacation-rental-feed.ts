import type { Apartment } from "../../../shared/ota/apartment";
import type { Language } from "../../../shared/tenancy/tenant";
import { offerPath } from "../seo/offer-path";
import { escapeXml } from "../seo/sitemap";
import { feedAttributes } from "./feed-attributes";

/**
 * Google's vacation-rental listing feed (a hotel list feed of vacation rentals:
 * developers.google.com/hotels/vacation-rentals/dev-guide/vr-attributes and
 * developers.google.com/hotels/hotel-prices/xml-reference/hotel-list-feed), one file per language.
 * Built a listing at a time so the route can stream it. Pure.
 */

export const FEED_CONTENT_TYPE = "application/xml; charset=utf-8";

/** What the documentation requires of a listing; without one Google disables it, so it is left out. */
export const REQUIRED_LISTING_FIELDS = [
  "id",
  "name",
  "address",
  "country",
  "latitude",
  "longitude",
  "capacity",
  "website",
] as const;
export type RequiredListingField = (typeof REQUIRED_LISTING_FIELDS)[number];

export type FeedContext = {
  language: Language;
  /** The brand host's origin: listings' websites and relative images resolve there. */
  origin: string;
  /** The brand's phone, the listings' contact. */
  phone?: string;
  /** Where the brand host serves an image of the OTA (the embedded one's paths under /media). */
  imageUrl: (url: string) => string;
};

const present = (text: string | undefined): boolean => (text ?? "").trim().length > 0;
const coordinate = (value: number, max: number): boolean => Number.isFinite(value) && Math.abs(value) <= max;

/** The required fields an apartment lacks (empty: it can be listed). */
export function missingListingFields(apartment: Apartment): RequiredListingField[] {
  const { property, apartmentType } = apartment;
  const { address } = property;
  const has: Record<RequiredListingField, boolean> = {
    id: present(apartmentType.id),
    name: present(apartmentType.name) && present(property.name),
    address: present(address.street) && present(address.city),
    country: /^[A-Z]{2}$/.test(address.country),
    // 0,0 is the sea off Africa: a house there has no position yet.
    latitude: coordinate(address.lat, 90) && !(address.lat === 0 && address.long === 0),
    longitude: coordinate(address.long, 180) && !(address.lat === 0 && address.long === 0),
    capacity: Number.isInteger(apartmentType.maxOccupancy) && apartmentType.maxOccupancy >= 1,
    website: present(apartmentType.id),
  };
  return REQUIRED_LISTING_FIELDS.filter((field) => !has[field]);
}

/** The feed's opening: the XML declaration, the root and its language. */
export function feedHead(language: Language): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<listings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ' +
    'xsi:noNamespaceSchemaLocation="http://www.gstatic.com/localfeed/local_feed.xsd">\n' +
    `<language>${language}</language>\n`
  );
}

export const FEED_TAIL = "</listings>\n";

/** The apartment page a listing links to, in the feed's language (undated: the landing page takes dates). */
export function listingWebsite(apartment: Apartment, context: Pick<FeedContext, "language" | "origin">): string {
  return `${context.origin}${offerPath(context.language, apartment.apartmentType.id)}`;
}

/** Photos as absolute http(s) URLs, each once; an unusable URL is left out rather than published broken. */
function photoUrls(apartment: Apartment, context: FeedContext): Array<{ url: string; title: string }> {
  const seen = new Set<string>();
  const photos: Array<{ url: string; title: string }> = [];
  for (const image of apartment.images) {
    try {
      const url = new URL(context.imageUrl(image.url), context.origin);
      if ((url.protocol !== "https:" && url.protocol !== "http:") || seen.has(url.href)) continue;
      seen.add(url.href);
      photos.push({ url: url.href, title: image.alt });
    } catch {
      // not a URL
    }
  }
  return photos;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

/** One `<listing>`, or the required fields it lacks. */
export function listingXml(
  apartment: Apartment,
  context: FeedContext,
): { ok: true; xml: string } | { ok: false; missing: RequiredListingField[] } {
  const missing = missingListingFields(apartment);
  if (missing.length > 0) return { ok: false, missing };
  const { property, apartmentType } = apartment;
  const { address } = property;
  const website = listingWebsite(apartment, context);
  const street = [address.street, address.houseNumber].filter(present).join(" ");
  const components: Array<[string, string | undefined]> = [
    ["addr1", street],
    ["city", address.city],
    ["province", address.region],
    ["postal_code", address.postcode],
  ];
  const lines = [
    "<listing>",
    element("id", apartmentType.id),
    element("name", `${property.name}, ${apartmentType.name}`),
    '<address format="simple">',
    ...components.flatMap(([name, value]) =>
      present(value) ? [`<component name="${name}">${escapeXml(value ?? "")}</component>`] : [],
    ),
    "</address>",
    element("country", address.country),
    element("latitude", String(address.lat)),
    element("longitude", String(address.long)),
    ...(present(context.phone) ? [`<phone type="main">${escapeXml(context.phone ?? "")}</phone>`] : []),
    element("category", "apartment"),
    "<content>",
    ...photoUrls(apartment, context).map(
      (photo) =>
        `<image type="photo" url="${escapeXml(photo.url)}">${element("link", website)}${element("title", photo.title)}</image>`,
    ),
    "<attributes>",
    element("website", website),
    ...feedAttributes(apartment).map(
      (attribute) => `<client_attr name="${attribute.name}">${escapeXml(attribute.value)}</client_attr>`,
    ),
    ...(present(apartment.description)
      ? [`<client_attr name="description">${escapeXml(apartment.description)}</client_attr>`]
      : []),
    "</attributes>",
    "</content>",
    "</listing>",
  ];
  return { ok: true, xml: `${lines.join("\n")}\n` };
}

export type FeedOmission = { id: string; missing: RequiredListingField[] };

/** A whole feed (tests, small brands): every listable apartment, and the ones left out with why. */
export function vacationRentalFeed(
  apartments: readonly Apartment[],
  context: FeedContext,
): { xml: string; omitted: FeedOmission[] } {
  const omitted: FeedOmission[] = [];
  let xml = feedHead(context.language);
  for (const apartment of apartments) {
    const listing = listingXml(apartment, context);
    if (listing.ok) xml += listing.xml;
    else omitted.push({ id: apartment.apartmentType.id, missing: listing.missing });
  }
  return { xml: xml + FEED_TAIL, omitted };
}

/** The feed's file name: the brand's default language's, or one per language. */
export const FEED_FILE = "google-vacation-rentals.xml";

/**
 * The language a feed file asks for: `google-vacation-rentals.xml` the brand's default language,
 * `google-vacation-rentals.<lng>.xml` one of its languages; anything else undefined (404).
 */
export function feedFileLanguage(
  file: string | undefined,
  brand: { languages: readonly Language[]; defaultLanguage: Language },
): Language | undefined {
  if (file === FEED_FILE) return brand.defaultLanguage;
  const match = /^google-vacation-rentals\.([a-z]{2})\.xml$/.exec(file ?? "");
  return brand.languages.find((language) => language === match?.[1]);
}
