/**
 * Planar geometry helpers for the offline basemap build: clipping to a longitude/latitude box,
 * Douglas–Peucker simplification measured in screen pixels (Web Mercator), and coordinate rounding.
 */
import type { PolygonCoords, Position, Ring } from "./topojson";

/** [west, south, east, north] in degrees. */
export type BBox = readonly [number, number, number, number];

/** Web Mercator world coordinates in [0, 1] (x east, y south), as maplibre tiles use them. */
export function toMercator([lon, lat]: Position): Position {
  const clamped = Math.max(-85.051129, Math.min(85.051129, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return [lon / 360 + 0.5, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

function segmentDistanceSquared(p: Position, a: Position, b: Position): number {
  let [x, y] = a;
  const dx = b[0] - x;
  const dy = b[1] - y;
  if (dx !== 0 || dy !== 0) {
    const t = ((p[0] - x) * dx + (p[1] - y) * dy) / (dx * dx + dy * dy);
    if (t > 1) {
      [x, y] = b;
    } else if (t > 0) {
      x += dx * t;
      y += dy * t;
    }
  }
  return (p[0] - x) ** 2 + (p[1] - y) ** 2;
}

/**
 * Douglas–Peucker simplification. `pixels` is the largest allowed deviation in screen pixels at
 * `zoom` (512 px tiles, as maplibre draws them). Keeps both end points, so simplifying the shared
 * arcs of a topology keeps neighbouring shapes seamless.
 */
export function simplifyLine(line: readonly Position[], pixels: number, zoom: number): Position[] {
  if (line.length <= 2) return [...line];
  const worldSize = 512 * 2 ** zoom;
  const tolerance = (pixels / worldSize) ** 2;
  const projected = line.map(toMercator);
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let maxDistance = 0;
    let index = -1;
    const a = projected[first]!;
    const b = projected[last]!;
    for (let i = first + 1; i < last; i++) {
      const distance = segmentDistanceSquared(projected[i]!, a, b);
      if (distance > maxDistance) {
        maxDistance = distance;
        index = i;
      }
    }
    if (index !== -1 && maxDistance > tolerance) {
      keep[index] = 1;
      stack.push([first, index], [index, last]);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}

type Edge = { inside: (p: Position) => boolean; cross: (a: Position, b: Position) => Position };

function boxEdges([west, south, east, north]: BBox): Edge[] {
  const atLon =
    (lon: number) =>
    (a: Position, b: Position): Position => [lon, a[1] + ((b[1] - a[1]) * (lon - a[0])) / (b[0] - a[0])];
  const atLat =
    (lat: number) =>
    (a: Position, b: Position): Position => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];
  return [
    { inside: (p) => p[0] >= west, cross: atLon(west) },
    { inside: (p) => p[0] <= east, cross: atLon(east) },
    { inside: (p) => p[1] >= south, cross: atLat(south) },
    { inside: (p) => p[1] <= north, cross: atLat(north) },
  ];
}

/**
 * Clips a closed ring to a box (Sutherland–Hodgman). The result is closed, or empty when nothing
 * of the ring lies inside. Parts of a ring outside the box collapse onto the box's edge, which is
 * harmless for fills (borders and coastlines are drawn from lines, not from these rings).
 */
export function clipRing(ring: Ring, box: BBox): Ring {
  let points = ring.length > 1 && samePosition(ring[0]!, ring[ring.length - 1]!) ? ring.slice(0, -1) : [...ring];
  for (const edge of boxEdges(box)) {
    if (points.length === 0) break;
    const input = points;
    points = [];
    let previous = input[input.length - 1]!;
    for (const current of input) {
      const currentInside = edge.inside(current);
      const previousInside = edge.inside(previous);
      if (currentInside) {
        if (!previousInside) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (previousInside) {
        points.push(edge.cross(previous, current));
      }
      previous = current;
    }
  }
  if (points.length < 3) return [];
  return [...points, points[0]!];
}

/**
 * Splits a polygon that crosses the antimeridian (a step of more than 180° of longitude between two
 * points, as in Natural Earth's Russia and Fiji) into parts within [-180, 180]. Left as it is, such a
 * ring would be drawn as a band across the whole map. Rings around a pole, which run from -180 to 180
 * along the map's edge, are left as they are.
 */
export function splitAtAntimeridian(polygon: PolygonCoords): PolygonCoords[] {
  let crosses = false;
  const unwrapped = polygon.map((ring) => {
    let offset = 0;
    return ring.map(([lon, lat], i): Position => {
      const previous = ring[i - 1];
      // An edge from -180 to 180 runs along the map's bottom or top around a pole (Antarctica).
      if (previous && !(Math.abs(lon) === 180 && Math.abs(previous[0]) === 180)) {
        const step = lon - previous[0];
        if (step > 180) offset -= 360;
        else if (step < -180) offset += 360;
        if (offset !== 0) crosses = true;
      }
      return [lon + offset, lat];
    });
  });
  if (!crosses) return [polygon];
  const parts: PolygonCoords[] = [];
  for (const shift of [-360, 0, 360]) {
    const part = clipPolygon(unwrapped, [-180 + shift, -90, 180 + shift, 90]);
    if (part) parts.push(part.map((ring) => ring.map(([lon, lat]): Position => [lon - shift, lat])));
  }
  return parts;
}

/** Clips a polygon (outer ring first, then holes); drops it when its outer ring falls outside. */
export function clipPolygon(polygon: PolygonCoords, box: BBox): PolygonCoords | undefined {
  const [outer, ...holes] = polygon;
  if (!outer) return undefined;
  const clippedOuter = clipRing(outer, box);
  if (clippedOuter.length === 0) return undefined;
  const clippedHoles = holes.map((hole) => clipRing(hole, box)).filter((hole) => hole.length > 0);
  return [clippedOuter, ...clippedHoles];
}

function inBox([lon, lat]: Position, [west, south, east, north]: BBox): boolean {
  return lon >= west && lon <= east && lat >= south && lat <= north;
}

/** Liang–Barsky: the part of segment a-b inside the box, or undefined. */
function clipSegment(a: Position, b: Position, [west, south, east, north]: BBox): [Position, Position] | undefined {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  let t0 = 0;
  let t1 = 1;
  const checks: [number, number][] = [
    [-dx, a[0] - west],
    [dx, east - a[0]],
    [-dy, a[1] - south],
    [dy, north - a[1]],
  ];
  for (const [p, q] of checks) {
    if (p === 0) {
      if (q < 0) return undefined;
    } else {
      const t = q / p;
      if (p < 0) {
        if (t > t1) return undefined;
        if (t > t0) t0 = t;
      } else {
        if (t < t0) return undefined;
        if (t < t1) t1 = t;
      }
    }
  }
  return [
    [a[0] + t0 * dx, a[1] + t0 * dy],
    [a[0] + t1 * dx, a[1] + t1 * dy],
  ];
}

/** Clips a line to a box; a line that leaves and re-enters the box becomes several lines. */
export function clipLine(line: readonly Position[], box: BBox): Position[][] {
  const parts: Position[][] = [];
  let current: Position[] = [];
  for (let i = 1; i < line.length; i++) {
    const a = line[i - 1]!;
    const b = line[i]!;
    // A step of more than 180° crosses the antimeridian, not the box.
    const segment = Math.abs(b[0] - a[0]) > 180 ? undefined : clipSegment(a, b, box);
    if (!segment) {
      if (current.length > 1) parts.push(current);
      current = [];
      continue;
    }
    if (current.length === 0) current.push(segment[0]);
    current.push(segment[1]);
    if (!inBox(b, box)) {
      if (current.length > 1) parts.push(current);
      current = [];
    }
  }
  if (current.length > 1) parts.push(current);
  return parts;
}

export function samePosition(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** Rounds to `decimals` and drops consecutive duplicates the rounding creates. */
export function roundLine(line: readonly Position[], decimals: number): Position[] {
  const factor = 10 ** decimals;
  const out: Position[] = [];
  for (const [lon, lat] of line) {
    const p: Position = [Math.round(lon * factor) / factor, Math.round(lat * factor) / factor];
    const last = out[out.length - 1];
    if (!last || !samePosition(last, p)) out.push(p);
  }
  return out;
}

/** Signed area in square degrees (shoelace); the sign tells the winding. */
export function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 1; i < ring.length; i++) {
    const [x0, y0] = ring[i - 1]!;
    const [x1, y1] = ring[i]!;
    sum += x0 * y1 - x1 * y0;
  }
  return sum / 2;
}

/**
 * Orients a polygon as RFC 7946 asks: the outer ring counterclockwise, holes clockwise. maplibre
 * triangulates mixed orientations wrongly (large stray triangles at low zoom).
 */
export function rewindPolygon(polygon: PolygonCoords): PolygonCoords {
  return polygon.map((ring, index) => {
    const counterclockwise = ringArea(ring) > 0;
    return counterclockwise === (index === 0) ? ring : [...ring].reverse();
  });
}

/** Area in square pixels at `zoom`, for dropping shapes too small to see. */
export function ringAreaPixels(ring: Ring, zoom: number): number {
  const worldSize = 512 * 2 ** zoom;
  return Math.abs(ringArea(ring.map(toMercator))) * worldSize * worldSize;
}

function pointInRing([x, y]: Position, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function pointInPolygon(point: Position, polygon: PolygonCoords): boolean {
  const [outer, ...holes] = polygon;
  return !!outer && pointInRing(point, outer) && !holes.some((hole) => pointInRing(point, hole));
}

/**
 * A label point well inside a polygon: the point of a grid search (refined twice) that lies farthest
 * from the polygon's edges, measured in Web Mercator so that northern countries are not skewed.
 */
export function labelPoint(polygon: PolygonCoords): Position {
  const outer = polygon[0];
  if (!outer || outer.length === 0) throw new Error("labelPoint needs a polygon with an outer ring");
  const projectedRings = polygon.map((ring) => ring.map(toMercator));
  const distanceToEdges = (p: Position): number => {
    const m = toMercator(p);
    let best = Number.POSITIVE_INFINITY;
    for (const ring of projectedRings) {
      for (let i = 1; i < ring.length; i++) best = Math.min(best, segmentDistanceSquared(m, ring[i - 1]!, ring[i]!));
    }
    return best;
  };
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const [lon, lat] of outer) {
    west = Math.min(west, lon);
    east = Math.max(east, lon);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  let best: Position = outer[0]!;
  let bestDistance = -1;
  const steps = 24;
  for (let round = 0; round < 3; round++) {
    const dLon = (east - west) / steps;
    const dLat = (north - south) / steps;
    for (let i = 0; i <= steps; i++) {
      for (let j = 0; j <= steps; j++) {
        const p: Position = [west + i * dLon, south + j * dLat];
        if (!pointInPolygon(p, polygon)) continue;
        const distance = distanceToEdges(p);
        if (distance > bestDistance) {
          bestDistance = distance;
          best = p;
        }
      }
    }
    [west, east, south, north] = [best[0] - 2 * dLon, best[0] + 2 * dLon, best[1] - 2 * dLat, best[1] + 2 * dLat];
  }
  return best;
}
