import type { MapMarker } from "./map-marker";

/** [[west, south], [east, north]], as maplibre's `LngLatBoundsLike` takes it. */
export type LongLatBounds = [[number, number], [number, number]];

/**
 * The box around all markers, or undefined when there are none. A box of zero size (one marker, or
 * markers on one spot) is widened by `minSpanDegrees` so that fitting it does not zoom in to the
 * street level of an empty basemap.
 */
export function markerBounds(
  markers: readonly Pick<MapMarker, "lat" | "long">[],
  minSpanDegrees = 0.01,
): LongLatBounds | undefined {
  const valid = markers.filter((m) => Number.isFinite(m.lat) && Number.isFinite(m.long));
  if (valid.length === 0) return undefined;
  let west = Number.POSITIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const { lat, long } of valid) {
    west = Math.min(west, long);
    east = Math.max(east, long);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  const widen = (low: number, high: number): [number, number] => {
    const missing = minSpanDegrees - (high - low);
    return missing > 0 ? [low - missing / 2, high + missing / 2] : [low, high];
  };
  [west, east] = widen(west, east);
  [south, north] = widen(south, north);
  return [
    [west, Math.max(-85, south)],
    [east, Math.min(85, north)],
  ];
}

/** Whether a projected point (pixels from the map's top left) lies inside the map with a margin. */
export function isInsideViewport(
  point: { x: number; y: number },
  size: { width: number; height: number },
  margin: { top: number; right: number; bottom: number; left: number },
): boolean {
  return (
    point.x >= margin.left &&
    point.x <= size.width - margin.right &&
    point.y >= margin.top &&
    point.y <= size.height - margin.bottom
  );
}
