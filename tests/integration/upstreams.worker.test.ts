import { describe, expect, it } from "vitest";
import { isoDateFromToday } from "./booked-stay";
import { fetchApp } from "./fetch-app";
import { searchInventory } from "./inventory";

const IN = isoDateFromToday(90);
const OUT = isoDateFromToday(97);

describe("embedded upstreams", () => {
  it("the app's inventory binding reaches the seeded inventory Worker", async () => {
    const { status, redirectLocation, listings } = await searchInventory();
    expect(status).toBe(200);
    expect(redirectLocation).toMatch(/^\//);
    expect(listings.length).toBeGreaterThan(0);
  });

  it("the search form without a suggestion finds the place by name and redirects to the search URL", async () => {
    const response = await fetchApp(
      `http://quartier.localhost/de/search?location=M%C3%BCnchen&inDate=${IN}&outDate=${OUT}&guests=2&radius=10`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(
      new RegExp(
        `^/de/search/M%C3%BCnchen\\?placeId=2867714&lat=48\\.1\\d+&long=11\\.5\\d+&inDate=${IN}&outDate=${OUT}&guests=2&radius=10$`,
      ),
    );
  });

  it("a results page's form sent without JavaScript drops the old position when another place is typed", async () => {
    // Hidden fields still hold München's position; the guest typed Berlin (GeoNames 2950159).
    const stale = "placeId=2867714&lat=48.13743&long=11.57549";
    const moved = await fetchApp(
      `http://quartier.localhost/en/search?location=Berlin&${stale}&inDate=${IN}&outDate=${OUT}&guests=2&radius=10`,
    );
    expect(moved.status).toBe(302);
    expect(moved.headers.get("Location")).toMatch(/^\/en\/search\/Berlin\?placeId=2950159&lat=52\.\d+&long=13\.\d+&/);
    // The same name keeps the chosen position as it is.
    const kept = await fetchApp(
      `http://quartier.localhost/de/search?location=M%C3%BCnchen&${stale}&inDate=${IN}&outDate=${OUT}&guests=2&radius=10`,
    );
    expect(kept.headers.get("Location")).toContain(`?${stale}&`);
  });

  it("an unknown place keeps the input and explains in the page's language", async () => {
    const response = await fetchApp(
      `http://quartier.localhost/en/search?location=Xyzzyville&inDate=${IN}&outDate=${OUT}`,
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("We could not find “Xyzzyville”");
    expect(html).toContain('value="Xyzzyville"');
  });
});

describe("POST /api/find-offers (client-side refreshes)", () => {
  const body = (ibeUid: string) =>
    JSON.stringify({
      params: {
        ibeUid,
        lat: 52.52,
        long: 13.405,
        radius: 10,
        from: IN,
        to: OUT,
        guests: 2,
        currency: "EUR",
        language: "en",
      },
      pageProps: {},
      options: {},
    });
  const post = (host: string, payload: string) =>
    fetchApp(`http://${host}/api/find-offers`, {
      method: "POST",
      body: payload,
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", Origin: `http://${host}` },
    });

  it("answers the contract and the redirect location gives the listings, for the host's tenant", async () => {
    const response = await post("quartier.localhost", body("quartier"));
    expect(response.status).toBe(200);
    const { redirectLocation, offers } = (await response.json()) as { redirectLocation: string; offers: number };
    // The app's own location, keyed by the search (tests/integration/search-listing-set.worker.test.ts).
    expect(redirectLocation).toBe(
      `/api/find-offers/listings?lat=52.52&long=13.405&radius=10&from=${IN}&to=${OUT}&guests=2&currency=EUR&language=en`,
    );
    expect(offers).toBeGreaterThan(0);
    const listings = await fetchApp(`http://quartier.localhost${redirectLocation}`);
    expect(listings.status).toBe(200);
    const set = (await listings.json()) as { listings: { apartmentType: { id: string } }[] };
    expect(set.listings.length).toBe(offers);
  });

  it("rejects bad input with 400 and another tenant's ibeUid with 404", async () => {
    expect((await post("quartier.localhost", "{not json")).status).toBe(400);
    expect((await post("quartier.localhost", JSON.stringify({ params: { ibeUid: "quartier" } }))).status).toBe(400);
    expect((await post("citynest.localhost", body("quartier"))).status).toBe(404);
  });

  it("refuses a cross-site post", async () => {
    const response = await fetchApp("http://quartier.localhost/api/find-offers", {
      method: "POST",
      body: body("quartier"),
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "cross-site", Origin: "http://evil.example" },
    });
    expect(response.status).toBe(403);
  });
});

describe("listing images", () => {
  it("are served on the tenant's host with a long cache, and nothing else is", async () => {
    const { listings } = await searchInventory();
    const image = listings[0]?.images[0]?.url ?? "";
    expect(image).toMatch(/^\/images\/.+\.svg$/);
    const response = await fetchApp(`http://quartier.localhost/media${image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toContain("immutable");
    expect((await response.text()).startsWith("<svg")).toBe(true);
    expect((await fetchApp("http://quartier.localhost/media/api/admin/bookings")).status).toBe(404);
    // The OTA's entity tag comes along, and a revalidation costs no picture.
    const etag = response.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await fetchApp(`http://quartier.localhost/media${image}`, {
      headers: { "If-None-Match": etag ?? "" },
    });
    expect(again.status).toBe(304);
  });

  it("include a picture of each of the tenant's featured cities, and only of those", async () => {
    const berlin = await fetchApp("http://quartier.localhost/media/cities/2950159.svg");
    expect(berlin.status).toBe(200);
    expect(berlin.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(berlin.headers.get("Cache-Control")).toContain("immutable");
    expect(await berlin.text()).toMatch(/^<svg[^>]* width="480" height="300"><title>Berlin<\/title>/);
    const etag = berlin.headers.get("ETag") ?? "";
    const again = await fetchApp("http://quartier.localhost/media/cities/2950159.svg", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    // Munich is Alpenstay's, not Quartier's.
    expect((await fetchApp("http://quartier.localhost/media/cities/2867714.svg")).status).toBe(404);
    expect((await fetchApp("http://alpenstay.localhost/media/cities/2867714.svg")).status).toBe(200);
  });
});
