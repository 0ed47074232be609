import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";
import { searchInventory } from "./inventory";

/**
 * A brand's sitemap lists every apartment it sells (docs/decisions/0081), not only what a search
 * around its featured cities with one stay finds: also apartments in other cities, sold out or with
 * a long minimum stay then, and its city landing pages.
 */

/** Seed cities, featured by a brand or not (Berlin is not Alpenstay's; Munich, Leipzig not Quartier's). */
const CITIES = {
  berlin: [52.52437, 13.41053],
  munich: [48.13743, 11.57549],
  amsterdam: [52.37403, 4.88969],
  vienna: [48.20849, 16.37208],
  leipzig: [51.33962, 12.37129],
} as const;

/** Two stays a guest might search: a short one soon and a long one later. */
const STAYS = [
  { from: isoDateFromToday(30), to: isoDateFromToday(33) },
  { from: isoDateFromToday(75), to: isoDateFromToday(103) },
];

/** What the brand's own listings sell around a city, over both stays. */
async function soldAround(ibeUid: string, [lat, long]: readonly [number, number]): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const stay of STAYS) {
    const { status, listings } = await searchInventory(
      { ibeUid, lat, long, radius: 25, ...stay, guests: 1 },
      { limit: 5000 },
    );
    expect(status).toBe(200);
    for (const listing of listings) ids.add(listing.apartmentType.id);
  }
  return ids;
}

/** Every apartment type the inventory lets a tenant sell (its list endpoint, one page). */
async function tenantApartmentIds(ibeUid: string): Promise<string[]> {
  const response = await env.INVENTORY.fetch(`https://inventory.internal/api/ibe/${ibeUid}/apartments`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { apartmentTypeIds: string[] }).apartmentTypeIds;
}

/** Every `<loc>` of a brand's sitemap, over all its pages. */
async function sitemapUrls(host: string): Promise<string[]> {
  const index = await (await fetchApp(`http://${host}/sitemap.xml`)).text();
  const pages = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  const urls: string[] = [];
  for (const page of pages) {
    const response = await fetchApp(page);
    expect(response.status, page).toBe(200);
    urls.push(...[...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ""));
  }
  return urls;
}

const offerIdsOf = (urls: readonly string[], host: string, lng: string) =>
  new Set(
    urls
      .filter((url) => url.startsWith(`http://${host}/${lng}/apartments/`))
      .map((url) => decodeURIComponent(url.split("/apartments/")[1] ?? "")),
  );

describe("a brand's sitemap", () => {
  it.each([
    ["alpenstay", "alpenstay.localhost", "de"],
    ["quartier", "quartier.localhost", "en"],
  ])("holds every apartment %s's own listings sell in each city", async (ibeUid, host, lng) => {
    const listed = offerIdsOf(await sitemapUrls(host), host, lng);
    let sold = 0;
    for (const [city, position] of Object.entries(CITIES)) {
      const ids = await soldAround(ibeUid, position);
      sold += ids.size;
      const missing = [...ids].filter((id) => !listed.has(id));
      expect(missing, `${ibeUid} in ${city}`).toEqual([]);
    }
    expect(sold).toBeGreaterThan(20);
  });

  it("lists apartments only of its own brand, and each answers 200 there", async () => {
    const urls = await sitemapUrls("alpenstay.localhost");
    const listed = offerIdsOf(urls, "alpenstay.localhost", "de");
    // Quartier carries every property, the other brands a subset each.
    const alpenstays = new Set(await tenantApartmentIds("alpenstay"));
    const quartierOnly = (await tenantApartmentIds("quartier")).filter((id) => !alpenstays.has(id));
    expect(quartierOnly.length).toBeGreaterThan(0);
    for (const id of quartierOnly) expect(listed.has(id), id).toBe(false);
    const other = quartierOnly[0] ?? "";
    expect((await fetchApp(`http://alpenstay.localhost/de/apartments/${other}`)).status).toBe(404);
    const sample = [...listed].filter((_, i) => i % Math.max(1, Math.floor(listed.size / 12)) === 0).slice(0, 12);
    for (const id of sample) {
      const response = await fetchApp(`http://alpenstay.localhost/de/apartments/${id}`);
      expect(response.status, id).toBe(200);
      await response.body?.cancel();
    }
  });

  it("lists the city landing pages in each language, and the home page links them", async () => {
    const urls = await sitemapUrls("quartier.localhost");
    for (const path of [
      "/en/serviced-apartments/berlin",
      "/de/serviced-apartments/berlin",
      "/en/serviced-apartments/vienna",
      "/de/serviced-apartments/wien",
    ]) {
      expect(urls, path).toContain(`http://quartier.localhost${path}`);
    }
    const home = await (await fetchApp("http://quartier.localhost/en")).text();
    expect(home).toContain('href="/en/serviced-apartments/berlin"');
    const homeDe = await (await fetchApp("http://quartier.localhost/de")).text();
    expect(homeDe).toContain('href="/de/serviced-apartments/wien"');
  });
});

describe("the OTA's list of a tenant's apartments", () => {
  it("pages through every apartment the tenant sells, in id order, without repeats", async () => {
    const list = async (query: string) => {
      const response = await env.INVENTORY.fetch(`https://inventory.internal/api/ibe/alpenstay/apartments?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { apartmentTypeIds: string[]; next: string | null };
    };
    const all = await list("");
    expect(all.next).toBeNull();
    const paged: string[] = [];
    let after: string | null = "";
    for (let i = 0; i < 500 && after !== null; i++) {
      const page = await list(`limit=${Math.ceil(all.apartmentTypeIds.length / 3)}${after ? `&after=${after}` : ""}`);
      paged.push(...page.apartmentTypeIds);
      after = page.next;
    }
    expect(paged).toEqual(all.apartmentTypeIds);
    expect([...paged].sort()).toEqual(paged);
    expect(new Set(paged).size).toBe(paged.length);
    const bad = await env.INVENTORY.fetch("https://inventory.internal/api/ibe/alpenstay/apartments?limit=0");
    expect(bad.status).toBe(400);
    const unknown = await env.INVENTORY.fetch("https://inventory.internal/api/ibe/nobody/apartments");
    expect(unknown.status).toBe(404);
  });
});
