/**
 * A small TopoJSON reader for the build of the offline basemap: decodes quantized, delta-encoded arcs
 * and assembles polygons and meshes from them. Covers what world-atlas files use (a transform,
 * Polygon/MultiPolygon geometry collections); written here because topojson-client is not a
 * dependency of the project.
 */

export type Position = [number, number];
export type Ring = Position[];
export type PolygonCoords = Ring[];

export type TopoGeometry =
  | { type: "Polygon"; arcs: number[][]; id?: string; properties?: Record<string, unknown> }
  | { type: "MultiPolygon"; arcs: number[][][]; id?: string; properties?: Record<string, unknown> }
  | { type: null; id?: string; properties?: Record<string, unknown> };

export type Topology = {
  type: "Topology";
  transform?: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: Record<string, { type: "GeometryCollection"; geometries: TopoGeometry[] }>;
};

/** Decodes every arc to absolute longitude/latitude positions. */
export function decodeArcs(topology: Topology): Position[][] {
  const transform = topology.transform;
  return topology.arcs.map((arc) => {
    if (!transform) return arc.map(([x, y]) => [x, y] as Position);
    const [sx, sy] = transform.scale;
    const [tx, ty] = transform.translate;
    let x = 0;
    let y = 0;
    return arc.map(([dx, dy]) => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty] as Position;
    });
  });
}

/** An arc by its TopoJSON index: a negative index `~i` means arc `i` reversed. */
export function arcPositions(arcs: readonly Position[][], index: number): Position[] {
  const arc = arcs[index < 0 ? ~index : index];
  if (!arc) throw new Error(`TopoJSON arc ${index} does not exist`);
  return index < 0 ? [...arc].reverse() : arc;
}

/** Joins a ring's arcs; each arc after the first starts where the previous one ended. */
export function assembleRing(arcs: readonly Position[][], indexes: readonly number[]): Ring {
  const ring: Ring = [];
  for (const index of indexes) {
    const positions = arcPositions(arcs, index);
    ring.push(...(ring.length === 0 ? positions : positions.slice(1)));
  }
  return ring;
}

/** The polygons of one geometry (a Polygon gives one, a MultiPolygon several, a null geometry none). */
export function geometryPolygons(arcs: readonly Position[][], geometry: TopoGeometry): PolygonCoords[] {
  if (geometry.type === "Polygon") return [geometry.arcs.map((ring) => assembleRing(arcs, ring))];
  if (geometry.type === "MultiPolygon") {
    return geometry.arcs.map((polygon) => polygon.map((ring) => assembleRing(arcs, ring)));
  }
  return [];
}

/** Every arc index (non-negative) a geometry's rings use. */
export function geometryArcIndexes(geometry: TopoGeometry): number[] {
  const rings =
    geometry.type === "Polygon" ? geometry.arcs : geometry.type === "MultiPolygon" ? geometry.arcs.flat() : [];
  return rings.flat().map((index) => (index < 0 ? ~index : index));
}

/**
 * For each arc, the indexes of the geometries that use it. An arc used by two different geometries is
 * a shared border; an arc used by one is an outer edge (for countries: a coastline).
 */
export function arcOwners(geometries: readonly TopoGeometry[]): Map<number, number[]> {
  const owners = new Map<number, number[]>();
  geometries.forEach((geometry, geometryIndex) => {
    for (const arc of geometryArcIndexes(geometry)) {
      const list = owners.get(arc) ?? [];
      if (!list.includes(geometryIndex)) list.push(geometryIndex);
      owners.set(arc, list);
    }
  });
  return owners;
}
