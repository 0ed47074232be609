import { describe, expect, it } from "vitest";
import { TENANTS } from "../../../shared/tenancy/tenant-registry";
import { CITY_TILE_SIZE } from "../../domain/media/city-tile-size";
import { cityTileSvg } from "./city-tile-svg";

const FEATURED = [...new Map(TENANTS.flatMap((t) => t.featuredCities).map((c) => [c.placeId, c])).values()];

describe("cityTileSvg", () => {
  it("draws the same picture for the same city", () => {
    expect(cityTileSvg("2950159", "Berlin")).toBe(cityTileSvg("2950159", "Berlin"));
  });

  it("draws a different, small, well-formed picture for every featured city", () => {
    const pictures = FEATURED.map((city) => cityTileSvg(city.placeId, city.name.en ?? ""));
    expect(new Set(pictures).size).toBe(FEATURED.length);
    for (const svg of pictures) {
      expect(svg).toMatch(
        new RegExp(
          `^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CITY_TILE_SIZE.width} ${CITY_TILE_SIZE.height}"`,
        ),
      );
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).not.toMatch(/NaN|undefined/);
      expect(svg.length).toBeLessThan(4_000);
      const opened = (svg.match(/<(?!\/)[a-zA-Z]+[^>]*[^/]>/g) ?? []).length;
      const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
      expect(opened).toBe(closed);
    }
  });

  it("gives a city with no entry a picture too, and keeps markup out of the title", () => {
    const svg = cityTileSvg("123456", "A <b>&</b> town");
    expect(svg).toContain("<title>A b/b town</title>");
  });
});
