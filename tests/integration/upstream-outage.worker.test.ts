import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isRfpListing } from "../../shared/search/listing-markers";
import { isoDateFromToday } from "./booked-stay";
import { builtApp } from "./built-app";
import { searchInventory } from "./inventory";

/** The overall upstream deadline these tests give a page (the app's default is a few seconds). */
const DEADLINE_MS = 1000;
/** A guard, not a benchmark: without the deadline a hanging OTA held a page for 8 s a try, three tries. */
const ANSWERED_WITHIN_MS = DEADLINE_MS + 5000;

type Failure = "refuses" | "errors" | "garbage" | "hangs";

/** The OTA as the app reaches it: the seeded inventory, or one of the ways an OTA fails. */
function inventory(mode: (url: string) => Failure | "works") {
  return {
    fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
      switch (mode(String(input))) {
        case "works":
          return env.INVENTORY.fetch(input as string, init);
        case "refuses":
          return Promise.reject(new TypeError("Network connection lost."));
        case "errors":
          return Promise.resolve(Response.json({ error: { code: "internal", message: "boom" } }, { status: 500 }));
        case "garbage":
          return Promise.resolve(new Response("<html>upstream proxy</html>", { status: 200 }));
        case "hangs":
          return new Promise((_, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          });
      }
    },
  };
}

/** Requests the built app with the OTA replaced; waits for the work it left (the last good copy). */
async function fetchWithOta(url: string, mode: (otaUrl: string) => Failure | "works", init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const bindings = {
    ...env,
    INVENTORY: inventory(mode),
    UPSTREAM_DEADLINE_MS: String(DEADLINE_MS),
  } as unknown as Env;
  const started = Date.now();
  const response = await builtApp.fetch(new Request(url, { redirect: "manual", ...init }), bindings, ctx);
  const html = await response.text();
  const elapsed = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { response, html, elapsed };
}

const searchUrl = (lng: "en" | "de", from: string, to: string, guests = 2) =>
  `http://quartier.localhost/${lng}/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&inDate=${from}&outDate=${to}&guests=${guests}&radius=10`;

const FAILURES: Failure[] = ["refuses", "errors", "garbage", "hangs"];

