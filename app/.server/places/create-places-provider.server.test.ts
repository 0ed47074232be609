import { describe, expect, it } from "vitest";
import { fakeFetcher } from "../http/fake-fetcher.test-support";
import { createPlacesProvider } from "./create-places-provider.server";

const fakeDb = {} as D1Database;

describe("createPlacesProvider", () => {
  it("uses the embedded provider by default", () => {
    expect(createPlacesProvider({ DB: fakeDb }).kind).toBe("embedded");
    expect(createPlacesProvider({ PLACES_PROVIDER: "embedded", DB: fakeDb }).kind).toBe("embedded");
  });

  it("needs the D1 binding for the embedded provider", () => {
    expect(() => createPlacesProvider({ PLACES_PROVIDER: "embedded" })).toThrow(/DB/);
  });

  it("uses Photon at the configured base URL", async () => {
    const { fetcher, calls } = fakeFetcher([() => Response.json({ type: "FeatureCollection", features: [] })]);
    const provider = createPlacesProvider(
      { PLACES_PROVIDER: "photon", PLACES_BASE_URL: "https://geo.example/photon" },
      { fetcher },
    );
    expect(provider.kind).toBe("photon");
    await provider.suggestPlacesByName("Wien", "de");
    expect(calls[0]?.url).toMatch(/^https:\/\/geo\.example\/photon\/api\?q=Wien&lang=de/);
  });

  it("rejects an unknown provider", () => {
    expect(() => createPlacesProvider({ PLACES_PROVIDER: "google", DB: fakeDb })).toThrow(/PLACES_PROVIDER/);
  });
});
