import { describe, expect, it } from "vitest";
import { clusterSize, markersToGeoJson, splitClusters, stackOffsets } from "./map-clusters";

const marker = (id: string, lat: number, long: number) => ({ id, lat, long, label: "€1", accessibleName: id });

describe("markersToGeoJson", () => {
  it("makes one point a marker, in order, and skips markers without a position", () => {
    const geojson = markersToGeoJson([marker("a", 52.5, 13.4), marker("b", Number.NaN, 13), marker("c", 48.1, 11.5)]);
    expect(geojson.features.map((f) => [f.id, f.properties.markerId, f.geometry.coordinates])).toEqual([
      [0, "a", [13.4, 52.5]],
      [1, "c", [11.5, 48.1]],
    ]);
  });
});

describe("splitClusters", () => {
  it("keeps each cluster once and collects the pins standing alone", () => {
    const cluster = {
      geometry: { type: "Point", coordinates: [13.4, 52.5] },
      properties: { cluster: true, cluster_id: 7, point_count: 12 },
    };
    const { clusters, singles } = splitClusters([
      cluster,
      cluster,
      { geometry: { type: "Point", coordinates: [13.5, 52.4] }, properties: { markerId: "x" } },
      { geometry: { type: "Point", coordinates: [13.5, 52.4] }, properties: { markerId: "x" } },
      { geometry: { type: "Point", coordinates: [13.6, 52.4] }, properties: null },
    ]);
    expect(clusters).toEqual([{ clusterId: 7, count: 12, long: 13.4, lat: 52.5 }]);
    expect([...singles]).toEqual(["x"]);
  });
});

describe("clusterSize", () => {
  it("grows with the count within bounds", () => {
    expect(clusterSize(2)).toBeGreaterThanOrEqual(32);
    expect(clusterSize(50)).toBeGreaterThan(clusterSize(3));
    expect(clusterSize(100_000)).toBe(56);
  });
});

describe("stackOffsets", () => {
  it("stacks pins that share a point and leaves the others at the base offset", () => {
    const offsets = stackOffsets([
      marker("a", 52.5, 13.4),
      marker("b", 52.5, 13.4),
      marker("c", 48, 11),
      marker("d", 52.5, 13.4),
    ]);
    expect(Object.fromEntries(offsets)).toEqual({ a: -6, b: -36, c: -6, d: -66 });
  });
});
