import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkHreflangReciprocity, hreflangPageFromHtml } from "../../app/domain/seo/hreflang";
import { validateJsonLd } from "../../app/domain/seo/schema-org-vocabulary";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";
import { searchInventory } from "./inventory";

const FROM = isoDateFromToday(40);
const TO = isoDateFromToday(47);

/** Apartment type ids a tenant sees around a place, straight from the inventory. */
async function apartmentIds(
  ibeUid: string,
  lat: number,
  long: number,
  stay: { from: string; to: string } = { from: FROM, to: TO },
): Promise<string[]> {
  const { listings } = await searchInventory({ ibeUid, lat, long, radius: 25, ...stay, guests: 1 }, { limit: 5000 });
  return listings.map((listing) => listing.apartmentType.id);
}

function jsonLdOf(html: string): unknown {
  const match = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  expect(match, "the page has JSON-LD").toBeTruthy();
  return JSON.parse(match?.[1] ?? "null");
}

const stayQuery = `from=${FROM}&to=${TO}&guests=1`;

describe("offer page", () => {
  it("shows the apartment, the price of the stay and valid JSON-LD with an Offer", async () => {
    const [id] = await apartmentIds("quartier", 52.52, 13.405);
    expect(id).toBeTruthy();
    const response = await fetchApp(`http://quartier.localhost/en/apartments/${id}?${stayQuery}&radius=10`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="offer-name"');
    expect(html).toMatch(/data-testid="nightly-price"[^>]*>€[\d,.]+ per night/);
    expect(html).toContain('data-testid="book-form"');
    expect(html).toContain('action="/en/checkout/start"');
    expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+"/);
    const jsonLd = jsonLdOf(html);
    expect(validateJsonLd(jsonLd)).toEqual([]);
    expect(JSON.stringify(jsonLd)).toContain('"@type":"Offer"');
    expect(html).toContain(`<link rel="canonical" href="http://quartier.localhost/en/apartments/${id}"/>`);
  });

  it("asks for dates without a stay, and its JSON-LD has no Offer", async () => {
    const [id] = await apartmentIds("quartier", 52.52, 13.405);
    const response = await fetchApp(`http://quartier.localhost/en/apartments/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Choose your dates to see the price and availability.");
    const jsonLd = jsonLdOf(html);
    expect(validateJsonLd(jsonLd)).toEqual([]);
    expect(JSON.stringify(jsonLd)).not.toContain('"Offer"');
  });

  it("answers an unknown apartment with the translated 404", async () => {
    const response = await fetchApp("http://quartier.localhost/de/apartments/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('data-testid="error-page"');
  });

  it("answers another tenant's apartment with 404", async () => {
    // "quartier" carries every property, harbourlofts a subset: some Berlin apartments are not its own.
    const [all, harbour] = await Promise.all([
      apartmentIds("quartier", 52.52, 13.405),
      apartmentIds("harbourlofts", 52.52, 13.405),
    ]);
    const statuses = await Promise.all(
      all.slice(0, 15).map(async (id) => ({
        id,
        status: (await fetchApp(`http://harbourlofts.localhost/en/apartments/${id}`)).status,
      })),
    );
    const foreign = statuses.filter((s) => s.status === 404);
    expect(foreign.length, "some of quartier's Berlin apartments are not harbourlofts'").toBeGreaterThan(0);
    for (const { id, status } of statuses) expect(status === 200 || !harbour.includes(id)).toBe(true);
  });

  it("has reciprocal hreflang links in German and English", async () => {
    const [id] = await apartmentIds("alpenstay", 48.13743, 11.57549);
    const pages = await Promise.all(
      ["de", "en"].map(async (lng) => {
        const url = `http://alpenstay.localhost/${lng}/apartments/${id}?${stayQuery}`;
        const response = await fetchApp(url);
        expect(response.status).toBe(200);
        return hreflangPageFromHtml(`http://alpenstay.localhost/${lng}/apartments/${id}`, await response.text());
      }),
    );
    expect(checkHreflangReciprocity(pages)).toEqual([]);
  });

  it("answers bad dates or guests with 400 and a message, never 500", async () => {
    const [id] = await apartmentIds("quartier", 52.52, 13.405);
    for (const query of [
      "from=2020-01-01&to=2020-01-05",
      "from=not-a-date&to=2027-01-01",
      `from=${TO}&to=${FROM}`,
      `${stayQuery.replace("guests=1", "guests=abc")}`,
      `${stayQuery.replace("guests=1", "guests=99")}`,
      `${stayQuery}&rfpId=%3Cscript%3E`,
    ]) {
      const response = await fetchApp(`http://quartier.localhost/en/apartments/${id}?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toContain('data-testid="query-errors"');
    }
  });
});

describe("checkout start", () => {
  it("answers bad input with 400 and messages", async () => {
    const response = await postForm("http://quartier.localhost/de/checkout/start", {
      apartmentTypeId: "x",
      from: "morgen",
      guests: "0",
      offerUrl: "https://evil.example/",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('data-testid="checkout-errors"');
  });

  it("sends a visit home", async () => {
    const response = await fetchApp("http://quartier.localhost/en/checkout/start");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en");
  });
});

describe("crawler routes", () => {
  it("robots.txt allows the brand host and names its sitemap, and shuts the admin host", async () => {
    const response = await fetchApp("http://alpenstay.localhost/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("Sitemap: http://alpenstay.localhost/sitemap.xml");
    expect(text).toContain("Disallow: /*/checkout");
    const admin = await fetchApp("http://admin.alpenstay.localhost/robots.txt");
    expect(await admin.text()).toBe("User-agent: *\nDisallow: /\n");
  });

  it("the sitemap lists the tenant's pages and every sampled URL answers 200", async () => {
    const index = await fetchApp("http://alpenstay.localhost/sitemap.xml");
    expect(index.status).toBe(200);
    expect(index.headers.get("Content-Type")).toContain("application/xml");
    const pageUrls = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    expect(pageUrls[0]).toBe("http://alpenstay.localhost/sitemaps/1.xml");
    const page = await fetchApp(pageUrls[0] ?? "");
    expect(page.status).toBe(200);
    const urls = [...(await page.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    const homes = urls.filter((url) => /^http:\/\/alpenstay\.localhost\/(de|en)$/.test(url));
    const offers = urls.filter((url) => url.includes("/apartments/"));
    expect(homes).toHaveLength(2);
    expect(offers.length).toBeGreaterThan(2);
    expect(urls.every((url) => url.startsWith("http://alpenstay.localhost/"))).toBe(true);

    // Every apartment alpenstay sells, and only those: tests/integration/seo-sitemap.worker.test.ts.
    const step = Math.max(1, Math.floor(offers.length / 20));
    const sample = [...homes, ...offers.filter((_, i) => i % step === 0).slice(0, 20)];
    for (const url of sample) {
      const response = await fetchApp(url);
      expect(response.status, url).toBe(200);
      await response.body?.cancel();
    }
    expect((await fetchApp("http://alpenstay.localhost/sitemaps/99.xml")).status).toBe(404);
  });

  it("keeps each tenant's sitemap offers in KV under its own key and serves them from there", async () => {
    await fetchApp("http://citynest.localhost/sitemap.xml");
    const keys = (await env.PAGE_COPIES.list({ prefix: "sitemap:offers:v2:" })).keys.map((k) => k.name);
    const citynestKey = keys.find((key) => key === "sitemap:offers:v2:citynest");
    expect(citynestKey, "citynest's offers are cached").toBeTruthy();
    const cached = (await env.PAGE_COPIES.get(citynestKey ?? "", "json")) as { ibeUid: string }[];
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.every((offer) => offer.ibeUid === "citynest")).toBe(true);

    // Served from the cache: a marker entry put there shows up in the sitemap page.
    const marked = [...cached, { apartmentTypeId: "cached-marker", ibeUid: "citynest", propertyName: "Marker" }];
    await env.PAGE_COPIES.put(citynestKey ?? "", JSON.stringify(marked));
    const page = await (await fetchApp("http://citynest.localhost/sitemaps/1.xml")).text();
    expect(page).toContain("/apartments/cached-marker");
    // Another tenant's sitemap never sees it.
    expect(await (await fetchApp("http://alpenstay.localhost/sitemaps/1.xml")).text()).not.toContain("cached-marker");
    await env.PAGE_COPIES.delete(citynestKey ?? "");
  });

  it("the admin host has no sitemap", async () => {
    expect((await fetchApp("http://admin.alpenstay.localhost/sitemap.xml")).status).toBe(404);
    expect((await fetchApp("http://admin.alpenstay.localhost/sitemaps/1.xml")).status).toBe(404);
  });

  it("a city landing page is the city's search page at its own URL, in both languages", async () => {
    const pages = await Promise.all(
      ["/de/serviced-apartments/muenchen", "/en/serviced-apartments/munich"].map(async (path) => {
        const response = await fetchApp(`http://alpenstay.localhost${path}`);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html).toContain('data-testid="search-page" data-valid="true"');
        expect(html).toContain(`<link rel="canonical" href="http://alpenstay.localhost${path}"/>`);
        // Every result links to an offer page of this tenant, so a crawler reaches the offers.
        expect([...html.matchAll(/href="(\/(de|en)\/apartments\/[^"?]+)/g)].length).toBeGreaterThan(2);
        return hreflangPageFromHtml(`http://alpenstay.localhost${path}`, html);
      }),
    );
    expect(checkHreflangReciprocity(pages)).toEqual([]);
    const other = await fetchApp("http://alpenstay.localhost/de/serviced-apartments/M%C3%BCnchen?view=tile");
    expect(other.status).toBe(301);
    expect(other.headers.get("Location")).toBe("/de/serviced-apartments/muenchen?view=tile");
    expect((await fetchApp("http://alpenstay.localhost/de/serviced-apartments/atlantis")).status).toBe(404);
  });
});
