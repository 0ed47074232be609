import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "./booked-stay";
import { builtApp } from "./built-app";

/** Requests the built app as a browser would and waits for the work it left (keeping the copy). */
async function get(url: string, headers: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  const response = await builtApp.fetch(new Request(url, { headers, redirect: "manual" }), env as Env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html, cache: response.headers.get("X-Page-Cache") };
}

const searchUrl = (host: string, offset: number, guests = 2) =>
  `http://${host}/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(offset)}&outDate=${isoDateFromToday(offset + 3)}&guests=${guests}&radius=10`;

/** The nonce the policy allows, and every nonce attribute of the document. */
function noncesOf(response: Response, html: string) {
  const policy = /'nonce-([^']+)'/.exec(response.headers.get("Content-Security-Policy") ?? "")?.[1];
  const attributes = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]));
  return { policy, attributes: [...attributes] };
}

const listingIds = (html: string) => [...html.matchAll(/data-listing-id="([^"]+)"/g)].map((m) => m[1]);

describe("the page shared between anonymous visitors (docs/decisions/0042)", () => {
  it("keeps a search asked for twice and answers the next visitor from the copy, with a nonce of its own", async () => {
    const url = searchUrl("quartier.localhost", 120);
    const first = await get(url);
    expect(first.response.status).toBe(200);
    expect(first.cache).toBe("miss");
    // Asked once, a page is not kept (most searches are asked once); asked again, it is.
    expect((await get(url)).cache).toBe("miss");

    const second = await get(url);
    expect(second.response.status).toBe(200);
    expect(second.cache).toBe("hit");
    expect(listingIds(second.html)).toEqual(listingIds(first.html));
    expect(listingIds(second.html).length).toBeGreaterThan(0);

    // Scripts run only with this answer's nonce: the policy's, on every script, not the first's.
    const before = noncesOf(first.response, first.html);
    const after = noncesOf(second.response, second.html);
    expect(after.policy).toBeTruthy();
    expect(after.policy).not.toBe(before.policy);
    expect(after.attributes).toEqual([after.policy]);

    // The browser gets the page's own headers, none of the copy's bookkeeping.
    expect(second.response.headers.get("Cache-Control")).toBe(first.response.headers.get("Cache-Control"));
    for (const [name] of second.response.headers) expect(name).not.toMatch(/^x-page-cache-/);
    expect(
      second.response.headers.get("Strict-Transport-Security") ?? second.response.headers.get("X-Content-Type-Options"),
    ).toBeTruthy();
  });

  it("keeps brands, languages and preferences apart", async () => {
    const url = searchUrl("quartier.localhost", 124);
    expect((await get(url)).cache).toBe("miss");
    expect((await get(url.replace("quartier.localhost", "alpenstay.localhost"))).cache).toBe("miss");
    expect((await get(url.replace("/en/", "/de/"))).cache).toBe("miss");
    expect((await get(url, { Cookie: "__Host-currency=CHF" })).cache).toBe("miss");
    const phone = { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148" };
    expect((await get(url, phone)).cache).toBe("miss");
    expect((await get(url, phone)).cache).toBe("miss");
    expect((await get(url, phone)).cache).toBe("hit");
  });

  it("never shares a visitor's own page: signed in, in a checkout, or with a message to show", async () => {
    const url = searchUrl("quartier.localhost", 128);
    await get(url);
    await get(url);
    expect((await get(url)).cache).toBe("hit");
    for (const cookie of ["__Host-session=abc", "__Host-checkout=k", "__Host-flash=f"]) {
      const own = await get(url, { Cookie: cookie });
      expect(own.cache, cookie).toBeNull();
    }
  });

  it("keeps no refused search and no page that did not opt in", async () => {
    const invalid = searchUrl("quartier.localhost", 132, 99);
    const refused = await get(invalid);
    expect(refused.response.status).toBe(400);
    await get(invalid);
    expect((await get(invalid)).cache).not.toBe("hit");

    const legal = "http://quartier.localhost/en/legal/imprint";
    await get(legal);
    await get(legal);
    expect((await get(legal)).cache).toBeNull();
  });

  it("renders anew on a hard reload and shares the new copy at once", async () => {
    const url = searchUrl("quartier.localhost", 136);
    await get(url);
    const reload = await get(url, { "Cache-Control": "no-cache" });
    expect(reload.cache).toBe("miss");
    expect((await get(url)).cache).toBe("hit");
  });

  it("shares the home page", async () => {
    const home = "http://quartier.localhost/de";
    await get(home);
    await get(home);
    const again = await get(home);
    expect(again.response.status).toBe(200);
    expect(again.cache).toBe("hit");
    expect(again.html).toContain('lang="de"');
  });
});

/** Prices shown in a currency: "CHF 1,234.00" / "€1,234.00" as the English pages format them. */
const pricedIn = (html: string, symbol: string) => new RegExp(`${symbol}\\s?\\d`).test(html);
/** The currency switch's cookie as the app writes it (unsigned: base64 of its JSON). */
const currencyCookie = (code: string) => `__Host-currency=${encodeURIComponent(btoa(JSON.stringify(code)))}`;
const currencyCookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((line) => line.startsWith("__Host-currency="))
    ?.split(";")[0];

describe("a deep link's currency (docs/decisions/0137)", () => {
  it("shows the link's currency, makes it the guest's choice, and the shared copy never serves it elsewhere", async () => {
    const plain = searchUrl("quartier.localhost", 140);
    const chf = `${plain}&currency=CHF`;
    const first = await get(chf);
    expect(first.response.status).toBe(200);
    expect(pricedIn(first.html, "CHF")).toBe(true);
    expect(currencyCookieOf(first.response)).toBe(currencyCookie("CHF"));

    // The copy kept for the link's address gives the same page and the same cookie back.
    await get(chf);
    const copy = await get(chf);
    expect(copy.cache).toBe("hit");
    expect(pricedIn(copy.html, "CHF")).toBe(true);
    expect(currencyCookieOf(copy.response)).toBe(currencyCookie("CHF"));

    // The same search without the parameter is another address: the brand's default, no cookie set.
    const without = await get(plain);
    expect(without.cache).not.toBe("hit");
    expect(pricedIn(without.html, "CHF")).toBe(false);
    expect(pricedIn(without.html, "€")).toBe(true);
    expect(currencyCookieOf(without.response)).toBeUndefined();

    // The choice made by the link holds on the next page, which has no parameter.
    const next = await get(plain, { Cookie: currencyCookie("CHF") });
    expect(pricedIn(next.html, "CHF")).toBe(true);
    expect(currencyCookieOf(next.response)).toBeUndefined();
  });

  it.each([
    ["a currency the brand does not offer", "JPY", "", "€"],
    ["garbage", "%3Cscript%3E", "", "€"],
    ["garbage, with the guest's choice kept", "nope", currencyCookie("GBP"), "£"],
    ["the guest's choice already", "GBP", currencyCookie("GBP"), "£"],
  ])("falls back silently for %s", async (_, value, cookie, symbol) => {
    const url = `${searchUrl("quartier.localhost", 144)}&currency=${value}`;
    const page = await get(url, cookie ? { Cookie: cookie } : {});
    expect(page.response.status).toBe(200);
    expect(pricedIn(page.html, symbol)).toBe(true);
    expect(currencyCookieOf(page.response)).toBeUndefined();
  });
});
