/**
 * The bench's search: Berlin (GeoNames 2950159), 2 guests, by URL as the home page's form sends it.
 * `nudge` moves the position in steps of about a metre (1.1 m in latitude, 0.7 m in longitude) over a
 * 100 x 100 grid: each nudge is another question to the inventory, so none of its kept search results
 * answers, yet the results are those of the same place.
 */
import { buildSearchRoute } from "../../app/domain/search/search-route.ts";

const BERLIN = { lat: 52.52437, long: 13.41053 };
const STEP = 0.00001;

export type BenchSearch = { inDate: string; outDate: string; radius: number; nudge: number };

export function berlinSearchUrl(origin: string, { inDate, outDate, radius, nudge }: BenchSearch): string {
  const round = (n: number) => Math.round(n * 1e7) / 1e7;
  const route = buildSearchRoute({
    lng: "en",
    placeName: "Berlin",
    placeId: "2950159",
    lat: round(BERLIN.lat + STEP * (nudge % 100)),
    long: round(BERLIN.long + STEP * Math.floor(nudge / 100)),
    inDate,
    outDate,
    guests: 2,
    radius,
  });
  if (!route.ok) throw new Error(`no search URL for ${JSON.stringify({ inDate, outDate, radius, nudge })}`);
  return `${origin}${route.url}`;
}

/** The first apartment a search page's HTML lists: its offer page's path, with the stay. */
export function firstOfferPath(searchHtml: string): string | undefined {
  return searchHtml.match(/href="(\/en\/apartments\/[^"]+)"/)?.[1]?.replaceAll("&amp;", "&");
}
