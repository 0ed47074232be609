import type { Dayjs } from "dayjs";
import { formatIsoDate, nightsBetween, parseIsoDate } from "../dates/iso-date";
import type { Language } from "../tenancy/tenant";

export type SearchRouteInput = {
  lng: Language;
  placeName: string;
  placeId?: string | null;
  lat: number;
  long: number;
  inDate: Dayjs | string;
  outDate: Dayjs | string;
  guests: number;
  radius: number;
};

export type SearchRouteResult = { ok: true; url: string } | { ok: false; error: "unableToGenerateRoute" };

const asDate = (value: Dayjs | string) =>
  typeof value === "string" ? parseIsoDate(value) : value?.isValid() ? value : null;

/**
 * Builds `/:lng/search/:placeName?placeId&lat&long&inDate&outDate&guests&radius` (dates YYYY-MM-DD).
 * Returns an error instead of a broken URL when a part is missing or not a number.
 */
export function buildSearchRoute(input: SearchRouteInput): SearchRouteResult {
  const inDate = asDate(input.inDate);
  const outDate = asDate(input.outDate);
  const name = input.placeName?.trim();
  const numbers = [input.lat, input.long, input.guests, input.radius];
  if (!name || !inDate || !outDate || !numbers.every((n) => typeof n === "number" && Number.isFinite(n))) {
    return { ok: false, error: "unableToGenerateRoute" };
  }
  const params = new URLSearchParams();
  if (input.placeId) params.set("placeId", input.placeId);
  params.set("lat", String(input.lat));
  params.set("long", String(input.long));
  params.set("inDate", formatIsoDate(inDate));
  params.set("outDate", formatIsoDate(outDate));
  params.set("guests", String(input.guests));
  params.set("radius", String(input.radius));
  return { ok: true, url: `/${input.lng}/search/${encodeURIComponent(name)}?${params.toString()}` };
}

export type SearchUrlParams = {
  placeName: string;
  placeId: string | null;
  /** Null when lat or long cannot be parsed (spec: unparseable lat or long gives no position). */
  position: { lat: number; long: number } | null;
  inDate: string | null;
  outDate: string | null;
  guests: number | null;
  radius: number | null;
  nights: number | null;
  /** Spec: valid only with lat, long, inDate, outDate, guests and radius all present and numeric. */
  valid: boolean;
};

const numberParam = (params: URLSearchParams, key: string): number | null => {
  const raw = params.get(key);
  if (raw === null || raw.trim() === "") return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

/** Reads a search URL back into typed parameters, never throwing on bad input. */
export function parseSearchUrl(placeName: string, params: URLSearchParams): SearchUrlParams {
  const lat = numberParam(params, "lat");
  const long = numberParam(params, "long");
  const position = lat !== null && long !== null && Math.abs(lat) <= 90 && Math.abs(long) <= 180 ? { lat, long } : null;
  const inDate = parseIsoDate(params.get("inDate"));
  const outDate = parseIsoDate(params.get("outDate"));
  const nights = inDate && outDate ? nightsBetween(inDate, outDate) : null;
  const guests = numberParam(params, "guests");
  const radius = numberParam(params, "radius");
  const valid =
    position !== null &&
    nights !== null &&
    nights > 0 &&
    guests !== null &&
    Number.isInteger(guests) &&
    guests > 0 &&
    radius !== null &&
    radius > 0;
  return {
    placeName,
    placeId: params.get("placeId") || null,
    position,
    inDate: inDate ? formatIsoDate(inDate) : null,
    outDate: outDate ? formatIsoDate(outDate) : null,
    guests,
    radius,
    nights,
    valid,
  };
}
