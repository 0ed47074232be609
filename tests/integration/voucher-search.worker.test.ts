import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type CompactListingSet, expandListings } from "../../app/domain/search/compact-listings";
import { isoDateFromToday } from "./booked-stay";
import { builtApp } from "./built-app";
import { listingsHrefOf } from "./loader-data";

/**
 * A promotion code on the search page (docs/decisions/0136): WELCOME10 (10 % off, two nights or more)
 * shows discounted prices beside the public ones on the cards, in the listing set and in the links;
 * without it the prices are public; a shared (cached) page never serves one to the other; an expired,
 * unknown or too short a stay's code says which and keeps the public prices.
 */

const HOST = "quartier.localhost";
const searchUrl = (offset: number, nights: number) =>
  `http://${HOST}/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(offset)}&outDate=${isoDateFromToday(offset + nights)}&guests=2&radius=10`;

/** Requests the built app as an anonymous browser would, waiting for the work it left (the page cache's copy). */
async function get(url: string) {
  const ctx = createExecutionContext();
  const response = await builtApp.fetch(new Request(url, { redirect: "manual" }), env as Env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, cache: response.headers.get("X-Page-Cache") };
}

const text = (html: string) => html.replace(/<!-- -->/g, "");
const money = (value: string) => Number(value.replaceAll(",", ""));
/** Each card's headline price (per night) and its struck public price, when it has one. */
const cards = (html: string) =>
  [...text(html).matchAll(/data-testid="listing-card"[\s\S]*?(?=data-testid="listing-card"|$)/g)].map(([card]) => {
    const publicPrice = /data-testid="listing-voucher-public"[^>]*>(.*?)<\/p>/s.exec(card)?.[1];
    const headline = card.replace(/<p[^>]*data-testid="listing-voucher-public".*?<\/p>/s, "");
    return {
      price: money(/data-testid="listing-price".*?>€([\d,.]+) per night</s.exec(headline)?.[1] ?? "NaN"),
      // Labelled for screen readers, struck through on screen.
      publicPrice: publicPrice
        ? (/^<span class="sr-only">Public price: <\/span><s>€([\d,.]+) per night<\/s>$/.exec(publicPrice)?.[1] ??
          "unlabelled")
        : undefined,
      withCode: /data-testid="listing-voucher"[^>]*>With promotion code WELCOME10</.test(card),
    };
  });
const cardLinks = (html: string) =>
  [...html.matchAll(/<a href="(\/en\/apartments\/[^"]+)"/g)].map((match) => (match[1] ?? "").replace(/&amp;/g, "&"));
const verdictOf = (html: string) => /data-testid="voucher-problem" data-verdict="([a-zA-Z]+)"/.exec(html)?.[1] ?? null;

/** Asks a page three times: the third is answered from the shared copy (docs/decisions/0042). */
async function cachedCopyOf(url: string) {
  await get(url);
  await get(url);
  const third = await get(url);
  expect(third.cache).toBe("hit");
  return third;
}

describe("a search with a promotion code", () => {
  it("WELCOME10 for two nights or more: discounted prices beside the public ones; without it public prices; no cached page leaks either way", async () => {
    const plain = searchUrl(150, 3);
    const withCode = `${plain}&voucher=welcome10`;
    // The public page first, kept in the shared cache.
    const publicPage = await cachedCopyOf(plain);
    const publicCards = cards(publicPage.html);
    expect(publicCards.length).toBeGreaterThan(0);
    expect(publicCards.every((card) => card.publicPrice === undefined && !card.withCode)).toBe(true);

    // The same search with the code: not the kept public copy, every card discounted.
    const discounted = await get(withCode);
    expect(discounted.status).toBe(200);
    expect(discounted.cache).toBe("miss");
    expect(discounted.html).toMatch(/data-testid="voucher-valid"[^>]*>Promotion code WELCOME10: the discounted prices/);
    const discountedCards = cards(discounted.html);
    expect(discountedCards.length).toBeGreaterThan(0);
    for (const card of discountedCards) {
      expect(card.withCode).toBe(true);
      expect(card.price).toBeLessThan(money(card.publicPrice ?? "0"));
    }
    // The struck public prices are what the search without the code shows.
    const publicPrices = new Set(publicCards.map((card) => card.price));
    expect(discountedCards.some((card) => publicPrices.has(money(card.publicPrice ?? "")))).toBe(true);
    for (const link of cardLinks(discounted.html)) expect(link).toContain("voucher=WELCOME10");
    expect(discounted.html).toMatch(
      /data-testid="voucher-input"[^>]*value="WELCOME10"|value="WELCOME10"[^>]*data-testid="voucher-input"/,
    );

    // The listing set the browser filters with is priced with the code too, and the public one without.
    const href = listingsHrefOf(discounted.html);
    expect(href).toContain("voucher=WELCOME10");
    const set = expandListings(await fetchSet(href));
    expect(set.every((listing) => listing.voucher?.code === "WELCOME10")).toBe(true);
    const publicHref = listingsHrefOf(publicPage.html);
    expect(publicHref).not.toContain("voucher");
    expect(expandListings(await fetchSet(publicHref)).every((listing) => listing.voucher === undefined)).toBe(true);

    // Kept in its turn, the code's copy is served to the code's address only.
    const keptDiscounted = await cachedCopyOf(withCode);
    expect(cards(keptDiscounted.html).every((card) => card.withCode)).toBe(true);
    const publicAgain = await get(plain);
    expect(publicAgain.cache).toBe("hit");
    expect(cards(publicAgain.html).every((card) => !card.withCode && card.publicPrice === undefined)).toBe(true);
  });

  it("the form's search by name (no JavaScript, the home page's) hands the typed code on to the search", async () => {
    const entry = await builtApp.fetch(
      new Request(
        `http://${HOST}/en/search?location=Berlin&inDate=${isoDateFromToday(150)}&outDate=${isoDateFromToday(153)}&guests=2&voucher=%20welcome10`,
        { redirect: "manual" },
      ),
      env as Env,
      createExecutionContext(),
    );
    expect(entry.status).toBe(302);
    expect(entry.headers.get("Location")).toMatch(/^\/en\/search\/Berlin\?.*&voucher=WELCOME10$/);
  });

  it.each([
    ["an expired code", "oldpromo", 3, "expired"],
    ["an unknown code", "NOSUCHCODE", 3, "unknown"],
    ["a stay shorter than the code's minimum", "WELCOME10", 1, "tooFewNights"],
  ])("%s says which, keeps the code in its field and the public prices", async (_, code, nights, verdict) => {
    const page = await get(`${searchUrl(154, nights)}&voucher=${code}`);
    expect(page.status).toBe(200);
    expect(verdictOf(page.html)).toBe(verdict);
    expect(page.html).toMatch(
      /aria-invalid="true"[^>]*data-testid="voucher-input"|data-testid="voucher-input"[^>]*aria-invalid="true"/,
    );
    expect(page.html).toContain(`value="${code.toUpperCase()}"`);
    const found = cards(page.html);
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((card) => card.publicPrice === undefined && !card.withCode)).toBe(true);
  });
});

async function fetchSet(href: string | null): Promise<CompactListingSet> {
  const ctx = createExecutionContext();
  const response = await builtApp.fetch(new Request(`http://${HOST}${href}`), env as Env, ctx);
  await waitOnExecutionContext(ctx);
  expect(response.status).toBe(200);
  return (await response.json()) as CompactListingSet;
}
