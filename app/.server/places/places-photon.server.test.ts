import { describe, expect, it } from "vitest";
import { fakeFetcher } from "../http/fake-fetcher.test-support";
import type { UpstreamFetcher } from "../http/upstream-http.server";
import {
  createPhotonPlacesProvider,
  decodePhotonPlaceId,
  encodePhotonPlaceId,
  photonFeaturesToPlaces,
  photonFeatureToPlace,
} from "./places-photon.server";

// Shaped like Photon's GeoJSON answers (https://photon.komoot.io/api?q=berlin&lang=de).
function feature(props: Record<string, unknown>, lat: number, long: number) {
  return { type: "Feature", geometry: { type: "Point", coordinates: [long, lat] }, properties: props };
}
const berlin = feature(
  {
    osm_type: "R",
    osm_id: 62422,
    osm_key: "place",
    osm_value: "city",
    type: "city",
    name: "Berlin",
    country: "Deutschland",
    countrycode: "DE",
    state: "Berlin",
    extent: [13.088, 52.675, 13.76, 52.338],
  },
  52.5170365,
  13.3888599,
);
const bernau = feature(
  {
    osm_type: "N",
    osm_id: 240040151,
    osm_key: "place",
    osm_value: "town",
    name: "Bernau bei Berlin",
    countrycode: "DE",
    state: "Brandenburg",
  },
  52.6797,
  13.5875,
);
const bern = feature(
  {
    osm_type: "R",
    osm_id: 1682248,
    osm_key: "place",
    osm_value: "city",
    name: "Bern",
    countrycode: "CH",
    state: "Bern",
  },
  46.9482713,
  7.4514512,
);
const street = feature(
  { osm_type: "W", osm_id: 4611, osm_key: "highway", osm_value: "primary", name: "Berliner Straße", countrycode: "DE" },
  52.1,
  13.2,
);
const potsdam = feature(
  { osm_type: "R", osm_id: 62369, osm_key: "place", osm_value: "city", name: "Potsdam", countrycode: "DE" },
  52.4009309,
  13.0591397,
);
const collection = (...features: unknown[]) => ({ type: "FeatureCollection", features });

function fakePhoton(handler: (url: URL) => Response) {
  const urls: URL[] = [];
  const { fetcher } = fakeFetcher([
    ({ url }) => {
      const parsed = new URL(url);
      urls.push(parsed);
      return handler(parsed);
    },
  ]);
  return { fetcher, urls };
}

const provider = (fetcher: UpstreamFetcher) =>
  createPhotonPlacesProvider({ fetcher, baseUrl: "https://photon.example/", timeoutMs: 500, backoffMs: 0 });

describe("Photon ids", () => {
  it("round-trips type, id and coordinates", () => {
    const id = encodePhotonPlaceId("R", 62422, 52.5170365, 13.3888599);
    expect(id).toBe("osm:R62422@52.51704,13.38886");
    expect(decodePhotonPlaceId(id)).toEqual({ osmType: "R", osmId: 62422, lat: 52.51704, long: 13.38886 });
  });

  it.each(["2950159", "osm:X1@1,2", "osm:N1", "osm:N1@91,0", "osm:N1@0,181", "osm:N1@a,b"])("rejects %j", (id) => {
    expect(decodePhotonPlaceId(id)).toBeUndefined();
  });
});

describe("Photon response mapping", () => {
  it("maps a feature to a place", () => {
    expect(photonFeatureToPlace(berlin)).toEqual({
      id: "osm:R62422@52.51704,13.38886",
      name: "Berlin",
      country: "DE",
      region: "Berlin",
      lat: 52.5170365,
      long: 13.3888599,
      population: 0,
    });
  });

  it("keeps towns only, once each, and skips malformed features", () => {
    const places = photonFeaturesToPlaces([
      berlin,
      street,
      berlin,
      { type: "Feature", geometry: null, properties: {} },
      feature({ osm_type: "N", osm_id: 1, osm_key: "place", osm_value: "city", countrycode: "DE" }, 1, 1),
      bernau,
    ]);
    expect(places.map((p) => p.name)).toEqual(["Berlin", "Bernau bei Berlin"]);
  });
});

