import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchApp } from "./fetch-app";

describe("embedded upstreams", () => {
  it("the app's inventory binding reaches the seeded inventory Worker", async () => {
    const response = await env.INVENTORY.fetch("https://inventory.internal/api/find-offers", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        params: {
          ibeUid: "quartier",
          lat: 52.52,
          long: 13.405,
          radius: 10,
          from: "2027-03-01",
          to: "2027-03-08",
          guests: 2,
          currency: "EUR",
          language: "en",
        },
        pageProps: {},
        options: {},
      }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { redirectLocation: string };
    expect(body.redirectLocation).toMatch(/^\//);
  });

  it("the search form without a suggestion finds the place by name and redirects to the search URL", async () => {
    const response = await fetchApp(
      "http://quartier.localhost/de/search?location=M%C3%BCnchen&inDate=2027-03-01&outDate=2027-03-08&guests=2&radius=10",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toMatch(
      /^\/de\/search\/M%C3%BCnchen\?placeId=2867714&lat=48\.1\d+&long=11\.5\d+&inDate=2027-03-01&outDate=2027-03-08&guests=2&radius=10$/,
    );
  });

  it("an unknown place keeps the input and explains in the page's language", async () => {
    const response = await fetchApp(
      "http://quartier.localhost/en/search?location=Xyzzyville&inDate=2027-03-01&outDate=2027-03-08",
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("We could not find “Xyzzyville”");
    expect(html).toContain('value="Xyzzyville"');
  });
});
