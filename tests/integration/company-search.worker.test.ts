import { describe, expect, it } from "vitest";
import { type CompactListingSet, expandListings } from "../../app/domain/search/compact-listings";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp, postForm } from "./fetch-app";
import { signIn } from "./sign-in-flow";

/**
 * A company code on the search page and in the traveller's profile (docs/guides/features.md "Company codes",
 * docs/decisions/0032 and 0036): a valid code puts the company's rate on the cards and into every
 * link; an unknown, expired or other tenant's code is said on the page, the input kept, the public
 * rates shown. A profile's code is checked when saved and used when the URL has none.
 */

const HOST = "quartier.localhost";
const STAY = `inDate=${isoDateFromToday(60)}&outDate=${isoDateFromToday(64)}&guests=1`;
const SEARCH = `http://${HOST}/en/search/Berlin?placeId=2950159&lat=52.52437&long=13.41053&${STAY}&radius=25`;

/** The loader data the page streams (its listing-set location is in it). */
function loaderDataOf(html: string): string {
  return [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((match) => JSON.parse(match[1] ?? '""') as string)
    .join("");
}

const cardLinks = (html: string) =>
  [...html.matchAll(/<a href="(\/en\/apartments\/[^"]+)"/g)].map((match) => (match[1] ?? "").replace(/&amp;/g, "&"));

const inputValue = (html: string, testId: string) =>
  new RegExp(`<input[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0].match(/ value="([^"]*)"/)?.[1];

describe("the search page with a company code", () => {
  it("a valid code: the company's rate on the cards by the company's name, the code in every link and the listing set", async () => {
    const response = await fetchApp(`${SEARCH}&companyCode=acme`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/data-testid="company-code-valid"[^>]*>[^<]*Acme Consulting GmbH/);
    expect(inputValue(html, "company-code-input")).toBe("ACME");
    const rates = [...html.matchAll(/data-testid="listing-company-rate"[^>]*>([\s\S]*?)<\/p>/g)];
    expect(rates.length).toBeGreaterThan(0);
    expect(rates[0]?.[1]?.replace(/<!-- -->/g, "")).toMatch(/Company rate.*Acme Consulting GmbH: €[\d,.]+ per night/);
    // The public rate beside it, labelled and struck through, so the saving shows (and is read out).
    const publicRates = [...html.matchAll(/data-testid="listing-public-rate"[^>]*>([\s\S]*?)<\/p>/g)];
    // (A card whose public rate is no dearer shows none.)
    expect(publicRates.length).toBeGreaterThan(0);
    const amount = (text: string) => Number(/€([\d,.]+)/.exec(text)?.[1]?.replaceAll(",", ""));
    const first = publicRates[0]?.[1]?.replace(/<!-- -->/g, "") ?? "";
    expect(first).toMatch(/^Public rate: <s>€[\d,.]+ per night<\/s>$/);
    expect(amount(first)).toBeGreaterThan(amount(rates[0]?.[1]?.replace(/<!-- -->/g, "") ?? ""));
    const links = cardLinks(html);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain("companyCode=ACME");
    const listingsHref = loaderDataOf(html).match(/\/api\/find-offers\/listings\?[^"]+/)?.[0];
    expect(listingsHref).toContain("companyCode=ACME");
    const set = await fetchApp(`http://${HOST}${listingsHref}`);
    expect(set.status).toBe(200);
    const listings = expandListings((await set.json()) as CompactListingSet);
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.every((listing) => listing.companyRate?.name === "Acme Consulting GmbH")).toBe(true);
  });

  it("a valid code opens the apartment page with the company's rate", async () => {
    const html = await (await fetchApp(`${SEARCH}&companyCode=ACME`)).text();
    const link = cardLinks(html)[0];
    const offer = await fetchApp(`http://${HOST}${link}`);
    expect(offer.status).toBe(200);
    expect(await offer.text()).toMatch(/data-testid="company-code-valid"[^>]*>[^<]*Acme Consulting GmbH/);
  });

  it.each([
    ["an unknown code", "nope-123", "NOPE-123", "unknown"],
    ["an expired code", "acme-old", "ACME-OLD", "expired"],
    ["another tenant's code", "bergwerk", "BERGWERK", "unknown"],
  ])(
    "%s: the notice, the input kept, the public rates, as the apartment page answers",
    async (_what, typed, code, status) => {
      const response = await fetchApp(`${SEARCH}&companyCode=${typed}`);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`data-testid="company-code-problem" data-status="${status}"[^>]*>[^<]*${code}`));
      expect(inputValue(html, "company-code-input")).toBe(code);
      expect(html).not.toContain('data-testid="listing-company-rate"');
      expect(html).toContain('data-testid="listing-card"');
      // The same answer as the apartment page gives the same code (a GET page shows the public rates).
      const link = cardLinks(html)[0] ?? "";
      expect(link).toContain(`companyCode=${code}`);
      const offer = await fetchApp(`http://${HOST}${link}`);
      expect(offer.status).toBe(response.status);
      expect(response.status).toBe(200);
    },
  );

  it("the search form without JavaScript carries the code into the search URL", async () => {
    const params = new URLSearchParams({
      location: "Berlin",
      placeId: "2950159",
      lat: "52.52437",
      long: "13.41053",
      inDate: isoDateFromToday(60),
      outDate: isoDateFromToday(64),
      guests: "1",
      radius: "25",
      companyCode: " acme ",
    });
    const response = await fetchApp(`http://${HOST}/en/search?${params}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(/^\/en\/search\/Berlin\?.*&radius=25&companyCode=ACME$/);
    // The form showed a code and the guest emptied the field: the public rates, said in the URL (a
    // signed-in traveller's profile code would otherwise come back).
    params.set("companyCode", "");
    params.set("hadCompanyCode", "1");
    const emptied = await fetchApp(`http://${HOST}/en/search?${params}`);
    expect(emptied.headers.get("Location")).toMatch(/^\/en\/search\/Berlin\?.*&radius=25&companyCode=$/);
  });

  it("the search form shown with a code says so, so that emptying the field is sent", async () => {
    const html = await (await fetchApp(`${SEARCH}&companyCode=ACME`)).text();
    expect(html).toMatch(/<input type="hidden" name="hadCompanyCode" value="1"\/?>/);
    expect(await (await fetchApp(SEARCH)).text()).not.toContain('name="hadCompanyCode"');
  });
});

