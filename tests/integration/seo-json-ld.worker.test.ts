import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { GOOGLE_BOOLEAN_AMENITIES, GOOGLE_VALUE_AMENITIES } from "../../app/domain/seo/google-amenities";
import { validateJsonLd } from "../../app/domain/seo/schema-org-vocabulary";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";
import { searchInventory } from "./inventory";

type Node = Record<string, unknown>;

/** Every JSON-LD document of a page, parsed. */
function jsonLdOf(html: string): { "@graph": Node[] }[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
}

const GOOGLE_NAMES = new Set<string>([...GOOGLE_BOOLEAN_AMENITIES, ...Object.keys(GOOGLE_VALUE_AMENITIES)]);

describe("structured data on the rendered pages", () => {
  it("an apartment page carries a VacationRental with Google's required properties, the same in both languages", async () => {
    const { listings } = await searchInventory({ ibeUid: "quartier" });
    const listing = listings.find((l) => l.includedServices.includes("internet-access-wifi")) ?? listings[0];
    const id = listing?.apartmentType.id ?? "";
    const apartment = (await (
      await env.INVENTORY.fetch(`https://inventory.internal/api/ibe/quartier/apartments/${id}`)
    ).json()) as { images: unknown[] };
    expect(apartment.images.length).toBeGreaterThan(0);
    const rentals = [];
    for (const lng of ["en", "de"]) {
      const response = await fetchApp(`http://quartier.localhost/${lng}/apartments/${id}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const [document] = jsonLdOf(html);
      expect(validateJsonLd(document)).toEqual([]);
      const rental = document?.["@graph"].find((node) => node["@type"] === "VacationRental");
      expect(rental, lng).toBeDefined();
      rentals.push(rental as Node);
      expect(rental).toMatchObject({ identifier: id, additionalType: "Apartment", brand: { name: "Quartier" } });
      expect(String(rental?.latitude)).toMatch(/^-?\d+\.\d{5,}$/);
      expect(String(rental?.longitude)).toMatch(/^-?\d+\.\d{5,}$/);
      // Every photo the apartment has, none made up.
      expect(((rental?.image ?? []) as string[]).length).toBe(apartment.images.length);
      const place = rental?.containsPlace as Node;
      expect(place).toMatchObject({
        additionalType: "EntirePlace",
        occupancy: { value: listing?.apartmentType.maxOccupancy },
      });
      const names = (place.amenityFeature as Node[]).map((feature) => String(feature.name));
      expect(names.length).toBeGreaterThan(0);
      expect(names.filter((name) => !GOOGLE_NAMES.has(name))).toEqual([]);
    }
    expect(rentals[0]?.identifier).toBe(rentals[1]?.identifier);
    expect(((rentals[0]?.containsPlace ?? {}) as Node).amenityFeature).toEqual(
      ((rentals[1]?.containsPlace ?? {}) as Node).amenityFeature,
    );
  });

  it("a city page and its page 2 carry an ItemList of their results, positions going on", async () => {
    const lists = [];
    for (const query of ["", "?page=2"]) {
      const response = await fetchApp(`http://quartier.localhost/en/serviced-apartments/berlin${query}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      const document = jsonLdOf(html).find((doc) => doc["@graph"].some((node) => node["@type"] === "ItemList"));
      expect(document, query).toBeDefined();
      expect(validateJsonLd(document)).toEqual([]);
      const list = document?.["@graph"][0] as Node;
      const items = list.itemListElement as Node[];
      // The list names the results the page shows, each by its apartment page.
      const shown = [...html.matchAll(/href="\/en\/apartments\/([^"?]+)/g)].map((m) => m[1]);
      for (const item of items) {
        expect(String(item.url)).toMatch(/^http:\/\/quartier\.localhost\/en\/apartments\/[^?]+$/);
        expect(shown).toContain(String(item.url).split("/apartments/")[1]);
      }
      lists.push(items.map((item) => Number(item.position)));
      expect(Number(list.numberOfItems)).toBeGreaterThan(items.length);
    }
    const [first = [], second = []] = lists;
    expect(first[0]).toBe(1);
    expect(second[0]).toBe(first.length + 1);
  });

  it("a search URL carries the ItemList too", async () => {
    const response = await fetchApp(
      `http://quartier.localhost/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(40)}&outDate=${isoDateFromToday(44)}&guests=1&radius=10`,
    );
    expect(response.status).toBe(200);
    const documents = jsonLdOf(await response.text());
    expect(documents.some((doc) => doc["@graph"].some((node) => node["@type"] === "ItemList"))).toBe(true);
  });
});
