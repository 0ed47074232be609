import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { SearchPage } from "../../shared/ota/search-page";
import { isoDateFromToday } from "./booked-stay";
import { builtApp } from "./built-app";

/**
 * The search page's first view in one inventory call (docs/decisions/0043): find-offers answers the
 * page with `options.firstPage`; an OTA that answers no page (one that does not know the option) is
 * asked with the GET of the location's page, as before.
 */
type Call = { method: string; path: string; body: unknown };

/** The seeded inventory as the app reaches it, recording each call; `oldOta` plays an OTA without the option. */
function recordingInventory(calls: Call[], { oldOta = false, pageFails = false } = {}) {
  return {
    async fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      const url = new URL(String(input));
      const text = typeof init?.body === "string" ? init.body : undefined;
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      calls.push({ method: init?.method ?? "GET", path: url.pathname, body });
      if (pageFails && url.pathname.endsWith("/page")) {
        return Response.json({ error: { code: "invalid_input", message: "no" } }, { status: 400 });
      }
      if (oldOta && url.pathname === "/api/find-offers" && body) {
        // An OTA that does not know the option: it ignores it and answers the location alone.
        const { firstPage: _ignored, ...options } = (body.options ?? {}) as Record<string, unknown>;
        const answer = await env.INVENTORY.fetch(String(input), {
          ...init,
          body: JSON.stringify({ ...body, options }),
        });
        return answer;
      }
      return env.INVENTORY.fetch(String(input), init);
    },
  };
}

async function searchPage(url: string, inventory: ReturnType<typeof recordingInventory>) {
  const ctx = createExecutionContext();
  const bindings = { ...env, INVENTORY: inventory } as unknown as Env;
  const response = await builtApp.fetch(new Request(url, { redirect: "manual" }), bindings, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, html };
}

const searchUrl = (offset: number, view = "") =>
  `http://quartier.localhost/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${isoDateFromToday(offset)}&outDate=${isoDateFromToday(offset + 3)}&guests=2&radius=10${view}`;

const listingIds = (html: string) => [...new Set([...html.matchAll(/data-listing-id="([^"]+)"/g)].map((m) => m[1]))];

/** The inventory's page GET for the search the app asked (its location and its first page query). */
async function pageGetOf(calls: Call[]) {
  const found = calls.find((call) => call.path === "/api/find-offers");
  if (!found) throw new Error("the page asked no find-offers");
  const query = (found.body as { options: { firstPage: Record<string, unknown> } }).options.firstPage;
  const post = await env.INVENTORY.fetch("https://inventory.internal/api/find-offers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...(found.body as object), options: {} }),
  });
  const { redirectLocation } = (await post.json()) as { redirectLocation: string };
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const res = await env.INVENTORY.fetch(`https://inventory.internal${redirectLocation}/page?${search}`);
  expect(res.status).toBe(200);
  return { query, page: (await res.json()) as SearchPage };
}

describe("the search page's first view", () => {
  it("asks the inventory once, for the search and its first page, and shows that page", async () => {
    const calls: Call[] = [];
    const { response, html } = await searchPage(searchUrl(310), recordingInventory(calls));
    expect(response.status).toBe(200);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(["POST /api/find-offers"]);
    const { query, page } = await pageGetOf(calls);
    expect(query).toMatchObject({ page: 1, pageSize: 10 });
    expect(page.listings.length).toBeGreaterThan(3);
    expect(listingIds(html)).toEqual(page.listings.map((listing) => listing.id));
  });

  it("asks for the page the URL shows (the second page of the tiles)", async () => {
    const calls: Call[] = [];
    const { response, html } = await searchPage(searchUrl(316, "&view=tile&page=2"), recordingInventory(calls));
    expect(response.status).toBe(200);
    expect(calls).toHaveLength(1);
    const { query, page } = await pageGetOf(calls);
    expect(query).toMatchObject({ page: 2, pageSize: 12 });
    expect(listingIds(html)).toEqual(page.listings.map((listing) => listing.id));
  });

  it("falls back to the page GET when the OTA answers no page, and shows the same page", async () => {
    const calls: Call[] = [];
    const { response, html } = await searchPage(searchUrl(322), recordingInventory(calls, { oldOta: true }));
    expect(response.status).toBe(200);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/find-offers",
      expect.stringMatching(/^GET \/api\/find-offers\/[a-f0-9]{32}\/page$/),
    ]);
    const { page } = await pageGetOf(calls);
    expect(listingIds(html)).toEqual(page.listings.map((listing) => listing.id));
    expect(listingIds(html).length).toBeGreaterThan(3);
  });

  it("keeps the error kinds: a failed page GET after find-offers is the listings' failure", async () => {
    const calls: Call[] = [];
    const inventory = recordingInventory(calls, { oldOta: true, pageFails: true });
    const { response, html } = await searchPage(searchUrl(328), inventory);
    // find-offers' own refusal would be the guest's 400; the listings' is shown on a 200 (0018).
    expect(response.status).toBe(200);
    expect(html).toContain("Failed to load offers");
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/find-offers",
      expect.stringMatching(/\/page$/),
    ]);
  });
});
