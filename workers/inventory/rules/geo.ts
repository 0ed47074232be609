/** Distances on the earth's surface for the radius search. */

const EARTH_RADIUS_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, long1: number, lat2: number, long2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLong = (long2 - long1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export type BoundingBox = { minLat: number; maxLat: number; minLong: number; maxLong: number };

/**
 * A box that contains every point within radiusKm of the centre, for an index prefilter.
 * Near the poles (or for huge radii) the longitude span is the whole circle.
 */
export function boundingBox(lat: number, long: number, radiusKm: number): BoundingBox {
  const dLat = radiusKm / (EARTH_RADIUS_KM * RAD);
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const cosLat = Math.cos(Math.max(Math.abs(minLat), Math.abs(maxLat)) * RAD);
  if (cosLat < 1e-6 || maxLat >= 90 || minLat <= -90) return { minLat, maxLat, minLong: -180, maxLong: 180 };
  const dLong = radiusKm / (EARTH_RADIUS_KM * RAD * cosLat);
  if (dLong >= 180) return { minLat, maxLat, minLong: -180, maxLong: 180 };
  return { minLat, maxLat, minLong: long - dLong, maxLong: long + dLong };
}

/** Whether a point's longitude lies in the box, including boxes that cross the antimeridian. */
export function longitudeInBox(long: number, box: BoundingBox): boolean {
  if (box.minLong >= -180 && box.maxLong <= 180) return long >= box.minLong && long <= box.maxLong;
  if (box.minLong < -180) return long >= box.minLong + 360 || long <= box.maxLong;
  return long >= box.minLong || long <= box.maxLong - 360;
}

/** The point distanceKm from the start in the direction of bearing (degrees from north), longitude in -180..180. */
export function destinationPoint(lat: number, long: number, bearing: number, distanceKm: number): [number, number] {
  const d = distanceKm / EARTH_RADIUS_KM;
  const b = bearing * RAD;
  const lat1 = lat * RAD;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const long2 =
    long * RAD + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return [lat2 / RAD, ((((long2 / RAD + 540) % 360) + 360) % 360) - 180];
}
