import { describe, expect, it } from "vitest";
import { absolutizeStyleUrls } from "./style-urls";

const base = "https://brand.example/map/style.json";

describe("absolutizeStyleUrls", () => {
  it("resolves origin-relative URLs against the style's URL and keeps template tokens", () => {
    const style = absolutizeStyleUrls(
      {
        version: 8,
        sprite: "/map/sprite/basemap",
        glyphs: "/map/fonts/{fontstack}/{range}.pbf",
        sources: {
          land: { type: "geojson", data: "/map/data/land.geojson" },
          tiles: { type: "vector", tiles: ["tiles/{z}/{x}/{y}.pbf"] },
        },
        layers: [],
      },
      base,
    );
    expect(style.sprite).toBe("https://brand.example/map/sprite/basemap");
    expect(style.glyphs).toBe("https://brand.example/map/fonts/{fontstack}/{range}.pbf");
    expect(style.sources.land).toEqual({ type: "geojson", data: "https://brand.example/map/data/land.geojson" });
    expect(style.sources.tiles).toEqual({ type: "vector", tiles: ["https://brand.example/map/tiles/{z}/{x}/{y}.pbf"] });
  });

  it("leaves absolute URLs, custom protocols and inline data alone", () => {
    const inline = { type: "FeatureCollection", features: [] };
    const style = absolutizeStyleUrls(
      {
        sprite: [{ id: "default", url: "https://cdn.example/sprite" }],
        glyphs: "https://cdn.example/{fontstack}/{range}.pbf",
        sources: {
          protomaps: { type: "vector", url: "pmtiles://https://r2.example/europe.pmtiles" },
          inline: { type: "geojson", data: inline },
        },
      },
      base,
    );
    expect(style.sprite).toEqual([{ id: "default", url: "https://cdn.example/sprite" }]);
    expect(style.glyphs).toBe("https://cdn.example/{fontstack}/{range}.pbf");
    expect(style.sources.protomaps).toEqual({ type: "vector", url: "pmtiles://https://r2.example/europe.pmtiles" });
    expect(style.sources.inline).toEqual({ type: "geojson", data: inline });
  });

  it("does not change the style it was given", () => {
    const original = { sprite: "/a", sources: { s: { type: "geojson", data: "/b" } } };
    absolutizeStyleUrls(original, base);
    expect(original).toEqual({ sprite: "/a", sources: { s: { type: "geojson", data: "/b" } } });
  });
});
