import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { LazyMapView } from "./lazy-map-view";

vi.mock("maplibre-gl", () => {
  throw new Error("maplibre-gl must not load during a server render");
});

describe("LazyMapView on the server", () => {
  it("renders a placeholder of the map's size, with the fallback content, and no map", () => {
    const html = renderToString(
      createElement(LazyMapView, {
        className: "h-96 w-full",
        ariaLabel: "Map of apartments",
        markers: [{ id: "a", lat: 52.5, long: 13.4, label: "€120", accessibleName: "Apartment A, €120 per night" }],
        fallback: createElement("p", null, "The map needs JavaScript."),
      }),
    );
    expect(html).toContain("data-map-placeholder");
    expect(html).toContain("h-96 w-full");
    expect(html).toContain("The map needs JavaScript.");
    expect(html).not.toContain("maplibregl");
    expect(html).not.toContain("data-map-ready");
  });
});
