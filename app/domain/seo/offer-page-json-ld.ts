import type { Language } from "../../../shared/tenancy/tenant";
import { type LodgingReviews, type LodgingSource, lodgingJsonLd, serialiseJsonLd } from "./lodging-json-ld";
import { offerPath } from "./offer-path";

export type OfferPageJsonLdInput = {
  apartment: LodgingSource;
  language: Language;
  /** The page's origin: the canonical URL, the seller's home and relative images resolve there. */
  origin: string;
  /** The brand selling the stay (the tenant's name). */
  brandName: string;
  /** The stay the page was opened for (its query), if any. */
  stay: { from: string; to: string; guests: number } | null;
  /** The cheapest rate for that stay: only a priced stay becomes an Offer. */
  cheapest: { price: { nights: number; total: number; currency: string } } | null;
  /** When the rates were quoted (ISO date-time). */
  quotedAt: string;
  /** Where the page serves an image of the OTA (the embedded one's paths under the app's /media). */
  imageUrl: (url: string) => string;
  /** The guests' reviews the page shows, if any. */
  reviews?: LodgingReviews | undefined;
};

/**
 * The offer page's JSON-LD, serialised for its script tag: the apartment as a lodging at its canonical
 * (undated) URL in the page's language, sold by the brand, with an Offer for the asked stay when the
 * OTA priced it.
 */
export function offerPageJsonLd(input: OfferPageJsonLdInput): string {
  const { apartment, language, origin, stay, cheapest } = input;
  const images = apartment.images.map((image) => ({ ...image, url: input.imageUrl(image.url) }));
  return serialiseJsonLd(
    lodgingJsonLd({
      apartment: { ...apartment, images },
      language,
      pageUrl: `${origin}${offerPath(language, apartment.apartmentType.id)}`,
      imageBase: origin,
      seller: { name: input.brandName, url: `${origin}/${language}` },
      ...(input.reviews ? { reviews: input.reviews } : {}),
      ...(stay && cheapest
        ? {
            stay: {
              ...stay,
              nights: cheapest.price.nights,
              total: { amount: cheapest.price.total, currency: cheapest.price.currency },
              quotedAt: input.quotedAt,
            },
          }
        : {}),
    }),
  );
}