describe("an OTA outage on the search page", () => {
  it.each(FAILURES)(
    "answers 503 with Retry-After and the page's error state within the deadline when the OTA %s",
    async (failure) => {
      const offset = 200 + FAILURES.indexOf(failure) * 9;
      const from = isoDateFromToday(offset);
      const to = isoDateFromToday(offset + 4);
      const { response, html, elapsed } = await fetchWithOta(searchUrl("en", from, to), () => failure);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(html).toContain("Failed to load offers");
      // The page around it stays usable: the search form and the language switch are there.
      expect(html).toMatch(/<form[^>]*action="\/en\/search"/);
      expect(html).toContain('data-testid="language-de"');
      expect(elapsed).toBeLessThan(ANSWERED_WITHIN_MS);
    },
  );

  it("still answers a bad search with 400, without asking the OTA", async () => {
    const { response, html } = await fetchWithOta(
      searchUrl("en", isoDateFromToday(240), isoDateFromToday(244), 99),
      () => "errors",
    );
    expect(response.status).toBe(400);
    expect(html).toContain('data-testid="search-problem"');
  });

  it("serves the last good results of the same search while the OTA is down, marked as such", async () => {
    const from = isoDateFromToday(250);
    const to = isoDateFromToday(255);
    const good = await fetchWithOta(searchUrl("de", from, to), () => "works");
    expect(good.response.status).toBe(200);
    const shown = [...good.html.matchAll(/data-listing-id="([^"]+)"/g)].map((m) => m[1] ?? "");
    expect(shown.length).toBeGreaterThan(0);
    expect(good.html).not.toContain('data-testid="stale-notice"');
    // Asked again, the page is kept for the next visitors.
    expect((await fetchWithOta(searchUrl("de", from, to), () => "works")).response.status).toBe(200);

    // Within its minute the page shared between visitors answers, without asking the OTA (0042).
    const shared = await fetchWithOta(searchUrl("de", from, to), () => "errors");
    expect(shared.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(shared.html).not.toContain('data-testid="stale-notice"');

    // A reload that asks anew meets the outage: the last good copy, marked, and never shared.
    const reload = { headers: { "Cache-Control": "no-cache" } };
    const stale = await fetchWithOta(searchUrl("de", from, to), () => "errors", reload);
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get("Cache-Control")).toBe("no-store");
    expect(stale.html).toContain('data-testid="stale-notice"');
    expect(stale.html).toContain("Diese Ergebnisse sind möglicherweise nicht aktuell");
    expect([...stale.html.matchAll(/data-listing-id="([^"]+)"/g)].map((m) => m[1])).toEqual(shown);

    // The marked copy replaced nothing: the next visitor still gets the shared results.
    const next = await fetchWithOta(searchUrl("de", from, to), () => "errors");
    expect(next.response.headers.get("X-Page-Cache")).toBe("hit");
    expect(next.html).not.toContain('data-testid="stale-notice"');

    // Another language of the same search has no copy of its own yet: the error state.
    const english = await fetchWithOta(searchUrl("en", from, to), () => "errors");
    expect(english.response.status).toBe(503);
  });
});

describe("an OTA outage on the offer page", () => {
  async function bookableApartment() {
    const { listings } = await searchInventory({ from: isoDateFromToday(260), to: isoDateFromToday(264) });
    const listing = listings.find((l) => !isRfpListing(l));
    if (!listing) throw new Error("no bookable apartment in the seeded inventory");
    return listing;
  }
  const offerUrl = (lng: "en" | "de", id: string, from: string, to: string) =>
    `http://quartier.localhost/${lng}/apartments/${id}?from=${from}&to=${to}&guests=2`;

  it.each(FAILURES)(
    "answers 503 with Retry-After and the offer page's own error state when the OTA %s",
    async (failure) => {
      const apartment = await bookableApartment();
      const offset = 270 + FAILURES.indexOf(failure) * 9;
      const url = offerUrl("en", apartment.apartmentType.id, isoDateFromToday(offset), isoDateFromToday(offset + 4));
      const { response, html, elapsed } = await fetchWithOta(url, () => failure);
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(html).toContain('data-testid="offer-unavailable"');
      expect(html).toContain("This apartment could not be loaded");
      expect(html).toContain('data-testid="language-de"');
      expect(elapsed).toBeLessThan(ANSWERED_WITHIN_MS);
    },
  );

  it("answers 503 with the rates' error state, and shows the apartment, when only the stay's rates fail", async () => {
    const apartment = await bookableApartment();
    const url = offerUrl("en", apartment.apartmentType.id, isoDateFromToday(320), isoDateFromToday(324));
    const { response, html } = await fetchWithOta(url, (otaUrl) =>
      new URL(otaUrl).pathname.endsWith("/offers") ? "errors" : "works",
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBeTruthy();
    expect(html).toContain('data-testid="offer-name"');
    expect(html).toContain("Prices could not be loaded");
  });

  it("serves the last good page while the OTA is down, marked as such", async () => {
    const apartment = await bookableApartment();
    const url = offerUrl("en", apartment.apartmentType.id, isoDateFromToday(330), isoDateFromToday(334));
    const good = await fetchWithOta(url, () => "works");
    expect(good.response.status).toBe(200);
    expect(good.html).not.toContain('data-testid="stale-notice"');

    const stale = await fetchWithOta(url, () => "hangs");
    expect(stale.response.status).toBe(200);
    expect(stale.response.headers.get("Cache-Control")).toBe("no-store");
    expect(stale.html).toContain('data-testid="stale-notice"');
    expect(stale.html).toContain("This page may be out of date");
    expect(stale.html).toContain(apartment.apartmentType.name);
  });
});

describe("an OTA outage behind the client-side offers API", () => {
  it.each(FAILURES)("POST /api/find-offers answers 503 with Retry-After when the OTA %s", async (failure) => {
    const payload = {
      params: {
        ibeUid: "quartier",
        lat: 52.52,
        long: 13.405,
        radius: 10,
        from: isoDateFromToday(40),
        to: isoDateFromToday(44),
        guests: 2,
        currency: "EUR",
        language: "en",
      },
      pageProps: {},
      options: {},
    };
    const { response, html } = await fetchWithOta("http://quartier.localhost/api/find-offers", () => failure, {
      method: "POST",
      body: JSON.stringify(payload),
      headers: {
        "Content-Type": "application/json",
        "Sec-Fetch-Site": "same-origin",
        Origin: "http://quartier.localhost",
      },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("120");
    // The spec's result: the upstream's status (500 when it gave none) for "Failed to load offers".
    expect(JSON.parse(html)).toMatchObject({ status: expect.any(Number), statusText: expect.any(String) });
  });
});
