import { describe, expect, it } from "vitest";
import { arcOwners, assembleRing, decodeArcs, geometryPolygons, type Topology } from "./topojson";

// Two unit squares side by side sharing arc 0 (the line x = 1), quantized with a transform.
const topology: Topology = {
  type: "Topology",
  transform: { scale: [0.5, 0.5], translate: [10, 20] },
  arcs: [
    [
      [2, 0],
      [0, 2],
    ], // (11,20) -> (11,21)
    [
      [2, 2],
      [-2, 0],
      [0, -2],
      [2, 0],
    ], // (11,21) -> (10,21) -> (10,20) -> (11,20)
    [
      [2, 0],
      [2, 0],
      [0, 2],
      [-2, 0],
    ], // (11,20) -> (12,20) -> (12,21) -> (11,21)
  ],
  objects: {
    countries: {
      type: "GeometryCollection",
      geometries: [
        { type: "Polygon", arcs: [[0, 1]], properties: { name: "West" } },
        { type: "Polygon", arcs: [[2, -1]], properties: { name: "East" } },
      ],
    },
  },
};

describe("TopoJSON reading", () => {
  it("decodes delta-encoded, quantized arcs", () => {
    expect(decodeArcs(topology)[1]).toEqual([
      [11, 21],
      [10, 21],
      [10, 20],
      [11, 20],
    ]);
  });

  it("assembles rings from arcs, reversing negative indexes", () => {
    const arcs = decodeArcs(topology);
    expect(assembleRing(arcs, [2, -1])).toEqual([
      [11, 20],
      [12, 20],
      [12, 21],
      [11, 21],
      [11, 20],
    ]);
    const [west] = geometryPolygons(arcs, topology.objects.countries!.geometries[0]!);
    expect(west?.[0]?.[0]).toEqual(west?.[0]?.[west[0].length - 1]);
  });

  it("finds the arcs two geometries share", () => {
    const owners = arcOwners(topology.objects.countries!.geometries);
    expect(owners.get(0)).toEqual([0, 1]);
    expect(owners.get(1)).toEqual([0]);
    expect(owners.get(2)).toEqual([1]);
  });
});
