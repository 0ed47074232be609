import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Listing } from "../../shared/ota/listing";
import { isoDateFromToday } from "./booked-stay";
import { cookiesFrom, fetchApp, postForm } from "./fetch-app";
import { searchInventory } from "./inventory";

const FROM = isoDateFromToday(40);
const TO = isoDateFromToday(47);
const BERLIN = "placeId=2950159&lat=52.52437&long=13.41053";

/** Berlin listings for the week, straight from the inventory. */
async function berlinListings(): Promise<Listing[]> {
  const { listings } = await searchInventory(
    { lat: 52.52437, long: 13.41053, radius: 10, from: FROM, to: TO, guests: 1 },
    { limit: 5000 },
  );
  expect(listings.length).toBeGreaterThan(0);
  return listings;
}

const euro = (minor: number) =>
  new Intl.NumberFormat("en-GB", { style: "currency", currency: "EUR" }).format(minor / 100);

/** The text of the element with a test id (tags stripped, entities of the formatter decoded). */
function textOf(html: string, testId: string): string {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, testId).toBeGreaterThan(-1);
  const open = html.indexOf(">", start) + 1;
  const tag = html.lastIndexOf("<", start);
  const name = /^<([a-z0-9]+)/.exec(html.slice(tag))?.[1] ?? "div";
  const close = html.indexOf(`</${name}>`, open);
  return html
    .slice(open, close)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("one nightly figure on every page", () => {
  it("the search card and the offer page show the same per-night price (total ÷ nights) and what it includes", async () => {
    const search = await fetchApp(
      `http://quartier.localhost/en/search/Berlin?${BERLIN}&inDate=${FROM}&outDate=${TO}&guests=1&radius=10&view=grid`,
    );
    expect(search.status).toBe(200);
    const searchHtml = await search.text();
    const listings = await berlinListings();
    // The first card on the page whose listing has fees on top of the accommodation (where the two
    // definitions of "per night" used to differ).
    const listing = [...searchHtml.matchAll(/data-listing-id="([^"]+)"/g)]
      .map((match) => listings.find((l) => l.id === match[1]))
      .find((l) => l && l.currency === "EUR" && l.totalPrice.lines.length > 0);
    expect(listing, "a EUR card with fees").toBeTruthy();
    if (!listing) return;
    const nights = listing.totalPrice.nights;
    const perNight = euro(Math.round(listing.totalPrice.total / nights));
    const card = searchHtml.indexOf(`data-listing-id="${listing.id}"`);
    // (The grid's card keeps a unit's words together with non-breaking spaces: read as spaces.)
    const cardHtml = searchHtml
      .slice(card, searchHtml.indexOf("</article>", card))
      .replace(/<!-- -->/g, "")
      .replace(/\u00a0/g, " ");
    expect(cardHtml).toContain(`${perNight} per night`);
    expect(cardHtml).toContain("incl. fees and taxes");
    expect(cardHtml).toContain(`${euro(listing.totalPrice.total)} total for ${nights} nights`);

    const offer = await fetchApp(
      `http://quartier.localhost/en/apartments/${listing.apartmentType.id}?from=${FROM}&to=${TO}&guests=1`,
    );
    expect(offer.status).toBe(200);
    const offerHtml = await offer.text();
    expect(textOf(offerHtml, "nightly-price")).toContain(`${perNight} per night`);
    const includes = textOf(offerHtml, "nightly-price-includes");
    expect(includes).toContain("incl. fees and taxes");
    expect(includes).toContain(`${euro(listing.totalPrice.total)} total for ${nights} nights`);
  });

  it("German pages say the same in German", async () => {
    const [listing] = await berlinListings();
    if (!listing) return;
    const offer = await fetchApp(
      `http://quartier.localhost/de/apartments/${listing.apartmentType.id}?from=${FROM}&to=${TO}&guests=1`,
    );
    const includes = textOf(await offer.text(), "nightly-price-includes");
    expect(includes).toContain("inkl. Gebühren und Steuern");
    expect(includes).toContain("7 Nächte");
  });
});