describe("the company code in the traveller's profile", () => {
  const profile = `http://${HOST}/en/account/profile`;

  async function traveller() {
    const email = `company-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { app } = await signIn("quartier", {
      lng: "en",
      register: { email, password: `pw-${crypto.randomUUID()}`, name: "Ada Lovelace" },
    });
    return app.header();
  }

  it.each([
    ["an unknown code", "nope-123", "This company code is not known here."],
    ["an expired code", "ACME-OLD", "This company code has expired."],
    ["another tenant's code", "TIDEWAY", "This company code is not known here."],
  ])("refuses %s at the field with 400, keeping the input", async (_what, code, message) => {
    const cookie = await traveller();
    const response = await postForm(
      profile,
      { firstName: "Ada", lastName: "Lovelace", companyCode: code },
      { Cookie: cookie },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    // As typed: the traveller corrects what they wrote.
    expect(inputValue(html, "profile-company-code")).toBe(code);
  });

  it("keeps a valid code, which the search and the apartment page then use; a code in the URL wins", async () => {
    const cookie = await traveller();
    const saved = await postForm(
      profile,
      { firstName: "Ada", lastName: "Lovelace", companyCode: "acme" },
      { Cookie: cookie },
    );
    expect(saved.status).toBe(302);
    const page = await (await fetchApp(profile, { headers: { Cookie: cookie } })).text();
    expect(inputValue(page, "profile-company-code")).toBe("ACME");

    const search = await fetchApp(SEARCH, { headers: { Cookie: cookie } });
    expect(search.status).toBe(302);
    expect(search.headers.get("Location")).toMatch(/^\/en\/search\/Berlin\?.*&companyCode=ACME$/);
    expect(search.headers.get("Cache-Control")).toContain("no-store");
    const followed = await (
      await fetchApp(`http://${HOST}${search.headers.get("Location")}`, { headers: { Cookie: cookie } })
    ).text();
    expect(followed).toContain('data-testid="listing-company-rate"');

    const offerPath = cardLinks(followed)[0]?.replace(/[?&]companyCode=ACME/, "") ?? "";
    const offer = await fetchApp(`http://${HOST}${offerPath}`, { headers: { Cookie: cookie } });
    expect(offer.status).toBe(302);
    expect(offer.headers.get("Location")).toContain("companyCode=ACME");

    // A code in the URL wins (even one that unlocks nothing), and an empty one asks for the public rates.
    const own = await fetchApp(`${SEARCH}&companyCode=NOPE-123`, { headers: { Cookie: cookie } });
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('data-status="unknown"');
    const none = await fetchApp(`${SEARCH}&companyCode=`, { headers: { Cookie: cookie } });
    expect(none.status).toBe(200);
    expect(await none.text()).not.toContain('data-testid="listing-company-rate"');
    // Signed out, nothing is added.
    expect((await fetchApp(SEARCH)).status).toBe(200);
  });
});