describe("createPhotonPlacesProvider", () => {
  it("suggests towns with language, limit and place filters, in Photon's order", async () => {
    const { fetcher, urls } = fakePhoton(() => Response.json(collection(berlin, street, bernau, bern)));
    const result = await provider(fetcher).suggestPlacesByName("Ber", "de", { limit: 2 });
    expect(result).toMatchObject({ ok: true, data: [{ name: "Berlin" }, { name: "Bernau bei Berlin" }] });
    const url = urls[0];
    expect(url?.origin + (url?.pathname ?? "")).toBe("https://photon.example/api");
    expect(url?.searchParams.get("q")).toBe("Ber");
    expect(url?.searchParams.get("lang")).toBe("de");
    expect(url?.searchParams.get("limit")).toBe("4");
    expect(url?.searchParams.getAll("osm_tag")).toContain("place:city");
  });

  it("filters suggestions by country", async () => {
    const { fetcher } = fakePhoton(() => Response.json(collection(berlin, bern)));
    const result = await provider(fetcher).suggestPlacesByName("Ber", "en", { countries: ["ch"] });
    expect(result).toMatchObject({ ok: true, data: [{ name: "Bern", country: "CH" }] });
  });

  it("does not call Photon for empty input", async () => {
    const { fetcher, urls } = fakePhoton(() => Response.json(collection()));
    expect(await provider(fetcher).suggestPlacesByName(" ,", "en")).toEqual({ ok: true, data: [] });
    expect(urls).toHaveLength(0);
  });

  it("passes the upstream status on failure, after retrying", async () => {
    const { fetcher, urls } = fakePhoton(
      () => new Response("down", { status: 503, statusText: "Service Unavailable" }),
    );
    expect(await provider(fetcher).suggestPlacesByName("Ber", "en")).toEqual({
      ok: false,
      status: 503,
      statusText: "Service Unavailable",
    });
    expect(urls).toHaveLength(3);
  });

  it("answers 500 Invalid Response for a body that is not a feature collection (the one upstream policy)", async () => {
    const invalid = { ok: false, status: 500, statusText: "Invalid Response" };
    const { fetcher } = fakePhoton(() => new Response("<html>", { status: 200 }));
    expect(await provider(fetcher).suggestPlacesByName("Ber", "en")).toMatchObject(invalid);
    const { fetcher: wrongShape } = fakePhoton(() => Response.json({ features: "no" }));
    expect(await provider(wrongShape).suggestPlacesByName("Ber", "en")).toMatchObject(invalid);
  });

  it("finds by name, preferring an exact name over Photon's first hit", async () => {
    const { fetcher } = fakePhoton(() => Response.json(collection(bernau, berlin)));
    expect(await provider(fetcher).findPlaceByName("berlin", "de")).toMatchObject({
      ok: true,
      data: { name: "Berlin" },
    });
    const { fetcher: none } = fakePhoton(() => Response.json(collection()));
    expect(await provider(none).findPlaceByName("Atlantis", "de")).toEqual({
      ok: false,
      status: 404,
      statusText: "Not Found",
    });
  });

  it("gets a place by id through a reverse lookup at its coordinates", async () => {
    const { fetcher, urls } = fakePhoton(() => Response.json(collection(potsdam, berlin)));
    const id = "osm:R62422@52.51704,13.38886";
    expect(await provider(fetcher).getPlaceById(id, "en")).toMatchObject({ ok: true, data: { id, name: "Berlin" } });
    expect(urls[0]?.pathname).toBe("/reverse");
    expect(urls[0]?.searchParams.get("lat")).toBe("52.51704");
    expect(urls[0]?.searchParams.get("lon")).toBe("13.38886");
    expect(await provider(fetcher).getPlaceById("osm:R1@52.5,13.4", "en")).toMatchObject({ status: 404 });
    expect(await provider(fetcher).getPlaceById("2950159", "en")).toMatchObject({ status: 404 });
  });

  it("suggests nearby places by distance, without the place itself", async () => {
    const { fetcher, urls } = fakePhoton(() => Response.json(collection(berlin, bernau, potsdam)));
    const result = await provider(fetcher).suggestPlacesByPlaceId("osm:R62422@52.51704,13.38886", "de", {
      limit: 5,
      radiusKm: 40,
    });
    expect(result.ok && result.data.map((p) => p.name)).toEqual(["Bernau bei Berlin", "Potsdam"]);
    expect(urls[0]?.searchParams.get("radius")).toBe("40");
  });

  it("sends the API key as a bearer token", async () => {
    const { fetcher, calls } = fakeFetcher([() => Response.json(collection())]);
    await createPhotonPlacesProvider({ fetcher, baseUrl: "https://p.example", apiKey: "k1" }).suggestPlacesByName(
      "x",
      "en",
    );
    expect(calls[0]?.init?.headers).toMatchObject({ Authorization: "Bearer k1" });
  });
});