describe("the inventory's limits, checked before it is called", () => {
  const searchUrl = (lng: string, inDate: string, outDate: string, guests = 2) =>
    `http://quartier.localhost/${lng}/search/Berlin?${BERLIN}&inDate=${inDate}&outDate=${outDate}&guests=${guests}&radius=10`;

  it.each([
    ["past dates", searchUrl("en", isoDateFromToday(-10), isoDateFromToday(-3)), "Check-in cannot be in the past."],
    [
      "a stay over 365 nights",
      searchUrl("en", isoDateFromToday(5), isoDateFromToday(400)),
      "A stay can last at most 365 nights.",
    ],
    ["31 guests", searchUrl("en", FROM, TO, 31), "Guests must be a whole number from 1 to 30."],
    [
      "German past dates",
      searchUrl("de", isoDateFromToday(-10), isoDateFromToday(-3)),
      "Die Anreise darf nicht in der Vergangenheit liegen.",
    ],
  ])("%s: 400 with a message that says what to change, the form marked invalid", async (_name, url, message) => {
    const response = await fetchApp(url);
    expect(response.status).toBe(400);
    const html = (await response.text()).replace(/<!-- -->/g, "");
    expect(html).not.toContain("HTTP 400");
    expect(html).not.toContain('data-testid="offers-error"');
    expect(textOf(html, "search-problem")).toContain(message);
    // Next to the field in the server-rendered form, with the invalid state (kept without JavaScript).
    const form = html.slice(html.indexOf('id="search-form"'));
    expect(form).toContain(message);
    expect(html).toMatch(/<form[^>]*data-invalid="true"/);
  });

  it.each([
    ["en", "Choose your arrival and departure dates."],
    ["de", "Bitte wählen Sie Ihr An- und Abreisedatum."],
  ])("a search without dates asks for them in %s, with a 400 and the typed place kept", async (lng, message) => {
    const response = await fetchApp(`http://quartier.localhost/${lng}/search?location=Berlin&guests=2&radius=10`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).not.toContain("Dayjs instance");
    expect(html).toContain('value="Berlin"');
  });

  it("the search form's no-JavaScript target refuses past dates with a 400 before calling the inventory", async () => {
    const response = await fetchApp(
      `http://quartier.localhost/en/search?location=Berlin&inDate=${isoDateFromToday(-10)}&outDate=${isoDateFromToday(-3)}&guests=2&radius=10`,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Check-in cannot be in the past.");
  });
});

describe("the apartment page promises only what the guest can use", () => {
  it("names the checkout's payment methods the property accepts, never PayPal, and each rate's cancellation terms", async () => {
    const listing = (await berlinListings()).find((l) => l.includedServices.includes("paypal"));
    expect(listing, "a Berlin apartment whose property lists PayPal").toBeTruthy();
    if (!listing) return;
    for (const [lng, rateWord] of [
      ["en", "rate"],
      ["de", "arif"],
    ] as const) {
      const response = await fetchApp(
        `http://quartier.localhost/${lng}/apartments/${listing.apartmentType.id}?from=${FROM}&to=${TO}&guests=1`,
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      const payments = textOf(html, "payment-methods");
      expect(payments).not.toContain("PayPal");
      expect(payments).toMatch(
        lng === "en" ? /Credit card|Bank transfer|Pay at the property/ : /Kreditkarte|Überweisung|Zahlung/,
      );
      const policies = html.slice(html.indexOf('data-testid="rate-policies"'));
      const rates = policies.slice(0, policies.indexOf("</ul>")).match(/data-rate-plan="/g) ?? [];
      expect(rates.length, "one line per rate").toBeGreaterThanOrEqual(2);
      expect(textOf(html, "rate-policies")).toContain(rateWord);
    }
  });
});

describe("numbers in the page's language", () => {
  it("German cards write distances with a decimal comma, and every card shows a size range in m² and sq ft", async () => {
    const url = (lng: string) =>
      `http://quartier.localhost/${lng}/search/Berlin?${BERLIN}&inDate=${FROM}&outDate=${TO}&guests=1&radius=10&view=grid`;
    const de = (await (await fetchApp(url("de"))).text()).replace(/<!-- -->/g, "");
    expect(de).toMatch(/\d,\d km/);
    expect(de).not.toMatch(/\d\.\d km/);

    const en = (await (await fetchApp(url("en"))).text()).replace(/<!-- -->/g, "");
    const listings = await berlinListings();
    const ranged = [...en.matchAll(/data-listing-id="([^"]+)"/g)]
      .map((match) => listings.find((l) => l.id === match[1]))
      .find((l) => l && l.apartmentType.size.min !== l.apartmentType.size.max);
    expect(ranged, "a card with a size range").toBeTruthy();
    if (!ranged) return;
    const { min, max } = ranged.apartmentType.size;
    const card = en.slice(en.indexOf(`data-listing-id="${ranged.id}"`));
    const feet = (m2: number) => Math.round(m2 * 10.7639).toLocaleString("en-GB");
    const cardText = card
      .slice(0, card.indexOf("</article>"))
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ");
    expect(cardText).toContain(`${Math.round(min)}–${Math.round(max)} m² (${feet(min)}–${feet(max)} sq ft)`);
  });
});

describe("exchange rates that cannot convert", () => {
  async function currencyCookie(currency: string): Promise<string> {
    const response = await postForm("http://quartier.localhost/en/preferences", {
      intent: "currency",
      currency,
      redirectTo: "/en",
    });
    return cookiesFrom(response);
  }

  it("keeps prices in the booking currency with a notice when the rates lack the chosen currency, and converts when they have it", async () => {
    // The cron's latest rates in KV, fresher than the snapshot but without US dollars.
    const today = isoDateFromToday(0);
    await env.RATES.put(
      "ecb:latest",
      JSON.stringify({
        base: "EUR",
        date: today,
        rates: { GBP: 0.85, CHF: 0.93 },
        fetchedAt: new Date().toISOString(),
      }),
    );
    try {
      const url = `http://quartier.localhost/en/search/Berlin?${BERLIN}&inDate=${FROM}&outDate=${TO}&guests=1&radius=10`;
      const usd = await fetchApp(url, { headers: { Cookie: await currencyCookie("USD") } });
      expect(usd.status).toBe(200);
      const html = (await usd.text()).replace(/<!-- -->/g, "");
      expect(textOf(html, "exchange-notice")).toBe(
        "Prices shown in EUR; currency conversion is unavailable right now.",
      );
      const prices = [...html.matchAll(/data-testid="listing-price"[\s\S]*?<\/div>/g)].map((m) => m[0]).join(" ");
      expect(prices).toContain("€");
      expect(prices).not.toContain("$");

      const [listing] = await berlinListings();
      const offer = await fetchApp(
        `http://quartier.localhost/de/apartments/${listing?.apartmentType.id}?from=${FROM}&to=${TO}&guests=1`,
        { headers: { Cookie: await currencyCookie("USD") } },
      );
      expect(textOf(await offer.text(), "exchange-notice")).toContain(
        "die Währungsumrechnung ist gerade nicht verfügbar",
      );

      const gbp = await fetchApp(url, { headers: { Cookie: await currencyCookie("GBP") } });
      const gbpHtml = await gbp.text();
      expect(gbpHtml).not.toContain('data-testid="exchange-notice"');
      expect(gbpHtml).toContain("£");
    } finally {
      await env.RATES.delete("ecb:latest");
    }
  });
});
