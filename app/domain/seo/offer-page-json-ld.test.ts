import { describe, expect, it } from "vitest";
import { type OfferPageJsonLdInput, offerPageJsonLd } from "./offer-page-json-ld";
import { validateJsonLd } from "./schema-org-vocabulary";
import { berlinApartment } from "./test-support/fixtures";

const ORIGIN = "https://quartier.example";
const base: OfferPageJsonLdInput = {
  apartment: berlinApartment,
  language: "en",
  origin: ORIGIN,
  brandName: "Quartier",
  stay: null,
  cheapest: null,
  quotedAt: "2026-11-29T10:00:00.000Z",
  imageUrl: (url) => (url.startsWith("/") ? `/media${url}` : url),
};
const stay = { from: "2026-12-01", to: "2026-12-08", guests: 2 };
const cheapest = { price: { nights: 7, total: 123_450, currency: "EUR" } };

type Node = Record<string, unknown>;
const graphOf = (input: OfferPageJsonLdInput): Node[] =>
  (JSON.parse(offerPageJsonLd(input)) as { "@graph": Node[] })["@graph"];
const all = (nodes: unknown): Node[] =>
  Array.isArray(nodes)
    ? nodes.flatMap(all)
    : nodes && typeof nodes === "object"
      ? [nodes as Node, ...Object.values(nodes).flatMap(all)]
      : [];
const offerOf = (input: OfferPageJsonLdInput) => all(graphOf(input)).find((node) => node["@type"] === "Offer");

describe("offerPageJsonLd", () => {
  it("places the lodging at the canonical page in the page's language, sold by the brand", () => {
    const nodes = all(graphOf({ ...base, language: "de", stay, cheapest }));
    expect(nodes.some((node) => node["@id"] === `${ORIGIN}/de/apartments/at-berlin-101#listing`)).toBe(true);
    expect(nodes.find((node) => node["@type"] === "Offer")?.seller).toEqual({
      "@type": "Organization",
      name: "Quartier",
      url: `${ORIGIN}/de`,
    });
  });

  it("serves the embedded OTA's images from the app's /media, absolute on the page's origin", () => {
    const images = new Set(
      all(graphOf(base)).flatMap((node) => [node.image].flat().filter((i) => typeof i === "string")),
    );
    expect([...images].sort()).toEqual([
      "https://cdn.example.net/berlin-101-2.jpg",
      `${ORIGIN}/media/images/berlin-101-1.svg`,
    ]);
  });

  it.each([
    ["no stay asked", null, cheapest, undefined],
    ["a stay the OTA did not price", stay, null, undefined],
    ["a priced stay", stay, cheapest, { price: "1234.50", priceCurrency: "EUR", validFrom: base.quotedAt }],
  ] as const)("with %s, the Offer is %o", (_, asked, priced, expected) => {
    const offer = offerOf({ ...base, stay: asked, cheapest: priced });
    expect(
      offer === undefined
        ? undefined
        : { price: offer.price, priceCurrency: offer.priceCurrency, validFrom: offer.validFrom },
    ).toEqual(expected);
  });

  it("prices the Offer per the cheapest rate's nights and is valid schema.org", () => {
    const offer = offerOf({ ...base, stay, cheapest: { price: { ...cheapest.price, nights: 6 } } });
    expect((offer?.priceSpecification as Node | undefined)?.referenceQuantity).toMatchObject({
      value: 6,
      unitCode: "DAY",
    });
    expect(validateJsonLd(JSON.parse(offerPageJsonLd({ ...base, stay, cheapest })))).toEqual([]);
  });

  it("carries aggregateRating and review only where reviews exist, and stays valid schema.org", () => {
    const listingOf = (input: OfferPageJsonLdInput) =>
      graphOf(input).find((node) => node["@type"] === "VacationRental");
    expect(listingOf(base)).not.toHaveProperty("aggregateRating");
    const none = { count: 0, average: 0, latest: [] };
    expect(listingOf({ ...base, reviews: none })).not.toHaveProperty("aggregateRating");
    expect(listingOf({ ...base, reviews: none })).not.toHaveProperty("review");
    const reviews = {
      count: 3,
      average: 4.3,
      latest: [
        { author: "Ada L.", rating: 5, text: "Spotless.", language: "de" as const, datePublished: "2026-11-20" },
      ],
    };
    const listing = listingOf({ ...base, reviews });
    expect(listing?.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(listing?.review).toEqual([
      {
        "@type": "Review",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { "@type": "Person", name: "Ada L." },
        datePublished: "2026-11-20",
        reviewBody: "Spotless.",
        inLanguage: "de",
      },
    ]);
    expect(validateJsonLd(JSON.parse(offerPageJsonLd({ ...base, reviews })))).toEqual([]);
  });
});
